import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMessages as m } from '../../shared/messages/payments';
import { creditTransactions, emailOutbox, user } from '../db/schema';
import { EnvError, parseEnv } from '../env';
import { registerUser, TestClient } from '../test/http';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDatabaseKinds } from '../test/test-database';

const production = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'http://localhost:3000',
  PIX_KEY: 'financeiro@empresa-real.com.br',
  PIX_WHATSAPP_NUMBER: '5521988887777',
};

async function credits(app: TestApp, id: string): Promise<number> {
  const [row] = await app.db.select({ credits: user.credits }).from(user).where(eq(user.id, id));
  return row!.credits;
}

// Issue 14, item 1: production never hands out plans for the sandbox's test card by default.
describe('payment configuration in production', () => {
  it('has no card provider unless one is named, and refuses the sandbox without the variable that says so', () => {
    expect(parseEnv(production).PAYMENT_PROVIDER).toBe('none');
    expect(parseEnv({}).PAYMENT_PROVIDER).toBe('sandbox');
    expect(() => parseEnv({ ...production, PAYMENT_PROVIDER: 'sandbox' })).toThrow(EnvError);
    expect(() => parseEnv({ ...production, PAYMENT_PROVIDER: 'sandbox' })).toThrow(
      /PAYMENT_SANDBOX_IN_PRODUCTION/,
    );
    expect(
      parseEnv({ ...production, PAYMENT_PROVIDER: 'sandbox', PAYMENT_SANDBOX_IN_PRODUCTION: 'true' })
        .PAYMENT_PROVIDER,
    ).toBe('sandbox');
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL/);
    // Workers and scripts serve no one: they need neither.
    expect(parseEnv({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' }, 'worker').NODE_ENV).toBe(
      'production',
    );
  });
});

describe.each(testDatabaseKinds)('production without a card provider on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind, production);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('gives nothing away: card checkout is unavailable, the sandbox endpoints do not exist', async () => {
    const { client, user: buyer } = await registerUser(app);
    const checkout = await client.post('/api/checkout', { planType: 'vtx_100_credits' });
    expect(checkout.statusCode).toBe(503);
    expect(checkout.json().error).toEqual({ code: 'PAYMENT_UNAVAILABLE', message: m.cardUnavailable });
    for (const action of ['', '/pay', '/cancel']) {
      const response = await client.request(
        action ? 'POST' : 'GET',
        `/api/sandbox-checkout/cs_sandbox_abcdefghijklmnop${action}`,
        action ? {} : undefined,
      );
      expect(response.statusCode, action).toBe(404);
    }
    const verify = await client.post('/api/checkout/verify', { sessionId: 'cs_sandbox_abcdefghijklmnop' });
    expect(verify.statusCode).toBe(503);
    expect(await credits(app, buyer.id)).toBe(buyer.credits);
  });

  it('tells the web that cards are unavailable while PIX still works', async () => {
    const methods = await new TestClient(app).get('/api/payments/methods');
    expect(methods.json()).toEqual({ card: 'unavailable', pix: true });
    const { client } = await registerUser(app);
    const quote = await client.get('/api/payments/pix/quote?planType=vtx_100_credits');
    expect(quote.statusCode).toBe(200);
    const registered = await client.post('/api/payments/pix', {
      planType: 'vtx_100_credits',
      reference: quote.json().reference,
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toMatchObject({ status: 'pending', test: false });
  });
});

// With the demo PIX values production takes no PIX either: the refusal points nowhere.
describe.each(testDatabaseKinds)('production with neither a card provider nor PIX on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind, { NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('says cards are unavailable without sending the buyer to PIX', async () => {
    const methods = await new TestClient(app).get('/api/payments/methods');
    expect(methods.json()).toEqual({ card: 'unavailable', pix: false });
    const { client } = await registerUser(app);
    const checkout = await client.post('/api/checkout', { planType: 'vtx_100_credits' });
    expect(checkout.statusCode).toBe(503);
    expect(checkout.json().error).toEqual({ code: 'PAYMENT_UNAVAILABLE', message: m.cardUnavailableAlone });
  });
});

describe.each(testDatabaseKinds)('the sandbox on a staging server on %s', (kind) => {
  let app: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    app = await createTestApp(kind, {
      ...production,
      PAYMENT_PROVIDER: 'sandbox',
      PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
    });
    admin = new TestClient(app, '10.95.0.1');
    expect(
      (await admin.post('/api/admin/login', { username: 'admin', password: app.adminPassword })).statusCode,
    ).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('marks sandbox payments as test payments everywhere and never counts them as revenue', async () => {
    expect((await new TestClient(app).get('/api/payments/methods')).json()).toEqual({
      card: 'sandbox',
      pix: true,
    });
    const revenueBefore = (await admin.get('/api/admin/overview')).json().revenueCents;
    const { client, user: buyer, email } = await registerUser(app);
    const { sessionId } = (await client.post('/api/checkout', { planType: 'vtx_100_credits' })).json();
    expect((await client.post(`/api/sandbox-checkout/${sessionId}/pay`)).statusCode).toBe(200);
    expect(await credits(app, buyer.id)).toBe(buyer.credits + 100);

    const mine = (await client.get('/api/payments')).json().items[0];
    expect(mine).toMatchObject({ status: 'paid', test: true });
    const statement = (await client.get('/api/credits/transactions')).json().items[0];
    expect(statement.description).toContain('pagamento de teste');
    const [receipt] = await app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(receipt?.subject).toMatch(/^\[TESTE\]/);

    const listed = (await admin.get('/api/admin/payments')).json();
    expect(listed.items.find((item: { sessionId: string }) => item.sessionId === sessionId)).toMatchObject({
      test: true,
    });
    expect(listed.summary).toMatchObject({ revenueCents: 0, paidCount: 0, testPaidCount: 1 });
    const overview = (await admin.get('/api/admin/overview')).json();
    expect(overview.revenueCents).toBe(revenueBefore);
    expect(
      overview.recentActivity.some((item: { description: string }) =>
        item.description.startsWith('Pagamento de teste'),
      ),
    ).toBe(true);
    const ledger = await app.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.userId, buyer.id));
    expect(ledger.reduce((sum, row) => sum + row.creditsAmount, 0)).toBe(buyer.credits + 100);
  });
});
