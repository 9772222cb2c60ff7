import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callsOf, printSeriesOf, verifyCall } from '../../analysis/engine';
import { verifiedCalls, user } from '../../db/schema';
import { registerUser, TestClient } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';
import { multipartBody, postAnalysis } from '../analysis/test-support';
import { VERIFY_RATE } from './verification.service';
import { createRecordedPairProvider, pairFixture } from './test-support';

/*
 * "Conferir resultado" over HTTP. The analyses and the later prints are rendered pairs of one
 * phone-broker chart (engine/verify/fixtures), each answered with the real engine's reading.
 */
const before = pairFixture('phone-quotex-eurusd-before.png');
const later = pairFixture('phone-quotex-eurusd--scroll-1.png');
const other = pairFixture('phone-quotex-eurusd--other-series-0.png');

function postVerification(client: TestClient, analysisId: string, image: Buffer) {
  const body = multipartBody([{ name: 'image', value: image, filename: 'depois.png', type: 'image/png' }]);
  return client.raw('POST', `/api/analyses/${analysisId}/verification`, body.payload, {
    'content-type': body.contentType,
  });
}

async function rowsOf(app: TestApp, analysisId: string) {
  return app.db.select().from(verifiedCalls).where(eq(verifiedCalls.analysisId, analysisId));
}

describe.each(testDatabaseKinds)('verification API on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    const provider = await createRecordedPairProvider(
      [before, later, other].map((image) => ({ image, sector: 'otc' as const })),
    );
    app = await createTestApp(kind, {}, { analysisProvider: provider });
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A trader with credits for a few analyses. */
  async function trader() {
    const registered = await registerUser(app);
    await app.db.update(user).set({ credits: 10 }).where(eq(user.id, registered.user.id));
    return registered;
  }

  async function analysed(client: TestClient) {
    const response = await postAnalysis(client, { sector: 'otc', image: before });
    expect(response.statusCode).toBe(200);
    return response.json().analysis as { id: string; result: Parameters<typeof callsOf>[0] & object };
  }

  it('records every call of an analysis from the later print, for no credit, once', async () => {
    const { client, user: buyer } = await trader();
    const analysis = await analysed(client);
    const committed = callsOf(analysis.result as never);
    expect(committed.length).toBeGreaterThan(0);
    const [start] = await app.db.select({ credits: user.credits }).from(user).where(eq(user.id, buyer.id));

    const response = await postVerification(client, analysis.id, later);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.calls.map((c: { key: string }) => c.key)).toEqual(committed.map((c) => c.key));
    for (const call of body.calls) {
      expect(call.shift).toBeGreaterThan(0);
      expect(call.reason).toMatch(/\.$/);
      if (call.key !== 'sinal' && ['win', 'loss', 'draw'].includes(call.outcome))
        expect(call.fired).toBe(true);
    }
    const [after] = await app.db.select({ credits: user.credits }).from(user).where(eq(user.id, buyer.id));
    expect(after!.credits).toBe(start!.credits);

    // the same print again, and three at once: still one row per call, unchanged
    const again = await postVerification(client, analysis.id, later);
    expect(again.statusCode).toBe(200);
    await Promise.all([1, 2, 3].map(() => postVerification(client, analysis.id, later)));
    const rows = await rowsOf(app, analysis.id);
    expect(rows).toHaveLength(committed.length);
    expect(again.json().calls).toEqual(body.calls);

    const mine = (await client.get('/api/results/me')).json();
    const final = body.calls.filter((c: { outcome: string }) => ['win', 'loss', 'draw'].includes(c.outcome));
    expect(mine.total.wins + mine.total.losses + mine.total.draws).toBe(final.length);
    // options: in R$ at the payout; COMPRA/VENDA trades alone are added up in R
    expect(mine.money.calls).toBe(final.length);
    expect(mine.trades).toEqual({ r: 0, trades: 0, unpriced: 0, riskPerTrade: null });
    expect(mine.recent.filter((r: { analysisId: string }) => r.analysisId === analysis.id)).toHaveLength(
      committed.length,
    );
    expect((await client.get(`/api/analyses/${analysis.id}/verification`)).json().calls).toEqual(body.calls);
  });

  it('agrees with the engine on the same two readings', async () => {
    const { client } = await trader();
    const analysis = await analysed(client);
    const response = await postVerification(client, analysis.id, later);
    const laterAnalysis = (await postAnalysis(client, { sector: 'otc', image: later })).json().analysis;
    const a = printSeriesOf(analysis.result as never)!;
    const b = printSeriesOf(laterAnalysis.result)!;
    const expected = callsOf(analysis.result as never).map((c) => verifyCall(a, b, c.call).outcome);
    expect(response.json().calls.map((c: { outcome: string }) => c.outcome)).toEqual(expected);
  });

  it('refuses a print of another chart in pt-BR and writes nothing', async () => {
    const { client } = await trader();
    const analysis = await analysed(client);
    const response = await postVerification(client, analysis.id, other);
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toMatch(/^Não é o mesmo gráfico/);
    expect(await rowsOf(app, analysis.id)).toHaveLength(0);
  });

  it('verifies earlier calls when the same user analyses a later print of the chart', async () => {
    const { client } = await trader();
    const analysis = await analysed(client);
    expect((await postAnalysis(client, { sector: 'otc', image: later })).statusCode).toBe(200);
    // the check runs beside the answer, in the verification thread: wait for what it writes
    const rows = await vi.waitFor(
      async () => {
        const written = await rowsOf(app, analysis.id);
        expect(written.length).toBeGreaterThan(0);
        return written;
      },
      { timeout: 10_000, interval: 50 },
    );
    // only final outcomes are written automatically, each from the later analysis
    for (const row of rows) {
      expect(row.source).toBe('auto');
      expect(['win', 'loss', 'draw', 'unverifiable']).toContain(row.outcome);
    }
    const uploaded = await postVerification(client, analysis.id, later);
    expect(uploaded.json().calls.length).toBeGreaterThanOrEqual(rows.length);
  });

  it("answers 404 for another user's analysis and 401 without a session", async () => {
    const { client } = await trader();
    const analysis = await analysed(client);
    const { client: stranger } = await trader();
    expect((await postVerification(stranger, analysis.id, later)).statusCode).toBe(404);
    const anonymous = new TestClient(app, '10.7.7.7');
    expect((await postVerification(anonymous, analysis.id, later)).statusCode).toBe(401);
  });

  it('limits how often one user checks prints', async () => {
    const { client } = await trader();
    const analysis = await analysed(client);
    let last = 0;
    for (let i = 0; i <= VERIFY_RATE.max; i++)
      last = (await postVerification(client, analysis.id, other)).statusCode;
    expect(last).toBe(429);
  });

  it('publishes the scoreboard without a session and keeps the admin figures for admins', async () => {
    const anonymous = new TestClient(app, '10.7.7.8');
    const board = await anonymous.get('/api/results');
    expect(board.statusCode).toBe(200);
    expect(board.json()).toMatchObject({ userCap: 20 });
    expect(board.json().calibration.length).toBeGreaterThan(0);
    expect((await anonymous.get('/api/admin/results')).statusCode).toBe(401);
    const admin = new TestClient(app, '10.9.0.9');
    await admin.post('/api/admin/login', { username: 'admin', password: app.adminPassword });
    const figures = await admin.get('/api/admin/results');
    expect(figures.statusCode).toBe(200);
    expect(figures.json().callsMade).toBeGreaterThan(0);
  });
});
