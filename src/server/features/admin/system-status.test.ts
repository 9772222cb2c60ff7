import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatusCheck } from '../../../shared/admin';
import { systemStatusTexts as t } from '../../../shared/messages/system-status';
import { TestClient } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';
import { AnalysisFailure, type AnalysisProvider } from '../analysis';
import { createStripeProvider } from '../payments';
import { startFakeStripe } from '../payments/test-support/fake-stripe';

async function statusOf(app: TestApp): Promise<Record<string, StatusCheck>> {
  const admin = new TestClient(app, '10.99.0.1');
  expect(
    (await admin.post('/api/admin/login', { username: 'admin', password: app.adminPassword })).statusCode,
  ).toBe(200);
  const overview = await admin.get('/api/admin/overview');
  expect(overview.statusCode).toBe(200);
  return Object.fromEntries((overview.json().status as StatusCheck[]).map((check) => [check.name, check]));
}

const brokenEngine: AnalysisProvider = {
  name: 'local',
  model: 'motor-quebrado',
  async analyze() {
    throw new AnalysisFailure('unexpected', 'o motor caiu');
  },
  close: async () => {},
};

// Issue 14, item 8: 'Status do Sistema' shows only what it measured just now.
describe('Status do Sistema', () => {
  let smtp: SMTPServer;
  let smtpPort: number;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  const apps: TestApp[] = [];
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData: (_stream, _session, done) => done(),
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
    smtpPort = (smtp.server.address() as AddressInfo).port;
    stripe = await startFakeStripe();
  });
  /** An app whose mail goes to `smtpUrl` and whose card payments go to the fake Stripe with `stripeKey`. */
  async function appWithMailAndStripe(options: { smtpUrl: string; stripeKey: string }) {
    const app = await createTestApp(
      'pglite',
      {
        SMTP_URL: options.smtpUrl,
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: options.stripeKey,
        STRIPE_WEBHOOK_SECRET: 'whsec_vtx',
      },
      {
        cardProvider: createStripeProvider({
          secretKey: options.stripeKey,
          api: { host: '127.0.0.1', port: stripe.port, protocol: 'http' },
        }),
        // Not what these tests look at: an engine that fails at once.
        analysisProvider: brokenEngine,
      },
    );
    apps.push(app);
    return app;
  }
  afterAll(async () => {
    for (const app of apps) await app.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await stripe?.close();
  });

  it(
    'measures the database and a test analysis; says what is not configured',
    { timeout: 120_000 },
    async () => {
      // The app's default in tests: the stub provider, which answers the check's drawing.
      const app = await createTestApp('pglite');
      apps.push(app);
      const status = await statusOf(app);
      expect(status[t.database]).toMatchObject({ state: 'ok', detail: t.databasePglite });
      expect(status[t.database]!.latencyMs).toEqual(expect.any(Number));
      expect(status[t.analysis]!.state).toBe('ok');
      expect(status[t.analysis]!.latencyMs).toEqual(expect.any(Number));
      expect(status[t.queue]).toMatchObject({
        state: 'unconfigured',
        detail: t.queueInline,
        latencyMs: null,
      });
      expect(status[t.payments]).toMatchObject({ state: 'unconfigured', detail: t.paymentsSandbox });
      expect(status[t.email]).toMatchObject({ state: 'unconfigured', detail: t.emailOutbox });
    },
  );

  it('shows the analysis service red when its test analysis fails', { timeout: 60_000 }, async () => {
    const app = await createTestApp('pglite', {}, { analysisProvider: brokenEngine });
    apps.push(app);
    const status = await statusOf(app);
    expect(status[t.analysis]).toMatchObject({ state: 'fail', latencyMs: null, detail: t.failed });
    expect(status[t.analysis]!.detail).not.toContain('o motor caiu');
  });

  it(
    'verifies SMTP and reaches Stripe with the key when they are configured',
    { timeout: 60_000 },
    async () => {
      const status = await statusOf(
        await appWithMailAndStripe({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, stripeKey: 'sk_test_vtx' }),
      );
      expect(status[t.email]).toMatchObject({ state: 'ok', detail: t.smtpVerified });
      expect(status[t.payments]).toMatchObject({ state: 'ok', detail: t.stripeReached });
    },
  );

  it('shows SMTP and Stripe red when they do not answer or refuse the key', { timeout: 60_000 }, async () => {
    const status = await statusOf(
      await appWithMailAndStripe({ smtpUrl: 'smtp://127.0.0.1:1', stripeKey: 'sk_live_wrong' }),
    );
    expect(status[t.email]!.state).toBe('fail');
    expect(status[t.payments]!.state).toBe('fail');
    expect(JSON.stringify(status)).not.toContain('sk_live_wrong');
  });
});

describe.each(testDatabaseKinds)('liveness and readiness on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(async () => {
    await app?.server.close();
  });

  it('answers /api/ready only while the database answers; /api/health stays liveness', async () => {
    const ready = await app.server.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', database: { ok: true } });

    await app.database.close();
    const down = await app.server.inject({ method: 'GET', url: '/api/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'unavailable', database: { ok: false, latencyMs: null } });
    expect((await app.server.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
