import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHART_READ_MESSAGES } from '../../analysis/engine';
import { registerUser } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createLocalProvider } from './providers/local-provider';
import { analysisMessages as m } from '../../../shared/messages/analysis';
import { chartFixture, postAnalysis } from './test-support';

// A bar chart: the engine refuses it in about 1.0 s of CPU, blank.png the same way in 2.3 s (one
// process, models loaded; the engine's own non-chart test reads every one of them).
const noChart = readFileSync(
  fileURLToPath(new URL('../../analysis/engine/fixtures/non-charts/bar-chart.png', import.meta.url)),
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
    const response = await postAnalysis(client, { image: noChart });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe(CHART_READ_MESSAGES.NO_CANDLES);
    expect((await client.get('/api/me')).json().credits).toBe(user.credits);
  });

  // issue 22: the trader's plan inputs reach the engine and come back in `plano`
  it(
    "plans with the trader's payout and timeframe where the print shows none, and refuses bad ones in pt-BR (issue 22)",
    { timeout: 120_000 },
    async () => {
      const { client, user: buyer } = await registerUser(app);
      for (const [field, value, message] of [
        ['payout', '250', m.invalidPayout],
        ['payout', 'muito', m.invalidPayout],
        ['chartTimeframe', 'M7', m.invalidTimeframe],
      ] as const) {
        const refused = await postAnalysis(client, { sector: 'otc', [field]: value });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().error.message).toBe(message);
      }
      // refused before anything was charged or recorded (first: a user whose credit is spent is
      // answered 402 before the upload is read)
      expect((await client.get('/api/me')).json().credits).toBe(buyer.credits);
      const response = await postAnalysis(client, { sector: 'otc', chartTimeframe: 'M5', payout: '92' });
      expect(response.statusCode).toBe(200);
      const result = response.json().analysis.result;
      expect(result.timeframe).toBe('M5');
      expect(result.plano).toMatchObject({
        payout: 92,
        payout_fonte: 'configuração',
        equilibrio: 52.1,
        minutos_por_vela: 5,
        timeframe_assumido: true,
      });
      expect(result.plano.gatilhos.length).toBeGreaterThan(0);
      expect((await client.get('/api/me')).json().credits).toBe(buyer.credits - 1);
    },
  );

  it(
    'weighs a second print of a higher timeframe for the same credit, and refuses one that is no image (issue 22)',
    { timeout: 120_000 },
    async () => {
      const { client, user: buyer } = await registerUser(app);
      const refused = await postAnalysis(client, { higherImage: Buffer.from('não é imagem') });
      expect(refused.statusCode).toBe(415);
      expect(refused.json().error.message).toBe(m.higherNotAnImage);
      expect((await client.get('/api/me')).json().credits).toBe(buyer.credits);

      const response = await postAnalysis(client, { higherImage: chartFixture });
      expect(response.statusCode).toBe(200);
      expect(response.json().credits).toBe(buyer.credits - 1);
      const plan = response.json().analysis.result.plano;
      expect(plan.timeframe_maior.tendencia).toMatch(/^(ALTA|BAIXA|LATERAL)$/);
      expect(plan.timeframe_maior.texto).toMatch(/^Timeframe maior /);
    },
  );
});
