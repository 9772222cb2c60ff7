import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './support/server';

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };
const narrowPhone = { width: 360, height: 780 };
const password = 'senha-segura';

/** Creates the account through the API, then logs in through the form like a returning user. */
async function loginNewUser(page: Page, name: string) {
  const email = uniqueEmail('shell');
  const response = await page.request.post('/api/auth/register', { data: { name, email, password } });
  expect(response.status()).toBe(201);
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('heading', { name: `Olá, ${name}` })).toBeVisible();
  return email;
}

async function expectNoSideScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

async function setTheme(page: Page, label: 'Claro' | 'Escuro') {
  await page.getByRole('button', { name: 'Alterar tema' }).click();
  await page.getByRole('menuitemradio', { name: label }).click();
}

const sidebar = (page: Page) => page.locator('aside');

type Box = { x: number; y: number; width: number; height: number };

/** Title, online dot, credits and Sair inside the screen, side by side, none on another. */
async function expectHeaderFits(page: Page, width: number) {
  const header = page.locator('header');
  const sair = header.getByRole('button', { name: 'Sair' });
  const title = header.getByText('VTX Análise');
  const dot = header.getByRole('status');
  const credits = header.getByTitle('Seus créditos');
  const boxes = await Promise.all([title, dot, credits, sair].map((part) => part.boundingBox()));
  for (const box of boxes)
    expect(box!.x + box!.width, `header part inside ${width} px`).toBeLessThanOrEqual(width);
  const [titleBox, dotBox, creditsBox, sairBox] = boxes.map((box) => box!) as [Box, Box, Box, Box];
  expect(dotBox.x, 'the online dot starts after the title').toBeGreaterThanOrEqual(
    titleBox.x + titleBox.width,
  );
  expect(sairBox.x).toBeGreaterThan(creditsBox.x + creditsBox.width);
  expect(Math.abs(creditsBox.y + creditsBox.height / 2 - (sairBox.y + sairBox.height / 2))).toBeLessThan(4);
  await page.screenshot({ path: `e2e/artifacts/phone-header-${width}.png` });
}

test('desktop shell: sidebar shortcut, theme, credits, settings and backup round trip', async ({ page }) => {
  await page.setViewportSize(desktop);
  await loginNewUser(page, 'Bruna Alves');

  // Sidebar: expanded by default, Ctrl+B collapses to icons, the state survives a reload.
  await expect(sidebar(page).getByRole('link', { name: 'Opções Binárias' })).toBeVisible();
  await expect(sidebar(page).getByText('Mercado OTC (24h)')).toBeVisible();
  expect((await sidebar(page).boundingBox())?.width).toBe(256);
  await page.locator('body').press('Control+b');
  await expect(sidebar(page)).toHaveAttribute('data-collapsed', 'true');
  await expect(sidebar(page).getByText('Mercado OTC (24h)')).toHaveCount(0);
  await expect.poll(async () => (await sidebar(page).boundingBox())?.width).toBe(48);
  await page.reload();
  await expect(sidebar(page)).toHaveAttribute('data-collapsed', 'true');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 86_400);
  await page.locator('body').press('Control+b');
  await expect(sidebar(page)).toHaveAttribute('data-collapsed', 'false');

  // Theme: light is kept across a reload.
  await setTheme(page, 'Claro');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Olá, Bruna Alves' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await setTheme(page, 'Escuro');
  await expect(page.locator('html')).toHaveClass(/dark/);

  // Credits refresh.
  const credits = await page.locator('main .text-5xl').first().innerText();
  await page.getByRole('button', { name: 'Atualizar créditos' }).click();
  await expect(page.getByText('Créditos atualizados')).toBeVisible();
  await expect(page.getByText(`Você possui ${credits} créditos disponíveis.`)).toBeVisible();

  // Online badge follows the connection.
  await expect(page.getByRole('status').filter({ hasText: 'Online' })).toBeAttached();
  await page.context().setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  await page.context().setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Online' })).toBeAttached();

  // Settings: defaults of the spec, a saved change survives a reload (server copy).
  await sidebar(page).getByRole('link', { name: 'Configurações' }).click();
  await page.waitForURL('**/dashboard/settings');
  await page.getByRole('tab', { name: 'Análise' }).click();
  await expect(page.getByRole('radio', { name: '4 horas' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Equilibrada' })).toBeChecked();
  await page.getByText('1 dia', { exact: true }).click();
  await page.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(page.getByText('Configurações salvas')).toBeVisible();
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('vtx-settings:')) localStorage.removeItem(key);
  });
  await page.reload();
  await page.getByRole('tab', { name: 'Análise' }).click();
  await expect(page.getByRole('radio', { name: '1 dia' })).toBeChecked();

  // Export.
  await page.getByRole('tab', { name: 'Backup' }).click();
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar dados' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('vtx-analise-backup.json');
  await expect(page.getByText('Dados exportados')).toBeVisible();
  const backupPath = 'e2e/artifacts/vtx-analise-backup.json';
  await download.saveAs(backupPath);
  const backup = JSON.parse(readFileSync(backupPath, 'utf8'));
  expect(backup).toMatchObject({ favorites: [], analysisHistory: [], settings: { defaultTimeframe: '1d' } });

  // Change the setting, then import the file back: the exported value returns.
  await page.getByRole('tab', { name: 'Análise' }).click();
  await page.getByText('1 semana', { exact: true }).click();
  await page.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(page.getByRole('radio', { name: '1 semana' })).toBeChecked();
  await page.getByRole('tab', { name: 'Backup' }).click();
  await page.getByLabel('Escolher arquivo de backup').setInputFiles(backupPath);
  await expect(page.getByText('Dados importados')).toBeVisible();
  await page.getByRole('tab', { name: 'Análise' }).click();
  await expect(page.getByRole('radio', { name: '1 dia' })).toBeChecked();

  // A broken file is refused with the spec's message.
  await page.getByRole('tab', { name: 'Backup' }).click();
  await page.getByLabel('Escolher arquivo de backup').setInputFiles({
    name: 'quebrado.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"favorites": ['),
  });
  await expect(page.getByText('Erro na importação')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Arquivo de backup inválido' })).toBeVisible();
});

