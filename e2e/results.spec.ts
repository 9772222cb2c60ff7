import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { e2eAdminPassword, uniqueEmail } from './support/server';

// Issue 24: a past call checked against the later print ("Conferir resultado"), the automatic
// check when the same trader analyses the later print, "Meus resultados", the public /resultados
// and the admin figure, at desktop and phone widths, on rendered pairs read by the real engine.
const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };
const pairs = 'src/server/analysis/engine/verify/fixtures';
const analysisTimeout = 90_000;

async function register(request: APIRequestContext, name: string): Promise<string> {
  const response = await request.post('/api/auth/register', {
    data: { name, email: uniqueEmail('resultados'), password: 'senha-segura' },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { user: { id: string } }).user.id;
}

async function addCredits(admin: APIRequestContext, userId: string) {
  const response = await admin.post(`/api/admin/users/${userId}/credits`, {
    data: { amount: 10, idempotencyKey: randomUUID() },
  });
  expect(response.status()).toBe(200);
}

async function analyse(request: APIRequestContext, file: string): Promise<string> {
  const response = await request.post('/api/analyses', {
    multipart: {
      sector: 'otc',
      image: { name: 'antes.png', mimeType: 'image/png', buffer: readFileSync(`${pairs}/${file}`) },
    },
    timeout: analysisTimeout,
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { analysis: { id: string } }).analysis.id;
}

async function verify(request: APIRequestContext, id: string, file: string) {
  return request.post(`/api/analyses/${id}/verification`, {
    multipart: {
      image: { name: 'depois.png', mimeType: 'image/png', buffer: readFileSync(`${pairs}/${file}`) },
    },
    timeout: analysisTimeout,
  });
}

async function shoot(page: Page, name: string) {
  for (const [size, viewport] of [
    ['desktop', desktop],
    ['phone', phone],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `e2e/artifacts/results-${name}-${size}.png`, fullPage: true });
  }
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('traders check past calls against later prints, and the scoreboards show what was verified', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(600_000);
  const admin = await playwright.request.newContext({ baseURL });
  expect(
    (await admin.post('/api/admin/login', { data: { username: 'admin', password: e2eAdminPassword } })).ok(),
  ).toBe(true);

  // Other traders: their calls verified by upload, and one by analysing the later print.
  const others: Array<[string, string]> = [
    ['green-red-btc-before.png', 'green-red-btc--scroll-0.png'],
    ['mt4-green-black-eurusd-before.png', 'mt4-green-black-eurusd--zoom-in-0.png'],
    ['ec-redup-petr4-before.png', 'ec-redup-petr4--zoom-out-0.png'],
  ];
  for (const [i, [before, after]] of others.entries()) {
    const trader = await playwright.request.newContext({ baseURL });
    const id = await register(trader, `Trader ${i + 1}`);
    await addCredits(admin, id);
    const analysis = await analyse(trader, before);
    expect((await verify(trader, analysis, after)).status()).toBe(200);
    await trader.dispose();
  }
  const auto = await playwright.request.newContext({ baseURL });
  await addCredits(admin, await register(auto, 'Trader automático'));
  const earlier = await analyse(auto, 'phone-quotex-eurusd-before.png');
  await analyse(auto, 'phone-quotex-eurusd--scroll-1.png');
  // the check runs beside the later analysis' answer: wait for what it writes
  const autoCalls = async () =>
    (
      (await (await auto.get(`/api/analyses/${earlier}/verification`)).json()) as {
        calls: Array<{ source: string }>;
      }
    ).calls;
  await expect.poll(async () => (await autoCalls()).length, { timeout: 15_000 }).toBeGreaterThan(0);
  for (const call of await autoCalls()) expect(call.source).toBe('auto');
  await auto.dispose();

  // The trader of this page: a print of another chart is refused, the later print is checked.
  await page.setViewportSize(desktop);
  const me = await register(page.request, 'Renata Quirino');
  await addCredits(admin, me);
  const mine = await analyse(page.request, 'phone-quotex-eurusd-before.png');
  const refused = await verify(page.request, mine, 'phone-quotex-eurusd--other-series-0.png');
  expect(refused.status()).toBe(422);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(
    /^Não é o mesmo gráfico/,
  );

  await page.goto('/dashboard/historico');
  // the one analysis of this trader; its button goes once every call is settled
  const item = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Mercado OTC (24h)' });
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('button', { name: 'Conferir resultado' })).toBeVisible();
  await item
    .getByLabel('Envie o print do mesmo gráfico tirado depois da expiração. Não gasta crédito.')
    .setInputFiles(`${pairs}/phone-quotex-eurusd--scroll-1.png`);
  await expect(page.getByText('Resultado conferido.')).toBeVisible({ timeout: analysisTimeout });
  await expect(item.getByText(/^(Sinal|Gatilho \d):/).first()).toBeVisible();
  await shoot(page, 'history');

  await page.setViewportSize(desktop);
  await page.getByRole('link', { name: 'Meus resultados' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meus resultados' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sinais conferidos' })).toBeVisible();
  await shoot(page, 'mine');

  await page.setViewportSize(desktop);
  await page.goto('/home');
  await page.getByRole('link', { name: 'Ver resultados verificados' }).click();
  await expect(page).toHaveURL(/\/resultados$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados verificados' })).toBeVisible();
  await expect(page.getByText('Por mercado')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Calibração' })).toBeVisible();
  await shoot(page, 'public');
  await page.goto('/planos');
  await expect(page.getByRole('link', { name: 'Ver resultados verificados' })).toBeVisible();

  const figures = (await (await admin.get('/api/admin/results')).json()) as {
    callsMade: number;
    callsVerified: number;
  };
  expect(figures.callsMade).toBeGreaterThanOrEqual(5);
  expect(figures.callsVerified).toBeGreaterThan(0);
  await admin.dispose();
});
