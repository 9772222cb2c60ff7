import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './support/server';

// Issue 15, "Settings that promise behaviour": each switch does what its text says.
const chart = 'src/server/analysis/engine/fixtures/charts/green-red-btc.png';
// An analysis takes well under a second alone; the shared 2-core box can stretch it a lot.
const analysisTimeout = 60_000;

async function register(page: Page, name: string) {
  const response = await page.request.post('/api/auth/register', {
    data: { name, email: uniqueEmail('ajustes'), password: 'senha-segura' },
  });
  expect(response.status()).toBe(201);
}

async function saveSetting(page: Page, tab: string, change: (page: Page) => Promise<void>) {
  await page.goto('/dashboard/settings');
  await page.getByRole('tab', { name: tab }).click();
  await change(page);
  await page.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(page.getByText('Configurações salvas')).toBeVisible();
}

async function pasteImage(page: Page, path: string) {
  const base64 = readFileSync(path).toString('base64');
  await page.evaluate(async (data) => {
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'print.png', { type: 'image/png' }));
    document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true }));
  }, base64);
}

// The notice toast (the progress card also says 'Análise concluída em …').
const doneToast = (page: Page) =>
  page.locator('[data-sonner-toast]').filter({ hasText: 'Análise concluída' });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test("'Análise automática' starts the analysis on paste while there are credits; a finished analysis is announced", async ({
  page,
}) => {
  await register(page, 'Alice Auto');
  await saveSetting(page, 'Desempenho', async () => {
    await page.getByRole('switch', { name: 'Análise automática' }).click();
  });
  await page.getByRole('tab', { name: 'Análise' }).click();
  await expect(page.getByText(/Quanta concordância entre as evidências/)).toBeVisible();
  await expect(page.getByText(/um pouco mais de tempo/)).toHaveCount(0);
  await page.screenshot({ path: 'e2e/artifacts/settings-analysis-accuracy.png' });

  await page.goto('/dashboard/crypto');
  await expect(page.getByText('Pronto para analisar')).toBeVisible();
  await expect(page.getByTestId('analysis-credits')).toHaveText('1 crédito disponível');
  await pasteImage(page, chart);
  // No click on 'Analisar Gráfico': the result comes by itself, and 'Notificações' (on) says so.
  await expect(page.getByTestId('analysis-signal')).toBeVisible({ timeout: analysisTimeout });
  await expect(doneToast(page)).toBeVisible();
  await expect(page.getByTestId('analysis-credits')).toHaveText('0 créditos disponíveis');

  // Without credits a pasted picture only loads: nothing starts, no plans dialog pops up.
  await pasteImage(page, chart);
  await expect(page.getByText('Imagem carregada com sucesso!').first()).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(page.getByText('Analisando seu gráfico... isso pode levar até 30 segundos.')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test("with 'Notificações' off a finished analysis is not announced; the analysis still needs a click", async ({
  page,
}) => {
  await register(page, 'Nina Silêncio');
  await saveSetting(page, 'Notificações', async () => {
    const toggle = page.getByRole('switch', { name: 'Notificações na tela' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
  });
  await page.goto('/dashboard/forex');
  await expect(page.getByText('Pronto para analisar')).toBeVisible();
  await pasteImage(page, chart);
  await expect(page.getByText('Imagem carregada com sucesso!').first()).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.getByTestId('analysis-signal')).toHaveCount(0);
  await page.getByRole('button', { name: 'Analisar Gráfico' }).click();
  await expect(page.getByTestId('analysis-signal')).toBeVisible({ timeout: analysisTimeout });
  await expect(page.getByText('Analisando seu gráfico... isso pode levar até 30 segundos.')).toBeHidden({
    timeout: 1_500,
  });
  await page.waitForTimeout(500);
  await expect(doneToast(page)).toHaveCount(0);
});

test("'Cache local' keeps the last result and the favourites readable offline; switched off, nothing is kept", async ({
  page,
  context,
}) => {
  await register(page, 'Otto Offline');
  await page.goto('/dashboard/forex');
  await expect(page.getByText('Pronto para analisar')).toBeVisible();
  // The setting is on by default: the signed-in frame installs the service worker.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
    .toBe(true);

  await page.getByLabel('Imagem do gráfico').setInputFiles(chart);
  await expect(page.getByText('Imagem carregada com sucesso!').first()).toBeVisible();
  await page.getByRole('button', { name: 'Analisar Gráfico' }).click();
  const signal = page.getByTestId('analysis-signal');
  await expect(signal).toBeVisible({ timeout: analysisTimeout });
  const reading = await signal.textContent();
  await page.getByRole('button', { name: 'Favoritar', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Favoritada', exact: true })).toBeVisible();
  const resultUrl = page.url();
  // Seen once online: the result (reloaded) and the history with its favourite.
  await page.reload();
  await expect(signal).toHaveText(reading!);
  await page.getByRole('link', { name: 'Histórico de análises' }).click();
  await page.waitForURL('**/dashboard/historico');
  await expect(page.getByText('Forex').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await page.goto(resultUrl);
  await expect(page.getByTestId('analysis-signal')).toHaveText(reading!);
  await expect(page.getByRole('button', { name: 'Favoritada', exact: true })).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/offline-result.png' });
  await page.goto('/dashboard/historico');
  await expect(page.getByText('Forex').first()).toBeVisible();
  await context.setOffline(false);

  // Off: the worker is unregistered and the copies deleted.
  await saveSetting(page, 'Desempenho', async () => {
    const toggle = page.getByRole('switch', { name: 'Cache local' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
  });
  await expect
    .poll(() =>
      page.evaluate(async () => ({
        workers: (await navigator.serviceWorker.getRegistrations()).length,
        caches: (await caches.keys()).filter((key) => key.startsWith('vtx-')).length,
      })),
    )
    .toEqual({ workers: 0, caches: 0 });
});
