import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '../../shared/messages/admin';
import { paymentMessages as m } from '../../shared/messages/payments';
import { defaultSystemSettings } from '../../shared/settings';
import { user } from '../db/schema';
import { registerUser, TestClient } from '../test/http';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDatabaseKinds } from '../test/test-database';

async function credits(app: TestApp, id: string): Promise<number> {
  const [row] = await app.db.select({ credits: user.credits }).from(user).where(eq(user.id, id));
  return row!.credits;
}

// Issue 14, item 2: balance + pending payments ≤ ceiling, checked when each payment opens, so
// every paid payment is credited in full; admin grants and PIX confirmations obey it too.
describe.each(testDatabaseKinds)('the credit ceiling on %s', (kind) => {
  let app: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    app = await createTestApp(kind);
    admin = new TestClient(app, '10.98.0.1');
    expect(
      (await admin.post('/api/admin/login', { username: 'admin', password: app.adminPassword })).statusCode,
    ).toBe(200);
    // Default ceiling (1 000) and a starting balance of 1, as in the issue.
    expect((await admin.request('PUT', '/api/admin/settings', defaultSystemSettings)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('counts open checkouts: four 500-credit checkouts at once, then paid, never pass 1 000', async () => {
    const { client, user: buyer } = await registerUser(app);
    const opened = await Promise.all(
      [1, 2, 3, 4].map(() => client.post('/api/checkout', { planType: 'vtx_500_credits' })),
    );
    expect(opened.map((response) => response.statusCode).sort()).toEqual([200, 422, 422, 422]);
    const refused = opened.find((response) => response.statusCode === 422)!;
    expect(refused.json().error.message).toBe(m.overCreditLimit(1000, 500));
    for (const response of opened.filter((answer) => answer.statusCode === 200)) {
      const { sessionId } = response.json();
      expect((await client.post(`/api/sandbox-checkout/${sessionId}/pay`)).statusCode).toBe(200);
    }
    expect(await credits(app, buyer.id)).toBe(buyer.credits + 500);
    // Paid now: the room it took is the balance's, and the next 500 would pass the ceiling.
    expect((await client.post('/api/checkout', { planType: 'vtx_500_credits' })).statusCode).toBe(422);
    expect((await client.post('/api/checkout', { planType: 'vtx_100_credits' })).statusCode).toBe(200);
  });

  it('counts PIX registrations and card checkouts together; licences take no room', async () => {
    const { client } = await registerUser(app);
    expect((await client.post('/api/checkout', { planType: 'vtx_500_credits' })).statusCode).toBe(200);
    const quote = await client.get('/api/payments/pix/quote?planType=vtx_500_credits');
    expect(quote.statusCode).toBe(422);
    expect(quote.json().error.message).toBe(m.overCreditLimit(1000, 500));
    const { reference } = (await client.get('/api/payments/pix/quote?planType=vtx_100_credits')).json();
    expect(
      (await client.post('/api/payments/pix', { planType: 'vtx_100_credits', reference })).statusCode,
    ).toBe(201);
    expect((await client.post('/api/checkout', { planType: 'vtx_500_credits' })).statusCode).toBe(422);
    expect((await client.post('/api/checkout', { planType: 'vtx_lifetime' })).statusCode).toBe(200);
  });

  it('frees the room of a checkout the buyer cancelled', async () => {
    const { client } = await registerUser(app);
    const { sessionId } = (await client.post('/api/checkout', { planType: 'vtx_500_credits' })).json();
    expect((await client.post('/api/checkout', { planType: 'vtx_500_credits' })).statusCode).toBe(422);
    await client.post(`/api/sandbox-checkout/${sessionId}/cancel`);
    expect((await client.post('/api/checkout', { planType: 'vtx_500_credits' })).statusCode).toBe(200);
  });

  it('keeps an admin grant within the ceiling, pending payments included', async () => {
    const { client, user: customer } = await registerUser(app);
    expect((await client.post('/api/checkout', { planType: 'vtx_500_credits' })).statusCode).toBe(200);
    const grant = await admin.post(`/api/admin/users/${customer.id}/credits`, {
      amount: 500,
      idempotencyKey: randomUUID(),
    });
    expect(grant.statusCode).toBe(422);
    expect(grant.json().error.message).toBe(adminMessages.overMaxCredits(1000, 500));
    expect(await credits(app, customer.id)).toBe(customer.credits);
    const smaller = await admin.post(`/api/admin/users/${customer.id}/credits`, {
      amount: 250,
      idempotencyKey: randomUUID(),
    });
    expect(smaller.statusCode).toBe(200);
  });

  it('refuses to confirm a PIX payment that would pass the ceiling, crediting nothing', async () => {
    const { client, user: customer } = await registerUser(app);
    const { reference } = (await client.get('/api/payments/pix/quote?planType=vtx_500_credits')).json();
    const payment = (
      await client.post('/api/payments/pix', { planType: 'vtx_500_credits', reference })
    ).json();
    // The administrator lowers the ceiling after the registration.
    const lowered = { ...defaultSystemSettings, maxCreditsPerUser: 300 };
    expect((await admin.request('PUT', '/api/admin/settings', lowered)).statusCode).toBe(200);
    try {
      const confirm = await admin.post(`/api/admin/payments/${payment.id}/confirm`);
      expect(confirm.statusCode).toBe(422);
      expect(confirm.json().error.message).toBe(adminMessages.overMaxCredits(300));
      expect(await credits(app, customer.id)).toBe(customer.credits);
    } finally {
      await admin.request('PUT', '/api/admin/settings', defaultSystemSettings);
    }
    const confirmed = await admin.post(`/api/admin/payments/${payment.id}/confirm`);
    expect(confirmed.json()).toMatchObject({ status: 'paid', creditsAdded: 500 });
  });
});
