import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisMessages as m } from '../../../../shared/messages/analysis';
import { ENGINE_MODEL, type AnalyzeOutput } from '../../../analysis/engine';
import { buildApp } from '../../../app';
import { analysisHistory, creditTransactions, user } from '../../../db/schema';
import { parseEnv } from '../../../env';
import { queryRows } from '../../../lib/database';
import { fastPasswordHashing } from '../../../test/fast-password-hashing';
import { registerUser, TestClient } from '../../../test/http';
import { ensureFirstAdmin } from '../../admin';
import { systemStatusTexts as statusTexts } from '../../../../shared/messages/system-status';
import type { TestApp } from '../../../test/test-app';
import { createStubAnalysisProvider, recordedEngineOutput } from '../../../test/stub-analysis-provider';
import { createTestImageStore } from '../../../test/test-image-store';
import { createTestDatabase, testPostgresUrl } from '../../../test/test-database';
import { AnalysisFailure, type AnalysisProvider } from '../providers/analysis-provider';
import { chartFixture, postAnalysis, startCancellableAnalysis } from '../test-support';
import { analysisQueue } from './analysis-jobs';
import { createAnalysisWorker, type AnalysisWorker } from './analysis-worker';
import { bossSchema } from './open-boss';
import { createQueuedProvider } from './queued-provider';

const blank = readFileSync(
  fileURLToPath(new URL('../../../analysis/engine/fixtures/non-charts/blank.png', import.meta.url)),
);
// Long enough that the expired-job case below is clearly faster than a timeout on a busy machine.
const timeoutMs = 5_000;
const silent = pino({ level: 'silent' });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The engine, plus a few scripted behaviours chosen by the specification text. */
function scriptedProvider(engine: AnalysisProvider) {
  const calls = { outputs: [] as AnalyzeOutput[], aborted: 0, started: 0 };
  const provider: AnalysisProvider = {
    name: 'local',
    model: ENGINE_MODEL,
    async analyze(image, request) {
      calls.started += 1;
      if (request.specification === 'segurar') {
        // Runs until told to stop (the user cancels, or the worker shuts down).
        await new Promise<void>((resolve) =>
          request.signal.addEventListener('abort', () => resolve(), { once: true }),
        );
        calls.aborted += 1;
        throw new AnalysisFailure('unexpected', m.cancelled);
      }
      if (request.specification === 'provedor fora') {
        throw new AnalysisFailure('upstream', m.failed('o provedor de IA respondeu com erro 500'));
      }
      const output = await engine.analyze(image, request);
      calls.outputs.push(output);
      return output;
    },
    close: async () => {},
  };
  return { provider, calls };
}

async function until(check: () => Promise<boolean> | boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await wait(25);
  }
}

