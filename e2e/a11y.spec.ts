import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { e2eAdminPassword, uniqueEmail } from './support/server';

// Accessibility: an axe-core scan (WCAG 2 A and AA rules) of every page, public, user and admin,
// in both themes, must find nothing serious or critical; and the analysis flow works by keyboard.

const themes = ['dark', 'light'] as const;
type Theme = (typeof themes)[number];
const desktop = { width: 1280, height: 800 };
const chart = 'src/server/analysis/engine/fixtures/charts/green-red-btc.png';

const publicPages = [
  '/home',
  '/login',
  '/registro',
  '/esqueci-senha',
  '/reset-password?token=x',
  '/sobre',
  '/planos',
  '/pagina-que-nao-existe',
];
const userPages = [
  '/dashboard',
  '/dashboard/forex',
  '/dashboard/planos',
  '/dashboard/pagamentos',
  '/dashboard/historico',
  '/dashboard/settings',
];
const adminPages = ['/admin', '/admin/users', '/admin/payments', '/admin/logs', '/admin/settings'];

async function newContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: desktop, reducedMotion: 'reduce' });
}

/**
 * Init scripts run in the order they were added, so the latest theme wins on the next navigation:
 * one context (and one session) serves both themes.
 */
async function useTheme(context: BrowserContext, theme: Theme) {
  await context.addInitScript((value) => window.localStorage.setItem('vtx-theme', value), theme);
}

/** Scans the page as it stands; returns one readable line per serious or critical violation. */
async function scan(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa'])
    // Only violations are read: skipping passes and incomplete results makes each scan much faster.
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes
        .map(
          (node) =>
            `      ${node.target.join(' ')}\n        ${node.failureSummary?.split('\n').slice(1).join('; ') ?? ''}`,
        )
        .join('\n');
      return `${where}: [${violation.impact}] ${violation.id}: ${violation.help}\n${targets}`;
    });
}

async function visitAndScan(page: Page, path: string, theme: Theme): Promise<string[]> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
  // Let queries settle (some admin pages poll, so idle is a best effort) and the h1 render.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[data-slot="skeleton"], .animate-pulse')).toHaveCount(0);
  return scan(page, `${path} (${theme})`);
}

async function scanAll(page: Page, context: BrowserContext, paths: string[]) {
  const problems: string[] = [];
  for (const theme of themes) {
    await useTheme(context, theme);
    for (const path of paths) problems.push(...(await visitAndScan(page, path, theme)));
  }
  expect(problems, `serious or critical axe violations:\n${problems.join('\n')}`).toEqual([]);
}

async function registerByApi(page: Page) {
  await page.goto('/home');
  const response = await page.request.post('/api/auth/register', {
    data: { name: 'Ana Acessível', email: uniqueEmail('a11y'), password: 'senha-acessivel' },
  });
  expect(response.status()).toBe(201);
}

test('public pages have no serious or critical axe violations in either theme', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await newContext(browser);
  const page = await context.newPage();
  await scanAll(page, context, publicPages);
  await context.close();
});

test('user pages have no serious or critical axe violations in either theme', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await newContext(browser);
  const page = await context.newPage();
  await registerByApi(page);
  await scanAll(page, context, userPages);
  await context.close();
});

test('admin pages have no serious or critical axe violations in either theme', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await newContext(browser);
  const page = await context.newPage();
  const problems: string[] = [];
  for (const theme of themes) {
    await useTheme(context, theme);
    await context.clearCookies();
    problems.push(...(await visitAndScan(page, '/admin/login', theme)));
    await page.getByLabel('Usuário').fill('admin');
    await page.getByLabel('Senha', { exact: true }).fill(e2eAdminPassword);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/admin$/);
    for (const path of adminPages) problems.push(...(await visitAndScan(page, path, theme)));
  }
  expect(problems, `serious or critical axe violations:\n${problems.join('\n')}`).toEqual([]);
  await context.close();
});

type Focused = { tag: string; text: string };

/** Presses Tab until the focused element matches `accept`; fails after `limit` presses. */
async function tabTo(page: Page, what: string, accept: (el: Focused) => boolean, limit = 40) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => ({
      tag: document.activeElement?.tagName ?? '',
      text: document.activeElement?.textContent?.trim() ?? '',
    }));
    if (accept(focused)) return;
  }
  throw new Error(`Tab never reached ${what}`);
}

test('the analysis flow on Forex works with the keyboard alone', async ({ browser }) => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await registerByApi(page);
  await page.goto('/dashboard/forex');
  await expect(page.getByRole('heading', { level: 1, name: 'Forex' })).toBeVisible();
  await expect(page.getByText('Pronto para analisar')).toBeVisible();

  await tabTo(page, 'the upload button', (el) => el.text.includes('Arraste a imagem aqui'));
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(chart);
  await expect(page.getByRole('img', { name: 'Pré-visualização do gráfico enviado' })).toBeVisible();

  await tabTo(page, 'the specification field', (el) => el.tag === 'TEXTAREA');
  await page.keyboard.type('BTC no 1h, procuro rompimento da resistência.');
  await expect(page.getByLabel('Especificação (opcional)')).toHaveValue(
    'BTC no 1h, procuro rompimento da resistência.',
  );

  await tabTo(page, 'Analisar Gráfico', (el) => el.tag === 'BUTTON' && el.text === 'Analisar Gráfico');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Resultado da análise' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('analysis-signal')).toHaveText(/^(COMPRA|VENDA|AGUARDAR)$/);
  await context.close();
});
