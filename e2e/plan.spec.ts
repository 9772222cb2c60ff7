import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './support/server';

// Issue 22: every answer is a plan with prices. The trader's payout and timeframe go in before
// the analysis; the result shows the break-even, the expected value or the trade's levels with
// the position size, and the triggers, at desktop and phone widths.
const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };
const analysisTimeout = 60_000;
const charts = 'src/server/analysis/engine/fixtures/charts';

async function register(page: Page, name: string) {
  const response = await page.request.post('/api/auth/register', {
    data: { name, email: uniqueEmail('plano'), password: 'senha-segura' },
  });
  expect(response.status()).toBe(201);
}

async function analyse(page: Page, file: string) {
  await page.getByLabel('Imagem do gráfico').setInputFiles(file);
  await expect(page.getByText('Imagem carregada com sucesso!').first()).toBeVisible();
  await page.getByRole('button', { name: 'Analisar Gráfico' }).click();
  await expect(page.getByTestId('analysis-signal')).toBeVisible({ timeout: analysisTimeout });
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('an OTC answer shows the payout the trader typed, its break-even and the triggers to wait for', async ({
  page,
}) => {
  await page.setViewportSize(desktop);
  await register(page, 'Otávio Prates');
  await page.goto('/dashboard/otc');
  const inputs = page.getByRole('group', { name: 'Seu plano' });
  await inputs.getByLabel('Timeframe do gráfico').selectOption('M5');
  await inputs.getByLabel('Corretora').selectOption('pocket-option');
  const payout = inputs.getByLabel('Payout (%)');
  await payout.fill('250');
  await expect(inputs.getByRole('alert')).toHaveText('Payout inválido: informe um número de 10 a 100 (%).');
  await payout.fill('92');
  await expect(inputs.getByRole('alert')).toHaveCount(0);

  await analyse(page, `${charts}/lime-black-thin.png`);
  const plan = page.getByRole('region', { name: 'Plano de operação' });
  await expect(plan).toBeVisible();
  await expect(plan.getByText('92 %', { exact: true })).toBeVisible();
  await expect(plan.getByText('52,1 %', { exact: true })).toBeVisible();
  const triggers = page.getByTestId('plan-triggers').getByRole('listitem');
  await expect(triggers.first()).toContainText(/^(CALL|PUT) se uma vela fechar (acima|abaixo) de /);
  await expect(triggers.first()).toContainText('Se disparar:');
  await expect(page.getByText('M5 · assumido')).toBeVisible();
  await expect(page.getByText('Payout 92% · assumido')).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/plan-otc-desktop.png', fullPage: true });

  // the payout typed on the page is the trader's setting from now on
  const settings = await page.request.get('/api/settings');
  expect(await settings.json()).toMatchObject({ broker: 'pocket-option', payout: 92 });

  await page.setViewportSize(phone);
  await plan.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'e2e/artifacts/plan-otc-phone.png', fullPage: true });
});

test("a trade shows entry, stop, target and the position size at the trader's capital and risk", async ({
  page,
}) => {
  await page.setViewportSize(desktop);
  await register(page, 'Fernanda Lima');
  await page.goto('/dashboard/settings');
  await page.getByRole('tab', { name: 'Operação' }).click();
  await page.getByLabel('Capital da conta (R$)').fill('10000');
  await page.getByLabel('Risco por operação (%)').fill('15');
  await expect(page.getByRole('alert')).toHaveText('Risco inválido: informe de 0,1 a 10 %.');
  await page.getByLabel('Risco por operação (%)').fill('1,5');
  await page.getByRole('button', { name: 'Salvar configurações' }).first().click();
  await expect(page.getByText('Configurações salvas')).toBeVisible();

  await page.goto('/dashboard/forex');
  await analyse(page, `${charts}/tv-light-long.png`);
  const plan = page.getByRole('region', { name: 'Plano de operação' });
  await expect(plan).toBeVisible();
  const signal = await page.getByTestId('analysis-signal').textContent();
  if (signal === 'COMPRA' || signal === 'VENDA') {
    await expect(plan.getByText('Risco/retorno', { exact: true })).toBeVisible();
    await expect(page.getByTestId('plan-position')).toContainText('Arriscando R$ 150,00 (1,5 % do capital)');
  } else {
    await expect(page.getByTestId('plan-triggers').getByRole('listitem').first()).toContainText(
      /(COMPRA|VENDA) se uma vela fechar/,
    );
  }
  await page.screenshot({ path: 'e2e/artifacts/plan-forex-desktop.png', fullPage: true });
  await page.setViewportSize(phone);
  await page.screenshot({ path: 'e2e/artifacts/plan-forex-phone.png', fullPage: true });
});
