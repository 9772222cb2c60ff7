import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { e2eAdminPassword, uniqueEmail } from './support/server';

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

// Dialogs and drawers are fixed to the viewport: a full-page shot would tear them from the page.
async function shoot(page: Page, name: string, fullPage = true) {
  await page.screenshot({ path: `e2e/artifacts/admin-${name}.png`, fullPage });
}

/** 390 px phones must never scroll sideways: tables become cards or scroll inside their card. */
async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function credits(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/me');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { credits: number }).credits;
}

async function adminLogin(page: Page) {
  await page.goto('/admin');
  await page.waitForURL('**/admin/login');
  await page.getByLabel('Usuário').fill('admin');
  await page.getByLabel('Senha', { exact: true }).fill(e2eAdminPassword);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Login realizado com sucesso')).toBeVisible();
  await page.waitForURL(/\/admin$/);
}

async function saveMaintenance(page: Page, on: boolean) {
  await page.goto('/admin/settings');
  const toggle = page.getByRole('switch', { name: 'Modo de Manutenção' });
  await expect(toggle).toHaveAttribute('aria-checked', String(!on));
  await toggle.click();
  await page.getByRole('button', { name: 'Salvar Configurações' }).click();
  await expect(page.getByText('As configurações foram atualizadas com sucesso')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', String(on));
}

// Whatever happens in a test, never leave maintenance mode on: every later spec would get 503s.
test.afterEach(async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  try {
    const login = await api.post('/api/admin/login', {
      data: { username: 'admin', password: e2eAdminPassword },
    });
    if (!login.ok()) return;
    const settings = (await (await api.get('/api/admin/settings')).json()) as Record<string, unknown>;
    if (settings.systemMaintenance)
      await api.put('/api/admin/settings', { data: { ...settings, systemMaintenance: false } });
    await api.post('/api/admin/logout');
  } finally {
    await api.dispose();
  }
});

