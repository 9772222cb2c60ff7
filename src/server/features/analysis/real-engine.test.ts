import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHART_READ_MESSAGES } from '../../analysis/engine';
import { registerUser } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createLocalProvider } from './providers/local-provider';
import { postAnalysis } from './test-support';

const blank = readFileSync(
  fileURLToPath(new URL('../../analysis/engine/fixtures/non-charts/blank.png', import.meta.url)),
);

// The one API test that runs the real chart engine (OCR in its worker pool), from the upload to
// the picture served back; every other API test uses the stub provider (test/stub-analysis-provider.ts).
describe('an analysis through the real engine, end to end', () => {
  let app: TestApp;
  beforeAll(async () => {
    const engine = createLocalProvider({ workers: 1, timeoutMs: 60_000 });
    app = await createTestApp('pglite', { ANALYSIS_TIMEOUT_MS: '60000' }, { analysisProvider: engine });
  });
  afterAll(async () => {
    await app?.close();
  });

  it(
    'reads the chart, stores the result and serves the annotated picture',
    { timeout: 120_000 },
    async () => {
      const { client, user } = await registerUser(app);
      const response = await postAnalysis(client, { sector: 'crypto', specification: 'BTC 1h' });
      expect(response.statusCode).toBe(200);
      const { analysis, credits } = response.json();
      expect(credits).toBe(user.credits - 1);
      expect(analysis.result.setor).toBe('crypto');
      expect(['COMPRA', 'VENDA', 'AGUARDAR']).toContain(analysis.result.sinal_entrada);
      expect(analysis.result.extraction.candles.length).toBeGreaterThan(10);

      const picture = await client.get(analysis.imageUrl);
      expect(picture.headers['content-type']).toBe('image/png');
      const { width } = await sharp(picture.rawPayload).metadata();
      expect(width).toBeGreaterThan(300);
    },
  );

  it('refunds a picture with no chart, with the engine message', { timeout: 120_000 }, async () => {
    const { client, user } = await registerUser(app);
    const response = await postAnalysis(client, { image: blank });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe(CHART_READ_MESSAGES.NO_CANDLES);
    expect((await client.get('/api/me')).json().credits).toBe(user.credits);
  });
});
