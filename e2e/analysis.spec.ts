import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './support/server';

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };
const chart = 'src/server/analysis/engine/fixtures/charts/green-red-btc.png';
const nonChart = 'src/server/analysis/engine/fixtures/non-charts/blank.png';

async function register(page: Page, name: string) {
  await page.goto('/registro');
  await page.getByLabel('Nome completo').fill(name);
  await page.getByLabel('Email').fill(uniqueEmail('analise'));
  await page.getByLabel('Senha', { exact: true }).fill('senha-segura');
  await page.getByRole('button', { name: 'Criar Conta' }).click();
  await page.waitForURL('**/dashboard');
}

async function expectNoSideScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** Full-page screenshots at phone and desktop size; the page is left at desktop size. */
async function shoot(page: Page, name: string) {
  for (const [label, size] of [
    ['phone', phone],
    ['desktop', desktop],
  ] as const) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(200);
    await expectNoSideScroll(page, `${name} at ${label}`);
    await page.screenshot({ path: `e2e/artifacts/${name}-${label}.png`, fullPage: true });
  }
}

/** Ctrl+V of a screenshot: a paste event carrying the file, as the browser fires it. */
async function pasteImage(page: Page, path: string) {
  const base64 = readFileSync(path).toString('base64');
  await page.evaluate(async (data) => {
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'print.png', { type: 'image/png' }));
    document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true }));
  }, base64);
}

const fileInput = (page: Page) => page.getByLabel('Imagem do gráfico');
const analyseButton = (page: Page) => page.getByRole('button', { name: 'Analisar Gráfico' });
const creditsLine = (page: Page) => page.getByTestId('analysis-credits');

