import { expect, test, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { e2eAdminPassword, uniqueEmail } from './support/server';

// Issue 26: what a trader tripped on in a walk through the product at 1280, 390 and 360 px.
const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };
const password = 'senha-segura';

/** Changes system settings as the admin through the API, and gives back a function to undo it. */
async function changeSettings(
  { playwright, baseURL }: { playwright: PlaywrightWorkerArgs['playwright']; baseURL: string | undefined },
  patch: Record<string, unknown>,
): Promise<() => Promise<void>> {
  const put = async (change: (settings: Record<string, unknown>) => Record<string, unknown>) => {
    const api = await playwright.request.newContext({ baseURL });
    try {
      const login = await api.post('/api/admin/login', {
        data: { username: 'admin', password: e2eAdminPassword },
      });
      expect(login.ok()).toBe(true);
      const settings = (await (await api.get('/api/admin/settings')).json()) as Record<string, unknown>;
      const saved = await api.put('/api/admin/settings', { data: change(settings) });
      expect(saved.ok()).toBe(true);
      await api.post('/api/admin/logout');
      return settings;
    } finally {
      await api.dispose();
    }
  };
  const before = await put((settings) => ({ ...settings, ...patch }));
  return async () => {
    await put((settings) => ({
      ...settings,
      ...Object.fromEntries(Object.keys(patch).map((key) => [key, before[key]])),
    }));
  };
}