test('an administrator manages a user, confirms a PIX payment, reads the log and uses maintenance mode', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // The customer: registered and paying by PIX through the API, with their own cookie jar.
  const userContext = await browser.newContext();
  const user = await userContext.newPage();
  const email = uniqueEmail('admin-e2e');
  const name = 'Bruna Tavares';
  const registered = await user.request.post('/api/auth/register', {
    data: { name, email, password: 'senha-do-usuario' },
  });
  expect(registered.status()).toBe(201);
  const quote = await user.request.get('/api/payments/pix/quote?planType=vtx_100_credits');
  expect(quote.ok()).toBe(true);
  const { reference } = (await quote.json()) as { reference: string };
  const pix = await user.request.post('/api/payments/pix', {
    data: { planType: 'vtx_100_credits', reference },
  });
  expect(pix.status()).toBe(201);
  const startCredits = await credits(user.request);

  // No admin session: the back office sends us to its own login.
  await page.setViewportSize(desktop);
  await adminLogin(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Visão Geral' })).toBeVisible();
  await expect(page.getByText('Status do Sistema')).toBeVisible();
  await expect(page.getByText('Atividade Recente')).toBeVisible();

  // Find the user by e-mail (server-side search) and add 50 credits.
  await page.getByRole('link', { name: 'Usuários' }).click();
  await page.getByLabel('Buscar usuários').fill(email);
  await expect(page.getByRole('heading', { name: 'Lista de Usuários (1)' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(name);
  await expect(row).toContainText('Free');
  await row.getByRole('button', { name: 'Créditos' }).click();
  const amounts = page.getByRole('menuitem');
  await expect(amounts).toHaveText([
    '+10 créditos',
    '+25 créditos',
    '+50 créditos',
    '+100 créditos',
    '+250 créditos',
    '+500 créditos',
    '+1000 créditos',
  ]);
  await page.getByRole('menuitem', { name: '+50 créditos' }).click();
  await expect(page.getByText('50 créditos adicionados com sucesso')).toBeVisible();
  await expect(row.getByRole('cell').nth(2)).toHaveText(String(startCredits + 50));
  expect(await credits(user.request)).toBe(startCredits + 50);

  // Change the plan: the current one is disabled in the menu.
  await row.getByRole('button', { name: 'Plano' }).click();
  await expect(page.getByRole('menuitem', { name: 'Free' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('menuitem', { name: 'VTX Anual' }).click();
  await expect(page.getByText('Plano alterado de Free para VTX Anual com sucesso.')).toBeVisible();
  await expect(row).toContainText('VTX Anual');

  // The history dialog shows the grant.
  await row.getByRole('button', { name: 'Histórico' }).click();
  const history = page.getByRole('dialog', { name: `Histórico de Transações - ${name}` });
  await expect(history).toContainText(email);
  await expect(history.getByRole('row').filter({ hasText: '+50' })).toContainText('Bônus');
  await shoot(page, 'history-desktop', false);
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();
  await shoot(page, 'users-desktop');

  // Confirm the pending PIX payment: the user's balance grows by the plan's 100 credits.
  await page.getByRole('link', { name: 'Pagamentos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gerenciar Pagamentos' })).toBeVisible();
  await page.getByLabel('Método').selectOption('pix');
  const payment = page.getByRole('row').filter({ hasText: email });
  await expect(payment).toContainText('Pendente');
  await expect(payment).toContainText('R$ 97,00');
  await shoot(page, 'payments-desktop');
  await payment.getByRole('button', { name: 'Confirmar' }).click();
  const confirmDialog = page.getByRole('dialog', { name: 'Confirmar pagamento PIX?' });
  await confirmDialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('O pagamento PIX foi confirmado e creditado ao usuário.')).toBeVisible();
  await expect(payment).toContainText('Pago');
  await expect(payment.getByRole('button', { name: 'Confirmar' })).toHaveCount(0);
  expect(await credits(user.request)).toBe(startCredits + 150);

  await page.getByRole('link', { name: 'Usuários' }).click();
  await page.getByLabel('Buscar usuários').fill(email);
  await expect(page.getByRole('row').filter({ hasText: email }).getByRole('cell').nth(2)).toHaveText(
    String(startCredits + 150),
  );

  // Every action is in the log, attributed to this admin.
  await page.getByRole('link', { name: 'Logs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Logs de Atividade' })).toBeVisible();
  const log = page.getByRole('table', { name: 'Registro de Atividades' });
  for (const action of ['Login', 'Créditos adicionados', 'Plano alterado', 'PIX confirmado']) {
    await expect(log.getByRole('row').filter({ hasText: action }).first()).toContainText('admin');
  }
  const grant = log.getByRole('row').filter({ hasText: 'Créditos adicionados' }).first();
  // 'Detalhes' in words, without the idempotency key or JSON (issue 26, item 11).
  await expect(grant).toContainText('+50 créditos');
  await expect(grant).not.toContainText('idempotency');
  await expect(grant).not.toContainText('{');
  await page.getByLabel('Ação').selectOption('change_plan');
  await expect(log.getByRole('row').filter({ hasText: 'Créditos adicionados' })).toHaveCount(0);
  await expect(log.getByRole('row').filter({ hasText: 'Plano alterado' }).first()).toContainText(
    /Plano: .+ → VTX Anual/,
  );
  await page.getByLabel('Ação').selectOption('');
  await shoot(page, 'logs-desktop');

  // Maintenance on: the user's app is replaced by the maintenance screen; the admin keeps working.
  await saveMaintenance(page, true);
  await shoot(page, 'settings-desktop');
  await user.goto('/dashboard');
  await expect(user.getByRole('heading', { name: 'Sistema em manutenção…' })).toBeVisible();
  await user.setViewportSize(phone);
  await user.screenshot({ path: 'e2e/artifacts/admin-maintenance-phone.png' });
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Gerenciar Usuários' })).toBeVisible();

  // Maintenance off: the retry button brings the app back.
  await saveMaintenance(page, false);
  await user.getByRole('button', { name: 'Tentar novamente' }).click();
  await user.waitForURL('**/dashboard');
  await expect(user.getByRole('heading', { name: 'Sistema em manutenção…' })).toBeHidden();
  await expect(user.getByText(`Olá, ${name.split(' ')[0]}`).or(user.getByText(`Olá, ${name}`))).toBeVisible();

  await page.goto('/admin');
  await expect(page.getByText('Status do Sistema')).toBeVisible();
  await expect(page.getByText('Atividade Recente')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Carregando' })).toHaveCount(0);
  await shoot(page, 'overview-desktop');

  // Phone size: every page fits 390 px; the users list is cards with 'Ver Histórico'.
  await page.setViewportSize(phone);
  for (const [path, shot] of [
    ['/admin', 'overview'],
    ['/admin/users', 'users'],
    ['/admin/payments', 'payments'],
    ['/admin/logs', 'logs'],
    ['/admin/settings', 'settings'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Carregando' })).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await shoot(page, `${shot}-phone`);
  }
  await page.goto('/admin/users');
  await page.getByLabel('Buscar usuários').fill(email);
  const card = page.getByRole('listitem').filter({ hasText: email });
  await card.getByRole('button', { name: 'Ver Histórico' }).click();
  await expect(page.getByRole('dialog', { name: `Histórico de Transações - ${name}` })).toBeVisible();
  await shoot(page, 'history-phone', false);
  await page.keyboard.press('Escape');

  // The drawer holds the navigation on phones.
  await page.getByRole('button', { name: 'Alternar menu lateral' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Logs' })).toBeVisible();
  await shoot(page, 'drawer-phone', false);
  await page.getByRole('dialog').getByRole('link', { name: 'Logs' }).click();
  await page.waitForURL('**/admin/logs');

  // Logout ends the admin session.
  await page.getByRole('button', { name: 'Sair' }).click();
  await page.waitForURL('**/admin/login');
  await page.goto('/admin/users');
  await page.waitForURL('**/admin/login');
  await shoot(page, 'login-phone');
  await page.setViewportSize(desktop);
  await shoot(page, 'login-desktop');
  await userContext.close();
});

test('the back office refuses a user session and wrong credentials', async ({ page }) => {
  const email = uniqueEmail('not-admin');
  const registered = await page.request.post('/api/auth/register', {
    data: { name: 'Sem Acesso', email, password: 'senha-qualquer' },
  });
  expect(registered.status()).toBe(201);
  await page.goto('/admin/logs');
  await page.waitForURL('**/admin/login');

  // One wrong password only: failures are rate-limited per username.
  await page.getByLabel('Usuário').fill('admin');
  await page.getByLabel('Senha', { exact: true }).fill('senha-errada');
  await page.getByRole('button', { name: 'Mostrar senha' }).click();
  await expect(page.getByLabel('Senha', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Erro no login')).toBeVisible();
  await expect(page.getByText('Credenciais inválidas')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
});
