import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { e2eAdminPassword, mailLogPath, uniqueEmail, waitForEmailLink } from './support/server';

// Flows of SPEC.md that had no browser test (issue 15, last section). Screenshots go to
// e2e/artifacts/flow-*.png.
const desktop = { width: 1280, height: 800 };
const shot = (page: Page, name: string) => page.screenshot({ path: `e2e/artifacts/flow-${name}.png` });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test("forgot password: 'Enviar novamente' returns to the form and sends again, 'Voltar ao login' goes back", async ({
  page,
}) => {
  const email = uniqueEmail('esqueci');
  const created = await page.request.post('/api/auth/register', {
    data: { name: 'Rita Souza', email, password: 'senha-antiga' },
  });
  expect(created.status()).toBe(201);
  await page.context().clearCookies();

  await page.goto('/esqueci-senha');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
  await expect(page.getByText('Email Enviado!')).toBeVisible();
  await expect(page.getByText('Email de recuperação enviado com sucesso!')).toBeVisible();
  const first = await waitForEmailLink(email, 'password_reset');
  await shot(page, 'forgot-sent');

  await page.getByRole('button', { name: 'Enviar novamente' }).click();
  await expect(page.getByRole('button', { name: 'Enviar link de recuperação' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
  await expect(page.getByText('Email Enviado!')).toBeVisible();
  await expect
    .poll(async () => {
      const mails = readFileSync(mailLogPath, 'utf8').split('\n').filter(Boolean);
      return mails.filter((line) => (JSON.parse(line) as { to: string }).to === email).length;
    })
    .toBe(2);
  expect(await waitForEmailLink(email, 'password_reset')).not.toBe(first);

  await page.getByRole('link', { name: 'Voltar ao login' }).click();
  await page.waitForURL('**/login');
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
});

test("a page that fails to load shows 'Algo deu errado' with reload and go-home actions", async ({
  page,
}) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The about page's code cannot be fetched (a deploy replaced it, the network dropped).
  await page.route(/\/assets\/about-[^/]+\.js$/, (route) => route.abort('failed'));
  await page.goto('/home');
  await page.getByRole('link', { name: 'Sobre' }).first().click();
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Algo deu errado' })).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Recarregar' })).toBeVisible();
  await shot(page, 'something-went-wrong');

  // Once the code is reachable again, 'Recarregar' brings the page back.
  await page.unroute(/\/assets\/about-[^/]+\.js$/);
  await alert.getByRole('button', { name: 'Recarregar' }).click();
  await page.waitForURL('**/sobre');
  await expect(page.getByRole('link', { name: 'Começar grátis' })).toBeVisible();

  await page.route(/\/assets\/about-[^/]+\.js$/, (route) => route.abort('failed'));
  await page.goto('/home');
  await page.getByRole('link', { name: 'Sobre' }).first().click();
  await page.getByRole('link', { name: 'Ir para o início' }).click();
  await page.waitForURL('**/login');
});

test("payment return that cannot be verified: 'Verificando pagamento...' and back to /dashboard after 5 s", async ({
  page,
}) => {
  const email = uniqueEmail('retorno');
  const created = await page.request.post('/api/auth/register', {
    data: { name: 'Vera Lúcia', email, password: 'senha-segura' },
  });
  expect(created.status()).toBe(201);
  await page.goto('/dashboard?payment=success&plan=vtx_100_credits&session_id=cs_inexistente_123');
  await expect(page.getByText('Verificando pagamento...')).toBeVisible();
  await expect(page.getByText(/entre em contato com o suporte/)).toBeVisible();
  await shot(page, 'payment-return-failed');
  const shownAt = Date.now();
  await page.waitForURL((url) => url.pathname === '/dashboard' && url.search === '', { timeout: 15_000 });
  const waited = Date.now() - shownAt;
  expect(waited, 'the redirect waits about 5 s').toBeGreaterThan(3_500);
  expect(waited).toBeLessThan(9_000);
  const me = await page.request.get('/api/me');
  expect(((await me.json()) as { credits: number }).credits).toBe(1);
});

test("admin settings 'Resetar' restores and saves the defaults", async ({ page }) => {
  const login = await page.request.post('/api/admin/login', {
    data: { username: 'admin', password: e2eAdminPassword },
  });
  expect(login.ok()).toBe(true);
  await page.goto('/admin/settings');
  const defaults = page.getByLabel('Créditos Padrão para Novos Usuários');
  const maximum = page.getByLabel('Máximo de Créditos por Usuário');
  const analytics = page.getByRole('switch', { name: 'Analytics' });
  await defaults.fill('5');
  await maximum.fill('200');
  await analytics.click();
  await page.getByRole('button', { name: 'Salvar Configurações' }).click();
  await expect(page.getByText('As configurações foram atualizadas com sucesso')).toBeVisible();
  await page.reload();
  await expect(defaults).toHaveValue('5');
  await expect(analytics).toHaveAttribute('aria-checked', 'false');

  await page.getByRole('button', { name: 'Resetar' }).click();
  await expect(page.getByText('Configurações resetadas')).toBeVisible();
  await expect(page.getByText('As configurações foram restauradas para os valores padrão')).toBeVisible();
  await shot(page, 'admin-settings-reset');
  await page.reload();
  await expect(defaults).toHaveValue('1');
  await expect(maximum).toHaveValue('1000');
  await expect(analytics).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('switch', { name: 'Modo de Manutenção' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(page.getByRole('switch', { name: 'Registro de Usuários' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});

test('the market strip refreshes every 30 seconds', async ({ page }) => {
  await page.clock.install();
  // Count finished requests: a refresh due while the previous one is still in flight is merged
  // into it by the query cache, so the clock only moves on once the last answer has been read.
  let answered = 0;
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname === '/api/market') answered += 1;
  });
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Mais de 250 Opções de Ativos' })).toBeVisible();
  await expect.poll(() => answered).toBe(1);
  await page.clock.runFor(29_000);
  expect(answered, 'not before 30 s').toBe(1);
  await page.clock.runFor(1_500);
  await expect.poll(() => answered).toBe(2);
  // Real time (the page's timers are fake) for the page to parse the answer and settle the query.
  await page.waitForTimeout(300);
  await page.clock.runFor(30_000);
  await expect.poll(() => answered).toBe(3);
});

test('the about page links to the home page, a free start and the login', async ({ page }) => {
  await page.goto('/sobre');
  await shot(page, 'about');
  await page.getByRole('link', { name: 'Começar grátis' }).click();
  await page.waitForURL('**/registro');
  await page.goBack();
  await page.getByRole('link', { name: 'Entrar' }).last().click();
  await page.waitForURL('**/login');
  await page.goBack();
  await page.getByRole('link', { name: 'Voltar para a página inicial' }).click();
  await page.waitForURL('**/home');
});
