import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMessages as m } from '../../shared/messages/payments';
import { EnvError, parseEnv } from '../env';
import { registerUser, TestClient } from '../test/http';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDatabaseKinds } from '../test/test-database';

const realPix = { PIX_KEY: 'financeiro@empresa-real.com.br', PIX_WHATSAPP_NUMBER: '5521988887777' };

// Issue 25: a production server started without NODE_ENV (deploy.md's old command, `npm start`)
// ran in development mode: the sandbox sold plans for the test card and reset links went to the log.
describe('a careless production start', () => {
  it('refuses an https PUBLIC_URL outside production, in pt-BR, naming NODE_ENV', () => {
    for (const nodeEnv of [undefined, '', 'development', 'test']) {
      const source = { PUBLIC_URL: 'https://vtx.example.com', NODE_ENV: nodeEnv };
      expect(() => parseEnv(source), String(nodeEnv)).toThrow(EnvError);
      expect(() => parseEnv(source), String(nodeEnv)).toThrow(/NODE_ENV[^\n]*defina NODE_ENV=production/);
    }
    expect(parseEnv({ PUBLIC_URL: 'https://vtx.example.com', NODE_ENV: 'production' }).NODE_ENV).toBe(
      'production',
    );
  });

  it('refuses an unset NODE_ENV on an address outside this machine, and keeps local trials easy', () => {
    expect(() => parseEnv({ PUBLIC_URL: 'http://vtx.example.com' })).toThrow(/NODE_ENV: não definido/);
    expect(() => parseEnv({ PUBLIC_URL: 'http://192.168.0.10:3000' })).toThrow(/NODE_ENV/);
    for (const local of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      expect(parseEnv({ PUBLIC_URL: local }).PAYMENT_PROVIDER, local).toBe('sandbox');
    }
    expect(parseEnv({}).NODE_ENV).toBe('development');
    // Said out loud, a LAN test server may run in development.
    expect(parseEnv({ PUBLIC_URL: 'http://192.168.0.10:3000', NODE_ENV: 'development' }).NODE_ENV).toBe(
      'development',
    );
    // Workers and scripts serve no one.
    expect(parseEnv({ PUBLIC_URL: 'https://vtx.example.com' }, 'worker').NODE_ENV).toBe('development');
  });

  it('refuses the demo PIX receiver in production, and switches PIX off when it is left unset', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://vtx.example.com' };
    expect(() => parseEnv({ ...production, PIX_KEY: 'pagamentos@vtx-analise.com.br' })).toThrow(
      /PIX_KEY: .*chave de demonstração/,
    );
    expect(() => parseEnv({ ...production, PIX_WHATSAPP_NUMBER: '5511999999999' })).toThrow(
      /PIX_WHATSAPP_NUMBER/,
    );
    expect(parseEnv(production).PIX_ENABLED).toBe(false);
    expect(parseEnv({ ...production, PIX_KEY: realPix.PIX_KEY }).PIX_ENABLED).toBe(false);
    expect(parseEnv({ ...production, ...realPix }).PIX_ENABLED).toBe(true);
    expect(parseEnv({}).PIX_ENABLED).toBe(true);
    // A staging server takes test money anyway.
    expect(
      parseEnv({ ...production, PAYMENT_PROVIDER: 'sandbox', PAYMENT_SANDBOX_IN_PRODUCTION: 'true' })
        .PIX_ENABLED,
    ).toBe(true);
  });
});

describe.each(testDatabaseKinds)('production with the demo PIX receiver on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind, { NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('takes no PIX and says so; the admin overview shows the mode', async () => {
    expect((await new TestClient(app).get('/api/payments/methods')).json()).toEqual({
      card: 'unavailable',
      pix: false,
    });
    const { client } = await registerUser(app);
    const quote = await client.get('/api/payments/pix/quote?planType=vtx_100_credits');
    expect(quote.statusCode).toBe(503);
    expect(quote.json().error).toEqual({ code: 'PAYMENT_UNAVAILABLE', message: m.pixUnavailable });
    const registered = await client.post('/api/payments/pix', {
      planType: 'vtx_100_credits',
      reference: 'VTX-12345678',
    });
    expect(registered.statusCode).toBe(503);

    const admin = new TestClient(app, '10.95.0.2');
    await admin.post('/api/admin/login', { username: 'admin', password: app.adminPassword });
    expect((await admin.get('/api/admin/overview')).json().mode).toEqual({
      environment: 'production',
      card: 'unavailable',
      pix: false,
    });
  });
});

describe.each(testDatabaseKinds)('the sandbox behind https without its staging flag on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    // Development mode with the default localhost PUBLIC_URL, as `npm start` runs behind a TLS proxy.
    app = await createTestApp(kind, { NODE_ENV: 'development' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('grants nothing to a request that came over https, and still works over plain http', async () => {
    const { client } = await registerUser(app);
    const httpsHeaders: Array<Record<string, string>> = [
      { 'x-forwarded-proto': 'https' },
      { origin: 'https://vtx.example.com', host: 'vtx.example.com' },
    ];
    for (const headers of httpsHeaders) {
      const checkout = await client.post('/api/checkout', { planType: 'vtx_100_credits' }, headers);
      expect(checkout.statusCode, JSON.stringify(headers)).toBe(503);
      expect(checkout.json().error.message).toBe(m.cardUnavailable);
    }
    const { sessionId } = (await client.post('/api/checkout', { planType: 'vtx_100_credits' })).json();
    const pay = await client.post(`/api/sandbox-checkout/${sessionId}/pay`, {}, httpsHeaders[0]);
    expect(pay.statusCode).toBe(503);
    const before = (await client.get('/api/me')).json().credits as number;
    expect((await client.post(`/api/sandbox-checkout/${sessionId}/pay`)).statusCode).toBe(200);
    expect((await client.get('/api/me')).json().credits).toBe(before + 100);

    const admin = new TestClient(app, '10.95.0.3');
    await admin.post('/api/admin/login', { username: 'admin', password: app.adminPassword });
    expect((await admin.get('/api/admin/overview')).json().mode).toEqual({
      environment: 'development',
      card: 'sandbox',
      pix: true,
    });
  });
});
