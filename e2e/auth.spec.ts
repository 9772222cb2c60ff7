import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail, waitForEmailLink } from './support/server';

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

test('a new user registers, logs out, fails and succeeds to log in, and resets the password', async ({
  page,
}) => {
  const email = uniqueEmail('e2e');
  const name = 'Carla Mendes';

  await page.goto('/registro');
  await page.getByLabel('Nome completo').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('primeira-senha');
  await page.getByRole('button', { name: 'Criar Conta' }).click();
  await expect(page.getByText('Cadastro Realizado!')).toBeVisible();
  await page.waitForURL('**/dashboard');
  await expect(page.getByText(`Olá, ${name.split(' ')[0]}`).or(page.getByText(`Olá, ${name}`))).toBeVisible();

  await page.getByRole('button', { name: 'Sair' }).click();
  await page.waitForURL('**/login');
  await expect(page.getByText('Logout realizado')).toBeVisible();

  await fillLogin(page, email, 'senha-errada');
  await expect(
    page.getByText('Email ou senha incorretos. Verifique suas credenciais.').first(),
  ).toBeVisible();

  await fillLogin(page, email, 'primeira-senha');
  await page.waitForURL('**/dashboard');
  await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
  await page.getByRole('button', { name: 'Sair' }).click();
  await page.waitForURL('**/login');

  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await page.waitForURL('**/esqueci-senha');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
  await expect(page.getByText('Email Enviado!')).toBeVisible();

  const link = await waitForEmailLink(email, 'password_reset');
  const url = new URL(link);
  await page.goto(url.pathname + url.search);
  await page.getByLabel('Nova senha', { exact: true }).fill('segunda-senha');
  await page.getByLabel('Confirme a nova senha').fill('segunda-senha');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await page.waitForURL('**/login');
  // The used link says so at once, before any form (issue 26, item 4).
  await page.goto(url.pathname + url.search);
  await expect(page.getByText(/já foi usado ou expirou/)).toBeVisible();
  await expect(page.getByLabel('Nova senha', { exact: true })).toHaveCount(0);
  await page.goto('/login');

  await fillLogin(page, email, 'segunda-senha');
  await page.waitForURL('**/dashboard');
});

test('form validation speaks the texts of the spec', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Por favor, digite seu email!')).toBeVisible();
  await expect(page.getByText('Por favor, digite sua senha!')).toBeVisible();

  await page.goto('/registro');
  await page.getByLabel('Nome completo').fill('X');
  await page.getByLabel('Email').fill('nao-e-email');
  await page.getByLabel('Senha', { exact: true }).fill('123');
  await page.getByRole('button', { name: 'Criar Conta' }).click();
  await expect(page.getByText('Por favor, digite um email válido!')).toBeVisible();
  await expect(page.getByText('A senha deve ter pelo menos 6 caracteres!')).toBeVisible();
});

test('protected and unknown routes', async ({ page }) => {
  await page.goto('/dashboard');
  await page.waitForURL('**/login');
  await page.goto('/');
  await page.waitForURL('**/login');
  await page.goto('/nao-existe');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
});

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

for (const viewport of viewports) {
  test(`screenshots of the public pages at ${viewport.name} size`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const path of ['/home', '/login', '/registro', '/sobre', '/planos']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `e2e/artifacts/${path.slice(1)}-${viewport.name}.png` });
    }
  });
}
