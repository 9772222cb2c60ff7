import { mkdirSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './support/server';

// Issue 15, items 2, 3 and 4, and the SPEC flows "binary and OTC analyses show CALL/PUT" and "if
// the image compressor fails, the original image is used".
const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };
const chart = 'src/server/analysis/engine/fixtures/charts/green-red-btc.png';
// An analysis takes well under a second alone; the shared 2-core box can stretch it a lot.
const analysisTimeout = 60_000;
const nonChart = 'src/server/analysis/engine/fixtures/non-charts/blank.png';
const startToast = 'Analisando seu gráfico... isso pode levar até 30 segundos.';

async function register(page: Page, name: string) {
  const email = uniqueEmail('painel');
  const response = await page.request.post('/api/auth/register', {
    data: { name, email, password: 'senha-segura' },
  });
  expect(response.status()).toBe(201);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Olá, ${name}` })).toBeVisible();
}

const fileInput = (page: Page) => page.getByLabel('Imagem do gráfico');
const analyseButton = (page: Page) => page.getByRole('button', { name: 'Analisar Gráfico' });
const preview = (page: Page) => page.getByRole('img', { name: 'Pré-visualização do gráfico enviado' });
const failurePanel = (page: Page) => page.getByTestId('analysis-failure');

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('a file that is not a picture is refused on upload; a failed analysis explains itself in the panel', async ({
  page,
}) => {
  await register(page, 'Paula Prado');
  await page.goto('/dashboard/forex');
  await expect(page.getByText('Pronto para analisar')).toBeVisible();

  // A text file renamed .png: decoded in the browser before anything says it loaded.
  await fileInput(page).setInputFiles({
    name: 'grafico.png',
    mimeType: 'image/png',
    buffer: Buffer.from('isto não é uma imagem, só texto com outro nome'),
  });
  await expect(page.getByText('Erro ao processar imagem')).toBeVisible();
  await expect(
    page.getByText('O arquivo não pôde ser lido como imagem. Envie um print em JPG, PNG ou WEBP.'),
  ).toBeVisible();
  await expect(page.getByText('Imagem carregada com sucesso!')).toHaveCount(0);
  await expect(preview(page)).toHaveCount(0);

  // A real picture that is no chart: the server refuses it; the panel says what happened.
  await fileInput(page).setInputFiles(nonChart);
  await expect(page.getByText('Imagem carregada com sucesso!').first()).toBeVisible();
  await analyseButton(page).click();
  const failure = failurePanel(page);
  await expect(failure.getByRole('heading', { name: 'A análise não foi concluída' })).toBeVisible({
    timeout: analysisTimeout,
  });
  await expect(
    failure.getByText(
      'Não foi possível identificar candles nesta imagem. Envie um print de um gráfico de candles.',
    ),
  ).toBeVisible();
  await expect(failure.getByText(/Nenhum crédito foi usado/)).toBeVisible();
  await expect(failure.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  await expect(page.getByText('Pronto para analisar')).toHaveCount(0);
  await expect(page.getByTestId('analysis-credits')).toHaveText('1 crédito disponível');
  await expect(page.getByText(startToast)).toHaveCount(0);
  await page.waitForTimeout(300);
  await page.screenshot({ path: 'e2e/artifacts/analysis-failure-desktop.png' });

  // A new picture starts over; the chart's result comes, and the start toast goes with it.
  await fileInput(page).setInputFiles(chart);
  await expect(failurePanel(page)).toHaveCount(0);
  await expect(page.getByText('Pronto para analisar')).toBeVisible();
  await analyseButton(page).click();
  await expect(page.getByTestId('analysis-signal')).toBeVisible({ timeout: analysisTimeout });
  await expect(page.getByText(startToast)).toBeHidden({ timeout: 1_500 });
});

test('on a phone: the header names the product, a failure and a binary-options result come into view below it', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await register(page, 'Bruno Alves');
  await page.goto('/dashboard/binary');

  await fileInput(page).setInputFiles(nonChart);
  await expect(preview(page)).toBeVisible();
  await analyseButton(page).click();
  await expect(failurePanel(page)).toBeInViewport({ timeout: analysisTimeout });
  const failureTop = (await failurePanel(page).boundingBox())!.y;
  expect(failureTop, 'the failure panel starts below the 64 px header').toBeGreaterThanOrEqual(64);
  await page.screenshot({ path: 'e2e/artifacts/analysis-failure-phone.png' });

  await fileInput(page).setInputFiles(chart);
  await analyseButton(page).click();
  const signal = page.getByTestId('analysis-signal');
  await expect(signal).toBeVisible({ timeout: analysisTimeout });
  await expect(signal).toHaveText(/^(CALL|PUT|AGUARDAR)$/);
  const section = page.getByRole('region', { name: 'Resultado da análise' });
  await expect(section).toBeInViewport();
  const top = (await section.boundingBox())!.y;
  expect(top, 'the result starts below the sticky header').toBeGreaterThanOrEqual(64);
  expect(top, 'and right below it').toBeLessThan(120);
  await page.screenshot({ path: 'e2e/artifacts/analysis-result-binary-phone.png' });
});

test('an OTC analysis reads CALL or PUT, and a failing compressor falls back to the original image', async ({
  page,
}, testInfo) => {
  // A 4K-wide capture is scaled down in the browser before upload, unless the compressor fails.
  mkdirSync(testInfo.outputDir, { recursive: true });
  const large = testInfo.outputPath('grafico-4k.png');
  writeFileSync(large, await sharp(chart).resize({ width: 3840 }).png().toBuffer());

  await register(page, 'Otávio Costa');
  await page.goto('/dashboard/otc');
  await fileInput(page).setInputFiles(large);
  await expect(page.getByText('Imagem otimizada com sucesso!')).toBeVisible();
  await expect(page.getByText(/^Otimizada: /)).toBeVisible();
  await page.getByRole('button', { name: 'Remover imagem' }).click();

  // The compressor breaks (no bitmap decoding in this browser): the original goes up as it is.
  await page.evaluate(() => {
    window.createImageBitmap = () => Promise.reject(new Error('compressor indisponível'));
  });
  await fileInput(page).setInputFiles(large);
  await expect(page.getByText('Imagem carregada com sucesso!')).toBeVisible();
  await expect(page.getByText(/^Otimizada: /)).toHaveCount(0);
  await expect(preview(page)).toBeVisible();

  await analyseButton(page).click();
  const signal = page.getByTestId('analysis-signal');
  await expect(signal).toBeVisible({ timeout: analysisTimeout });
  await expect(signal).toHaveText(/^(CALL|PUT|AGUARDAR)$/);
  await page.screenshot({ path: 'e2e/artifacts/analysis-result-otc-desktop.png' });
});