test.beforeEach(async ({ context, page }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize(desktop);
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('a new user analyses a chart on Forex, favourites it, finds it in history, then has no credits left', async ({
  page,
}) => {
  await register(page, 'Tiago Trader');

  // Open Forex from the shell when it links there, else by address.
  const forexLink = page.getByRole('link', { name: 'Forex', exact: true }).first();
  if (await forexLink.isVisible().catch(() => false)) await forexLink.click();
  else await page.goto('/dashboard/forex');
  await page.waitForURL('**/dashboard/forex');
  await expect(page.getByRole('heading', { level: 1, name: 'Forex' })).toBeVisible();
  await expect(page.getByText('Pronto para analisar')).toBeVisible();
  await expect(creditsLine(page)).toHaveText('1 crédito disponível');
  await shoot(page, 'sector-empty');

  // No image yet: the spec's reminder.
  await analyseButton(page).click();
  await expect(page.getByText('Faça upload da sua tela de trading primeiro!')).toBeVisible();

  // A non-chart pasted from the clipboard: the server refuses it and the credit comes back.
  await pasteImage(page, nonChart);
  await expect(page.getByRole('img', { name: 'Pré-visualização do gráfico enviado' })).toBeVisible();
  await analyseButton(page).click();
  // Said twice: in the toast and in the result panel's failure notice.
  await expect(
    page
      .getByText(
        'Não foi possível identificar candles nesta imagem. Envie um print de um gráfico de candles.',
      )
      .first(),
  ).toBeVisible();
  await expect(creditsLine(page)).toHaveText('1 crédito disponível');
  await page.getByRole('button', { name: 'Remover imagem' }).click();
  await expect(page.getByText('Imagem removida')).toBeVisible();

  // The real chart through the file picker, with a specification.
  await fileInput(page).setInputFiles(chart);
  await expect(page.getByText('Imagem carregada com sucesso!').first()).toBeVisible();
  const spec = page.getByLabel('Especificação (opcional)');
  await spec.fill(
    'EUR/USD no 4h, tendência de alta perto da resistência; procuro rompimento com pips de alvo.',
  );
  await expect(page.getByText('15/100 palavras')).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Relevância' })).toBeVisible();

  const started = Date.now();
  await analyseButton(page).click();
  const signal = page.getByTestId('analysis-signal');
  await expect(signal).toBeVisible();
  expect(Date.now() - started, 'the result shows without an artificial wait').toBeLessThan(8_000);
  await expect(signal).toHaveText(/^(COMPRA|VENDA|AGUARDAR)$/);
  await expect(page.getByRole('progressbar', { name: 'Progresso da análise' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(page.getByText(/Análise concluída em/)).toBeVisible();
  await expect(page.getByText('Decisão VTX')).toBeVisible();
  await expect(page.getByText('não é recomendação financeira').first()).toBeVisible();
  // issue 13: the screen says where the probability comes from and shows the rule's record here
  await expect(page.getByTestId('analysis-probability-source')).toHaveText(
    /Taxa de acerto da regra|Concordância das evidências/,
  );
  await expect(page.getByTestId('analysis-record')).toHaveText(/^Nesta imagem, a regra/);
  await expect(page.getByText('Evidências agrupadas')).toBeVisible();
  const annotated = page.getByRole('img', { name: /Gráfico anotado pela análise/ });
  await expect(annotated).toBeVisible();
  await expect
    .poll(() => annotated.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(100);
  // The credits badge and the panel follow at once.
  await expect(creditsLine(page)).toHaveText('0 créditos disponíveis');
  expect(page.url()).toMatch(/\/dashboard\/forex\?analysis=[0-9a-f-]{36}$/);
  const analysisId = new URL(page.url()).searchParams.get('analysis') ?? '';
  await shoot(page, 'sector-result');

  // The specification is kept per sector.
  await page.reload();
  await expect(page.getByLabel('Especificação (opcional)')).toHaveValue(/^EUR\/USD no 4h/);
  await expect(signal).toBeVisible();

  await page.getByRole('button', { name: 'Favoritar', exact: true }).click();
  await expect(page.getByText('Análise adicionada aos favoritos')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Favoritada', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const cached = await page.evaluate(() => JSON.parse(localStorage.getItem('analysis_favorites') ?? '[]'));
  expect(cached).toEqual([expect.objectContaining({ id: analysisId, sector: 'forex' })]);

  // The shell's sidebar lists the first favourites on desktop, when the shell has one.
  const sidebarFavourite = page.locator(
    `aside a[href*="analysis=${analysisId}"], nav a[href*="analysis=${analysisId}"]`,
  );
  const hasSidebar = await page
    .locator('aside, [data-sidebar]')
    .first()
    .isVisible()
    .catch(() => false);
  if (hasSidebar) await expect(sidebarFavourite.first()).toBeVisible();

  // History: the analysis with its sector, signal and date; the favourites filter keeps it.
  await page.getByRole('link', { name: 'Histórico', exact: true }).click();
  await page.waitForURL('**/dashboard/historico');
  const entry = page.getByRole('link', { name: /^Abrir análise de Forex de / });
  await expect(entry).toHaveCount(2);
  await page.getByRole('tab', { name: 'Favoritas' }).click();
  await expect(entry).toHaveCount(1);
  await shoot(page, 'history');
  await entry.click();
  await page.waitForURL(`**/dashboard/forex?analysis=${analysisId}`);
  await expect(signal).toBeVisible();

  // No credits left: the analyse button opens the plans modal instead of calling the server.
  await fileInput(page).setInputFiles(chart);
  await expect(page.getByRole('img', { name: 'Pré-visualização do gráfico enviado' })).toBeVisible();
  await analyseButton(page).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Seus créditos acabaram!')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Pagar com Cartão/ }).first()).toBeVisible();
});

test('keyboard picker, progress stages, cancel, and a stored analysis of another account', async ({
  page,
}) => {
  await register(page, 'Outra Pessoa');
  await page.goto('/dashboard/binary');
  await expect(page.getByRole('heading', { level: 1, name: 'Opções Binárias' })).toBeVisible();

  // The drop area is a button: Enter opens the file picker.
  await page.getByRole('button', { name: /Arraste a imagem aqui/ }).focus();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(chart);
  await expect(page.getByRole('img', { name: 'Pré-visualização do gráfico enviado' })).toBeVisible();

  // Relevance: shown from 3 characters, suggestions for a vague text, green for a precise one.
  const spec = page.getByLabel('Especificação (opcional)');
  await spec.fill('ab');
  await expect(page.getByRole('meter', { name: 'Relevância' })).toHaveCount(0);
  await spec.fill('quero entrar agora');
  await expect(page.getByText('Sugestões: mencione')).toBeVisible();
  await spec.fill('call ou put na vela de 1 minuto, m1 e m5, suporte, resistência, rompimento e tendência');
  await expect(page.getByRole('meter', { name: 'Relevância' })).toHaveAttribute('aria-valuenow', '83');
  await spec.fill(Array.from({ length: 101 }, (_, i) => `p${i}`).join(' '));
  await expect(page.getByText('Máximo de 100 palavras permitidas')).toBeVisible();
  await expect(page.getByText('100/100 palavras')).toBeVisible();

  // A slow answer: the card walks the stages once a second; cancel aborts the request.
  await page.route('**/api/analyses', (route) =>
    route.request().method() === 'POST' ? new Promise(() => {}) : route.fallback(),
  );
  await analyseButton(page).click();
  await expect(page.getByText('Analisando seu gráfico... isso pode levar até 30 segundos.')).toBeVisible();
  await expect(page.getByText('Iniciando análise...').first()).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progresso da análise' })).toHaveAttribute(
    'aria-valuenow',
    /^(8|12|16)$/,
    { timeout: 5_000 },
  );
  await page.getByRole('button', { name: 'Cancelar análise' }).click();
  await expect(page.getByText('Análise cancelada pelo usuário.')).toBeVisible();
  await expect(analyseButton(page)).toBeEnabled();
  await expect(creditsLine(page)).toHaveText('1 crédito disponível');
  await page.unroute('**/api/analyses');

  await page.goto('/dashboard/crypto?analysis=00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Não encontramos esta análise.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Nova análise' }).click();
  await expect(page.getByText('Pronto para analisar')).toBeVisible();
});
