import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisMessages as m } from '../../../shared/messages/analysis';
import { defaultSystemSettings } from '../../../shared/settings';
import { analysisHistory, creditTransactions, user } from '../../db/schema';
import { registerUser } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';
import { saveSystemSettings } from '../settings';
import { postAnalysis } from './test-support';

const blank = readFileSync(
  fileURLToPath(new URL('../../analysis/engine/fixtures/non-charts/blank.png', import.meta.url)),
);

async function account(app: TestApp, id: string) {
  const [row] = await app.db.select().from(user).where(eq(user.id, id));
  return row!;
}

async function ledger(app: TestApp, userId: string, type: 'usage' | 'refund') {
  return app.db
    .select()
    .from(creditTransactions)
    .where(and(eq(creditTransactions.userId, userId), eq(creditTransactions.transactionType, type)));
}

describe.each(testDatabaseKinds)('analyses API on %s (local engine)', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    // Charging races, not the per-user limits (security/analysis-fairness.test.ts), are tested here.
    app = await createTestApp(kind, { ANALYSIS_USER_IN_FLIGHT: '1000', ANALYSIS_USER_PER_MINUTE: '1000' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('analyses a chart for one credit, stores it and serves it back to its owner', async () => {
    const { client, user: buyer } = await registerUser(app);
    const response = await postAnalysis(client, {
      sector: 'forex',
      specification: 'EUR/USD M5, procuro reversão',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.credits).toBe(buyer.credits - 1);
    expect(body.charged).toBe(true);
    expect(body.analysis.status).toBe('done');
    expect(['COMPRA', 'VENDA', 'AGUARDAR']).toContain(body.analysis.result.sinal_entrada);
    expect(body.analysis.result.setor).toBe('forex');
    expect(body.analysis.result.extraction.candles.length).toBeGreaterThan(10);

    const row = await account(app, buyer.id);
    expect(row).toMatchObject({ credits: buyer.credits - 1, analysisCount: 1 });
    expect(await ledger(app, buyer.id, 'usage')).toHaveLength(1);

    const list = (await client.get('/api/analyses')).json();
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ id: body.analysis.id, sector: 'forex', status: 'done' });
    const detail = await client.get(`/api/analyses/${body.analysis.id}`);
    expect(detail.json().result.sinal_entrada).toBe(body.analysis.result.sinal_entrada);
    const image = await client.get(`/api/analyses/${body.analysis.id}/image`);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const thumb = await client.get(`/api/analyses/${body.analysis.id}/image?size=thumb`);
    expect(thumb.headers['content-type']).toBe('image/webp');

    const stranger = await registerUser(app);
    for (const url of [`/api/analyses/${body.analysis.id}`, `/api/analyses/${body.analysis.id}/image`]) {
      expect((await stranger.client.get(url)).statusCode).toBe(404);
    }
    const steal = await stranger.client.request('PUT', `/api/analyses/${body.analysis.id}/favorite`);
    expect(steal.statusCode).toBe(404);
  });

  it('keeps favourites per user', async () => {
    const { client } = await registerUser(app);
    const { analysis } = (await postAnalysis(client)).json();
    expect((await client.request('PUT', `/api/analyses/${analysis.id}/favorite`)).json()).toEqual({
      favorite: true,
    });
    const favourites = (await client.get('/api/analyses?favorites=true')).json();
    expect(favourites.items.map((item: { id: string }) => item.id)).toEqual([analysis.id]);
    expect(favourites.items[0].favorite).toBe(true);
    await client.request('DELETE', `/api/analyses/${analysis.id}/favorite`);
    expect((await client.get('/api/analyses?favorites=true')).json().total).toBe(0);
  });

  it('answers 402 with the spec message when the balance is 0, and records nothing', async () => {
    const { client, user: buyer } = await registerUser(app);
    await postAnalysis(client);
    const refused = await postAnalysis(client);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error.message).toBe(m.insufficientCredits);
    const row = await account(app, buyer.id);
    expect(row).toMatchObject({ credits: 0, analysisCount: 1 });
    const history = await app.db.select().from(analysisHistory).where(eq(analysisHistory.userId, buyer.id));
    expect(history).toHaveLength(1);
  });

  it('refunds the credit when the chart cannot be read', async () => {
    const { client, user: buyer } = await registerUser(app);
    const response = await postAnalysis(client, { image: blank });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe(
      'Não foi possível identificar candles nesta imagem. Envie um print de um gráfico de candles.',
    );
    const row = await account(app, buyer.id);
    expect(row).toMatchObject({ credits: buyer.credits, analysisCount: 0 });
    expect(await ledger(app, buyer.id, 'refund')).toHaveLength(1);
    const [history] = await app.db.select().from(analysisHistory).where(eq(analysisHistory.userId, buyer.id));
    expect(history).toMatchObject({ status: 'failed' });
  });

  it('does not debit a licence holder but still counts the analysis', async () => {
    const { client, user: buyer } = await registerUser(app);
    await app.db
      .update(user)
      .set({ plan: 'vtx_lifetime', licenceKind: 'lifetime' })
      .where(eq(user.id, buyer.id));
    for (let i = 0; i < 2; i++) {
      const response = await postAnalysis(client);
      expect(response.statusCode).toBe(200);
      expect(response.json().charged).toBe(false);
    }
    expect(await account(app, buyer.id)).toMatchObject({ credits: buyer.credits, analysisCount: 2 });
    expect(await ledger(app, buyer.id, 'usage')).toHaveLength(0);
  });

  it('charges exactly 20 of 80 parallel requests from a user with 20 credits', async () => {
    const { client, user: buyer } = await registerUser(app);
    await app.db.update(user).set({ credits: 20 }).where(eq(user.id, buyer.id));
    const responses = await Promise.all(Array.from({ length: 80 }, () => postAnalysis(client)));
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(20);
    expect(codes.filter((code) => code === 402)).toHaveLength(60);
    expect((await account(app, buyer.id)).credits).toBe(0);
    expect(await ledger(app, buyer.id, 'usage')).toHaveLength(20);
  }, 180_000);

  describe('refuses bad input before charging', () => {
    it.each([
      [
        'an HTML file named .png',
        { image: Buffer.from('<html><script>alert(1)</script></html>') },
        415,
        m.notAnImage,
      ],
      ['no image', { image: undefined }, 400, m.noImage],
      [
        '101 words',
        { specification: Array.from({ length: 101 }, () => 'eu').join(' ') },
        400,
        m.tooManyWords,
      ],
      ['501 characters', { specification: 'a'.repeat(501) }, 400, m.specTooLong],
      ['an unknown sector', { sector: 'lua' }, 400, m.invalidSector],
      [
        'an 11 MB file',
        {
          image: Buffer.concat([
            Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
            Buffer.alloc(11 * 1024 * 1024),
          ]),
        },
        413,
        m.tooLarge,
      ],
    ] as const)('%s', async (_name, options, status, message) => {
      const { client, user: buyer } = await registerUser(app);
      const response = await postAnalysis(client, options as Parameters<typeof postAnalysis>[1]);
      expect(response.statusCode).toBe(status);
      expect(response.json().error.message).toBe(message);
      expect(await account(app, buyer.id)).toMatchObject({ credits: buyer.credits, analysisCount: 0 });
    });
  });

  it('asks for a session with the spec message', async () => {
    const response = await app.server.inject({ method: 'POST', url: '/api/analyses', payload: {} });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(m.loginRequired);
  });

  it('is closed in maintenance mode', async () => {
    const { client, user: buyer } = await registerUser(app);
    await saveSystemSettings(app.db, {
      settings: { ...defaultSystemSettings, systemMaintenance: true },
      updatedBy: null,
    });
    const response = await postAnalysis(client);
    await saveSystemSettings(app.db, { settings: defaultSystemSettings, updatedBy: null });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.message).toBe(m.maintenance);
    expect((await account(app, buyer.id)).credits).toBe(buyer.credits);
  });
});