describe.skipIf(!testPostgresUrl)('analyses through the pg-boss job queue (PostgreSQL)', () => {
  let app: TestApp;
  let url: string;
  let engine: AnalysisProvider;
  const workers: AnalysisWorker[] = [];
  const cleanups: Array<() => Promise<unknown>> = [];

  function startWorker(provider: AnalysisProvider, concurrency = 2) {
    const worker = createAnalysisWorker({
      url,
      provider,
      concurrency,
      timeoutMs,
      logger: silent,
      pollMs: 200,
    });
    workers.push(worker);
    return worker.start().then(() => worker);
  }

  const creditsOf = async (id: string) =>
    (await app.db.select({ credits: user.credits }).from(user).where(eq(user.id, id)))[0]!.credits;
  const jobRows = async () => {
    const [row] = await queryRows<{ jobs: number; archived: number }>(
      app.db,
      sql.raw(
        `select (select count(*)::int from ${bossSchema}.job) as jobs, (select count(*)::int from ${bossSchema}.archive) as archived`,
      ),
    );
    return row!;
  };

  beforeAll(async () => {
    const database = await createTestDatabase('postgres');
    url = database.url!;
    const env = parseEnv({
      NODE_ENV: 'test',
      PUBLIC_URL: 'http://localhost:3000',
      DATABASE_URL: url,
      ANALYSIS_QUEUE: 'pg-boss',
      ANALYSIS_TIMEOUT_MS: String(timeoutMs),
    });
    // The API side exactly as app.ts builds it, but polling faster so the lost-notification case is quick.
    const analysisProvider = createQueuedProvider({
      url,
      name: 'local',
      model: ENGINE_MODEL,
      timeoutMs,
      logger: silent,
      pollMs: 200,
    });
    const images = createTestImageStore();
    const built = await buildApp({
      env,
      database,
      imageStore: images,
      logger: silent,
      authSecret: 'test-secret-test-secret-test-secret-123',
      analysisProvider,
      passwordHashing: fastPasswordHashing,
    });
    await built.server.ready();
    await analysisProvider.warm?.();
    // What the queue carries is the point here, not how a chart is read. Its recording is made
    // now on a fresh clone (seconds of OCR), not inside the first request's 5-second timeout.
    engine = createStubAnalysisProvider();
    await recordedEngineOutput();
    app = {
      server: built.server,
      auth: built.auth,
      routes: built.routes,
      pageViews: built.pageViews,
      database,
      db: database.db,
      images,
      env,
      adminPassword: '',
      close: async () => {
        await built.server.close();
        await database.close();
        await images.close();
      },
    };
  });

  afterAll(async () => {
    for (const worker of workers) await worker.stop({ graceMs: 0 }).catch(() => {});
    for (const cleanup of cleanups) await cleanup().catch(() => {});
    await engine?.close();
    await app?.close();
  });

  it('with no worker running, times out, refunds the credit and withdraws the job (image included)', async () => {
    const { client, user: buyer } = await registerUser(app);
    const started = Date.now();
    const response = await postAnalysis(client);
    expect(response.statusCode).toBe(504);
    expect(response.json().error.message).toBe(m.timeout);
    expect(Date.now() - started).toBeLessThan(timeoutMs + 2_000);
    expect(await creditsOf(buyer.id)).toBe(buyer.credits);
    const [row] = await app.db.select().from(analysisHistory).where(eq(analysisHistory.userId, buyer.id));
    expect(row).toMatchObject({ status: 'failed', errorMessage: m.timeout });
    await until(async () => (await jobRows()).jobs === 0, 2_000);
  });

  it('runs the analysis in a worker and brings back the result and the annotated PNG byte for byte', async () => {
    const scripted = scriptedProvider(engine);
    const worker = await startWorker(scripted.provider);
    const { client, user: buyer } = await registerUser(app);
    const response = await postAnalysis(client, { specification: 'EUR/USD M5, procuro reversão' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ credits: buyer.credits - 1, charged: true });
    expect(body.analysis).toMatchObject({ status: 'done', provider: 'local', model: ENGINE_MODEL });
    expect(scripted.calls.outputs).toHaveLength(1);
    const produced = scripted.calls.outputs[0]!;
    expect(body.analysis.result).toEqual(JSON.parse(JSON.stringify(produced.result)));
    const image = await client.get(`/api/analyses/${body.analysis.id}/image`);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(image.rawPayload, produced.annotatedPng!)).toBe(0);
    expect(worker.stats()).toMatchObject({ processed: 1, active: 0 });
    // Delivered jobs are deleted at once: no image stays in the queue.
    expect(await jobRows()).toEqual({ jobs: 0, archived: 0 });
  });

  it('maps worker failures to the same statuses and pt-BR messages, with refunds', async () => {
    const { client, user: buyer } = await registerUser(app);
    const unreadable = await postAnalysis(client, { image: blank });
    expect(unreadable.statusCode).toBe(422);
    expect(unreadable.json().error.message).toBe(
      'Não foi possível identificar candles nesta imagem. Envie um print de um gráfico de candles.',
    );
    const upstream = await postAnalysis(client, { specification: 'provedor fora' });
    expect(upstream.statusCode).toBe(502);
    expect(upstream.json().error.message).toBe(m.failed('o provedor de IA respondeu com erro 500'));
    expect(await creditsOf(buyer.id)).toBe(buyer.credits);
    const refunds = await app.db
      .select()
      .from(creditTransactions)
      .where(and(eq(creditTransactions.userId, buyer.id), eq(creditTransactions.transactionType, 'refund')));
    expect(refunds).toHaveLength(2);
    expect(await jobRows()).toEqual({ jobs: 0, archived: 0 });
  });

  it('cancels the job in the worker when the user closes the request, and refunds', async () => {
    const holding = scriptedProvider(engine);
    for (const worker of workers.splice(0)) await worker.stop({ graceMs: 0 });
    await startWorker(holding.provider);
    const { client, user: buyer } = await registerUser(app);
    const upload = await startCancellableAnalysis(app, client, { specification: 'segurar' });
    await until(() => holding.calls.started === 1);
    upload.cancel();
    await expect(upload.response).rejects.toThrow();
    await until(() => holding.calls.aborted === 1, 3_000);
    await until(async () => (await creditsOf(buyer.id)) === buyer.credits, 3_000);
    const [row] = await app.db.select().from(analysisHistory).where(eq(analysisHistory.userId, buyer.id));
    expect(row).toMatchObject({ status: 'cancelled', errorMessage: m.cancelled });
    await until(async () => (await jobRows()).jobs === 0, 2_000);
  });

  it('hands a job a stopping worker could not finish to another worker', async () => {
    const [holder] = workers;
    const { client, user: buyer } = await registerUser(app);
    const pending = postAnalysis(client, { specification: 'segurar' });
    await until(() => holder!.stats().active === 1);
    // The second worker answers 'segurar' like any chart.
    const plain: AnalysisProvider = {
      ...engine,
      analyze: (image, request) => engine.analyze(image, { ...request, specification: '' }),
    };
    await startWorker(plain);
    await holder!.stop({ graceMs: 50 });
    const response = await pending;
    expect(response.statusCode, response.body).toBe(200);
    expect(await creditsOf(buyer.id)).toBe(buyer.credits - 1);
  });

  it('reports a job pg-boss expired (its worker died) as a failure without waiting for the timeout', async () => {
    const boss = new PgBoss({ connectionString: url, schedule: false, supervise: false, migrate: false });
    await boss.start();
    cleanups.push(() => boss.stop({ graceful: false }));
    for (const worker of workers.splice(0)) await worker.stop({ graceMs: 0 });
    const { client, user: buyer } = await registerUser(app);
    const started = Date.now();
    const pending = postAnalysis(client);
    // A "worker" takes the job and dies with it.
    let taken: PgBoss.Job[] = [];
    await until(async () => (taken = await boss.fetch(analysisQueue)).length === 1);
    await app.db.execute(
      sql.raw(
        `update ${bossSchema}.job set started_on = now() - interval '1 hour' where id = '${taken[0]!.id}'`,
      ),
    );
    await boss.expire();
    const response = await pending;
    expect(response.statusCode).toBe(504);
    expect(response.json().error.message).toBe(m.timeout);
    // Told by the poll after the expiry, not by the API's own timeout (which would say the same).
    expect(Date.now() - started).toBeLessThan(timeoutMs - 1_000);
    expect(await creditsOf(buyer.id)).toBe(buyer.credits);
  });

  it("gets the result by polling when the worker's notification is lost", async () => {
    const boss = new PgBoss({ connectionString: url, schedule: false, supervise: false, migrate: false });
    await boss.start();
    cleanups.push(() => boss.stop({ graceful: false }));
    const { client, user: buyer } = await registerUser(app);
    const pending = postAnalysis(client);
    let taken: PgBoss.Job[] = [];
    await until(async () => (taken = await boss.fetch(analysisQueue)).length === 1);
    const output = await engine.analyze(chartFixture, {
      sector: 'forex',
      annotate: true,
      signal: new AbortController().signal,
    });
    // Completed without the NOTIFY a real worker sends in the same transaction.
    await boss.complete(analysisQueue, taken[0]!.id, {
      ok: true,
      result: output.result,
      annotatedPng: output.annotatedPng!.toString('base64'),
    });
    const response = await pending;
    expect(response.statusCode, response.body).toBe(200);
    expect(await creditsOf(buyer.id)).toBe(buyer.credits - 1);
    expect(await jobRows()).toEqual({ jobs: 0, archived: 0 });
  });

  // Issue 14, item 8: with pg-boss, 'Status do Sistema' measures a test analysis through the
  // workers and reports the queue's depth.
  it('measures a test analysis through the workers and the queue depth on the status page', async () => {
    if (workers.length === 0) await startWorker(engine);
    await ensureFirstAdmin({ auth: app.auth, db: app.db }, { password: 'senha-do-admin-da-fila' });
    const admin = new TestClient(app, '10.99.1.1');
    expect(
      (await admin.post('/api/admin/login', { username: 'admin', password: 'senha-do-admin-da-fila' }))
        .statusCode,
    ).toBe(200);
    const overview = await admin.get('/api/admin/overview');
    expect(overview.statusCode).toBe(200);
    const checks = Object.fromEntries(
      (overview.json().status as Array<{ name: string; state: string; detail: string }>).map((check) => [
        check.name,
        check,
      ]),
    );
    expect(checks[statusTexts.analysis]?.state).toBe('ok');
    expect(checks[statusTexts.queue]).toMatchObject({ state: 'ok' });
    expect(checks[statusTexts.queue]!.detail).toMatch(/^\d+ análises? aguardando, \d+ em andamento$/);
    // The test job was read back and deleted like any other.
    await until(async () => (await jobRows()).jobs === 0, 5_000);
  });
});