test('phone shell: the drawer opens and closes, nothing scrolls sideways, targets are large', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await loginNewUser(page, 'Diego Rocha');
  await expect(sidebar(page)).toBeHidden();
  await expectNoSideScroll(page, '/dashboard');

  for (const button of await page.locator('header button').all()) {
    const box = await button.boundingBox();
    expect(box?.height, 'header button height').toBeGreaterThanOrEqual(44);
    expect(box?.width, 'header button width').toBeGreaterThanOrEqual(44);
  }

  // The phone header names the product and shows the credits; the plan is in the drawer, so
  // that Sair stays inside the screen at 390 and 360 px (issue 26, item 1).
  const header = page.locator('header');
  await expect(header.getByText('VTX Análise')).toBeVisible();
  await expect(header.getByTitle('Seus créditos')).toContainText('1');
  await expectHeaderFits(page, phone.width);
  await page.setViewportSize(narrowPhone);
  await expectHeaderFits(page, narrowPhone.width);
  await page.setViewportSize(phone);

  const toggle = page.getByRole('button', { name: 'Alternar menu lateral' });
  await toggle.click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: 'Mercado OTC (24h)' })).toBeVisible();
  // History, payments and the about page have their place in the menu (issue 15, item 9).
  for (const [name, href] of [
    ['Histórico de análises', '/dashboard/historico'],
    ['Meus pagamentos', '/dashboard/pagamentos'],
    ['Sobre', '/sobre'],
  ] as const) {
    await expect(drawer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  expect((await drawer.boundingBox())?.width).toBe(288);
  await expect(drawer.getByText('FREE', { exact: true })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Sair' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Fechar menu' }).click();
  await expect(drawer).toBeHidden();

  await page.locator('body').press('Control+b');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('dialog').getByRole('link', { name: 'Configurações' }).click();
  await page.waitForURL('**/dashboard/settings');
  await expect(page.getByRole('dialog')).toBeHidden();
  for (const tab of ['Aparência', 'Notificações', 'Análise', 'Desempenho', 'Backup']) {
    await page.getByRole('tab', { name: tab }).click();
    await expectNoSideScroll(page, `/dashboard/settings ${tab}`);
  }
});

test('home strip shows the market cards, the demo mark and the top movers', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Mais de 250 Opções de Ativos' })).toBeVisible();
  // The e2e server has no provider key, so the strip is on demo data and says so.
  await expect(page.getByText('dados demonstrativos')).toBeVisible();
  await expect(page.getByText('Maiores altas')).toBeVisible();
  await expect(page.getByText('Maiores baixas')).toBeVisible();
  const market = await page.request.get('/api/market');
  expect((await market.json()).isUsingFallback).toBe(true);
  await expectNoSideScroll(page, '/home');
});

for (const theme of ['dark', 'light'] as const) {
  test(`dashboard screenshots, ${theme}`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize(desktop);
    await loginNewUser(page, 'Fernanda Lima');
    if (theme === 'light') await setTheme(page, 'Claro');
    await page.keyboard.press('Escape');
    for (const [label, size] of [
      ['desktop', desktop],
      ['phone', phone],
    ] as const) {
      await page.setViewportSize(size);
      await page.goto('/dashboard');
      await page.waitForLoadState('networkidle');
      await expectNoSideScroll(page, `/dashboard ${label}`);
      await page.screenshot({ path: `e2e/artifacts/dashboard-${theme}-${label}.png` });
      await page.goto('/dashboard/settings');
      await page.waitForLoadState('networkidle');
      await expectNoSideScroll(page, `/dashboard/settings ${label}`);
      await page.screenshot({ path: `e2e/artifacts/settings-${theme}-${label}.png` });
    }
    if (theme === 'dark') {
      await page.setViewportSize(phone);
      await page.getByRole('button', { name: 'Alternar menu lateral' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.screenshot({ path: 'e2e/artifacts/dashboard-drawer-phone.png' });
    }
  });
}
