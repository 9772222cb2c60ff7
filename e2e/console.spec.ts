import { expect, test } from '@playwright/test';
import { watchConsole } from './support/console';
import { e2eAdminPassword, uniqueEmail } from './support/server';

const publicPages = [
  '/',
  '/login',
  '/home',
  '/sobre',
  '/planos',
  '/registro',
  '/esqueci-senha',
  '/reset-password?token=abc',
  '/admin/login',
  '/admin',
  '/dashboard',
  '/pagina-que-nao-existe',
];

test('a signed-out visitor sees no console error on any public page', async ({ page }) => {
  const console = watchConsole(page);
  for (const path of publicPages) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // An unknown address answers 404 on purpose (issue 26, item 7): Chromium logs the document's
    // own status; anything else is still an error.
    const errors = console.errors.filter(
      (error) =>
        !(
          path === '/pagina-que-nao-existe' &&
          error.includes(`status of 404 (Not Found) (`) &&
          error.endsWith(`${path})`)
        ),
    );
    expect(errors, `console of ${path}`).toEqual([]);
    console.clear();
  }
});

test('logging out leaves no failed request behind, from the dashboard and from a sector page', async ({
  page,
}) => {
  const email = uniqueEmail('console');
  const registered = await page.request.post('/api/auth/register', {
    data: { name: 'Console Limpo', email, password: 'senha-segura' },
  });
  expect(registered.status()).toBe(201);
  await page.context().clearCookies();
  const console = watchConsole(page);
  for (const path of ['/dashboard', '/dashboard/historico', '/dashboard/forex']) {
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('senha-segura');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL('**/login');
    await expect(page.getByText('Logout realizado')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // A focus change refetches stale queries: none of the signed-in ones may be left to try.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.waitForTimeout(500);
    expect(console.errors, `console after logging out of ${path}`).toEqual([]);
  }
});

test('the admin logs out of a back-office page without a failed request', async ({ page }) => {
  const console = watchConsole(page);
  for (const path of ['/admin', '/admin/users']) {
    await page.goto('/admin/login');
    await page.getByLabel('Usuário').fill('admin');
    await page.getByLabel('Senha', { exact: true }).fill(e2eAdminPassword);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/admin$/);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL('**/admin/login');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.waitForTimeout(500);
    expect(console.errors, `console after the admin left ${path}`).toEqual([]);
  }
});