async function loginNewUser(page: Page, name: string) {
  const email = uniqueEmail('polish');
  const response = await page.request.post('/api/auth/register', { data: { name, email, password } });
  expect(response.status()).toBe(201);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Olá, ${name}` })).toBeVisible();
  return email;
}

test('registration turned off: /registro says so instead of the form, /home and /login offer no sign-up', async ({
  page,
  playwright,
  baseURL,
}) => {
  const restore = await changeSettings({ playwright, baseURL }, { registrationEnabled: false });
  try {
    for (const size of [desktop, phone]) {
      await page.setViewportSize(size);
      await page.goto('/registro');
      await expect(page.getByRole('heading', { name: 'Cadastros pausados' })).toBeVisible();
      await expect(page.getByText('No momento não estamos aceitando novas contas.')).toBeVisible();
      await expect(page.getByLabel('Nome completo')).toHaveCount(0);
      await page.screenshot({ path: `e2e/artifacts/registration-closed-${size.width}.png` });
    }
    await page.goto('/home');
    await expect(page.getByText('Novos cadastros estão pausados no momento.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Criar Conta Gratuita' })).toHaveCount(0);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Criar Conta Gratuita' })).toHaveCount(0);
  } finally {
    await restore();
  }
  await page.goto('/home');
  await expect(page.getByRole('link', { name: 'Criar Conta Gratuita' })).toBeVisible();
  await page.goto('/registro');
  await expect(page.getByLabel('Nome completo')).toBeVisible();
});

test('toasts: below the desktop header, at the bottom on phones; a refused checkout never says Redirecionando', async ({
  page,
}) => {
  await page.setViewportSize(desktop);
  await loginNewUser(page, 'Toast Desktop');
  await page.getByRole('button', { name: 'Atualizar créditos' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Créditos atualizados' });
  await expect(toast).toBeVisible();
  const headerBox = (await page.locator('header').boundingBox())!;
  // sonner slides a toast in: where it comes to rest is what covers or spares the header
  await expect
    .poll(async () => (await toast.boundingBox())?.y ?? -1, {
      message: 'the toast starts below the header (credits, plan, Sair)',
    })
    .toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
  await page.screenshot({ path: 'e2e/artifacts/toast-desktop-1280.png' });

  // The server refuses the checkout: one toast, the refusal, replaces the 'Redirecionando' one.
  await page.route('**/api/checkout', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'CONFLICT', message: 'Você já tem um pagamento em aberto.' } }),
    }),
  );
  await page.goto('/dashboard/planos');
  await page
    .getByRole('button', { name: /Pagar com Cartão/ })
    .first()
    .click();
  await expect(page.getByText('Você já tem um pagamento em aberto.')).toBeVisible();
  await expect(page.getByText('Redirecionando para o checkout')).toHaveCount(0);
  await expect(page.getByText('Redirecionando...')).toHaveCount(0);

  await page.setViewportSize(phone);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Atualizar créditos' }).click();
  await expect(toast).toBeVisible();
  const phoneToast = (await toast.boundingBox())!;
  expect(phoneToast.y, 'phone toasts sit in the lower half').toBeGreaterThan(phone.height / 2);
  await page.screenshot({ path: 'e2e/artifacts/toast-phone-390.png' });
});

test.describe('on a touch phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: phone });
  test('the upload hint has no Ctrl+V', async ({ page }) => {
    await loginNewUser(page, 'Toque Celular');
    await page.goto('/dashboard/forex');
    await expect(page.getByText('Toque na área abaixo para escolher o print')).toBeVisible();
    await expect(page.getByText(/Ctrl\+V/)).toHaveCount(0);
  });
});

async function adminLogin(page: Page) {
  await page.goto('/admin/login');
  await expect(page.getByText('a sessão administrativa dura 8 horas')).toBeVisible();
  await page.getByLabel('Usuário').fill('admin');
  await page.getByLabel('Senha', { exact: true }).fill(e2eAdminPassword);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/admin$/);
}

test('SPEC parts: the PIX timing note, admin payments as a table at 1280 px, the 8-hour admin session', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(desktop);
  await loginNewUser(page, 'Pix Planos');
  await page.goto('/dashboard/planos');
  await expect(page.getByTestId('pix-schedule')).toHaveText(
    'PIX pago até 23:59 é confirmado e creditado no mesmo dia; depois desse horário, os créditos entram a partir das 6h da manhã seguinte.',
  );
  // A pending PIX and a paid card payment, so the admin list has both kinds of row.
  const quote = await (await page.request.get('/api/payments/pix/quote?planType=vtx_100_credits')).json();
  expect(
    (
      await page.request.post('/api/payments/pix', {
        data: { planType: 'vtx_100_credits', reference: quote.reference },
      })
    ).ok(),
  ).toBe(true);
  const { sessionId } = await (
    await page.request.post('/api/checkout', { data: { planType: 'vtx_500_credits' } })
  ).json();
  expect((await page.request.post(`/api/sandbox-checkout/${sessionId}/pay`)).ok()).toBe(true);

  const admin = await browser.newPage({ viewport: desktop });
  await adminLogin(admin);
  await admin.goto('/admin/payments');
  const table = admin.getByRole('table');
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'ID da Sessão' })).toBeVisible();
  await expect(table.getByRole('button', { name: 'Confirmar' }).first()).toBeVisible();
  await admin.screenshot({ path: 'e2e/artifacts/admin-payments-table-1280.png', fullPage: true });
  await admin.setViewportSize(phone);
  await admin.getByRole('button', { name: 'Alternar menu lateral' }).click();
  await expect(admin.getByRole('dialog').getByText(/^Sessão válida até \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await admin.close();
});

/** Numbers written with a decimal point ("22.8", "1.0850"); "1.497" (pt-BR thousands) is fine. */
async function dotDecimals(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  // Not inside dotted sequences: "127.0.0.1" is an address, not a number.
  return text.match(/(?<![\d.])\d+\.(\d{1,2}|\d{4,})(?![\d.])/g) ?? [];
}

test('pt-BR formatting: no decimal points on the result or in admin status; an unknown page answers 404', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(desktop);
  await loginNewUser(page, 'Formato Brasil');
  // A fresh account has one credit: buy 100 through the sandbox checkout for a few analyses.
  const { sessionId } = await (
    await page.request.post('/api/checkout', { data: { planType: 'vtx_100_credits' } })
  ).json();
  expect((await page.request.post(`/api/sandbox-checkout/${sessionId}/pay`)).ok()).toBe(true);
  for (const [sector, chart] of [
    ['binary', 'broker-binary.png'],
    ['forex', 'black-wicks-plain-15.png'],
  ] as const) {
    await page.goto(`/dashboard/${sector}`);
    await page
      .getByLabel('Imagem do gráfico')
      .setInputFiles(`src/server/analysis/engine/fixtures/charts/${chart}`);
    await page.getByRole('button', { name: 'Analisar Gráfico' }).click();
    await expect(page.getByTestId('analysis-signal')).toBeVisible();
    expect(await dotDecimals(page), `${sector} result`).toEqual([]);
    await page.screenshot({ path: `e2e/artifacts/result-${sector}-1280.png`, fullPage: true });
  }
  await expect(page.getByText(/Análise concluída em \d+(,\d)? s/)).toBeVisible();

  const admin = await browser.newPage({ viewport: desktop });
  await adminLogin(admin);
  await expect(admin.getByText(/\d ms/).first()).toBeVisible();
  expect(await dotDecimals(admin), 'admin overview').toEqual([]);
  for (const path of ['/admin/users', '/admin/payments', '/admin/logs']) {
    await admin.goto(path);
    await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await dotDecimals(admin), path).toEqual([]);
  }
  await admin.close();

  const missing = await page.goto('/pagina-que-nao-existe');
  expect(missing?.status()).toBe(404);
  await expect(page.getByText('404')).toBeVisible();
  expect((await page.goto('/dashboard/forex'))?.status()).toBe(200);
});

test('the relevance meter scores the trader’s sentence high on the Forex page', async ({ page }) => {
  await page.setViewportSize(desktop);
  await loginNewUser(page, 'Relevancia Forex');
  await page.goto('/dashboard/forex');
  await page
    .getByLabel('Especificação (opcional)')
    .fill('EUR/USD no H1, procurando rompimento de resistência com stop e alvo');
  const meter = page.getByRole('meter', { name: 'Relevância' });
  await expect(meter).toHaveAttribute('aria-valuenow', '83');
  await expect(page.getByText('83%')).toBeVisible();
  // pt-BR durations (item 7): S30 reads '30 segundos', never '0.5 minuto'.
  await expect(page.getByRole('option', { name: 'S30 · 30 segundos' })).toBeAttached();
});

test('/login draws without waiting for the session check; a signed-in visitor still moves on', async ({
  page,
}) => {
  // The session answer never comes: the form must be there anyway (it used to sit behind a splash).
  await page.route('**/api/auth/session', () => undefined);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Carregando' })).toHaveCount(0);
  await page.unroute('**/api/auth/session');

  await loginNewUser(page, 'Ja Conectado');
  await page.goto('/login');
  await page.waitForURL('**/dashboard');
  await page.goto('/registro');
  await page.waitForURL('**/dashboard');
});

test('screenshots at 1280, 390 and 360 px of the pages this walk touched', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize(desktop);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const size of [desktop, phone, { width: 360, height: 780 }]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `e2e/artifacts/walk-home-${size.width}.png`, fullPage: true });
  }
  await loginNewUser(page, 'Passeio Completo');
  for (const path of ['/dashboard', '/dashboard/planos', '/dashboard/forex']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const size of [desktop, phone, { width: 360, height: 780 }]) {
      await page.setViewportSize(size);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} at ${size.width} px scrolls sideways`).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: `e2e/artifacts/walk-${path.slice(1).replace(/\//g, '-')}-${size.width}.png`,
        fullPage: true,
      });
    }
    await page.setViewportSize(desktop);
  }
  await page.setViewportSize({ width: 360, height: 780 });
  await page.getByRole('button', { name: 'Alternar menu lateral' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Sair' })).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/walk-drawer-360.png' });
});
