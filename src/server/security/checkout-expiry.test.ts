import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMessages as m } from '../../shared/messages/payments';
import { paymentStatusLabels } from '../../shared/payment-status';
import { defaultSystemSettings } from '../../shared/settings';
import { paymentSessions, sandboxCheckouts, user } from '../db/schema';
import { expireAbandonedCheckouts } from '../features/payments';
import { registerUser, TestClient } from '../test/http';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDatabaseKinds } from '../test/test-database';

const minutes = (n: number) => n * 60 * 1000;

/** Moves a checkout (our row and the sandbox's session) back in time, as if opened `ago` ms ago. */
async function openedAgo(app: TestApp, sessionId: string, ago: number) {
  const createdAt = new Date(Date.now() - ago);
  await app.db
    .update(paymentSessions)
    .set({ createdAt })
    .where(eq(paymentSessions.providerSessionId, sessionId));
  await app.db
    .update(sandboxCheckouts)
    .set({ createdAt, expiresAt: new Date(createdAt.getTime() + minutes(30)) })
    .where(eq(sandboxCheckouts.id, sessionId));
}

// Issue 25: abandoned checkouts stayed "Pendente" for ever, counted toward the credit ceiling and
// blocked purchases ("contando 300 créditos de pagamentos ainda pendentes").
describe.each(testDatabaseKinds)('abandoned checkouts on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
    const admin = new TestClient(app, '10.97.0.1');
    await admin.post('/api/admin/login', { username: 'admin', password: app.adminPassword });
    await admin.request('PUT', '/api/admin/settings', { ...defaultSystemSettings, maxCreditsPerUser: 600 });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('expire after 30 minutes: no longer counted, shown as Expirado, no longer payable', async () => {
    const { client, user: buyer } = await registerUser(app);
    const first = (await client.post('/api/checkout', { planType: 'vtx_500_credits' })).json().sessionId;
    // Within its half hour it still holds its room.
    await openedAgo(app, first, minutes(25));
    const blocked = await client.post('/api/checkout', { planType: 'vtx_500_credits' });
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().error.message).toBe(m.overCreditLimit(600, 500));

    await openedAgo(app, first, minutes(45));
    const second = await client.post('/api/checkout', { planType: 'vtx_500_credits' });
    expect(second.statusCode).toBe(200);
    const listed = (await client.get('/api/payments')).json().items as Array<{
      providerSessionId: string;
      status: string;
    }>;
    expect(listed.find((item) => item.providerSessionId === first)?.status).toBe('expired');
    expect(paymentStatusLabels.expired).toBe('Expirado');
    expect((await client.post(`/api/sandbox-checkout/${first}/pay`)).statusCode).toBe(409);
    expect((await client.get(`/api/sandbox-checkout/${first}`)).json().status).toBe('expired');

    const [row] = await app.db.select().from(user).where(eq(user.id, buyer.id));
    expect(row!.credits).toBe(buyer.credits);
  });

  it('are swept for every user (the admin list), and a late "paid" from the provider is still credited', async () => {
    const { client, user: buyer } = await registerUser(app);
    const sessionId = (await client.post('/api/checkout', { planType: 'vtx_100_credits' })).json().sessionId;
    await openedAgo(app, sessionId, minutes(41));
    expect(await expireAbandonedCheckouts(app.db)).toBeGreaterThanOrEqual(1);
    const [expired] = await app.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.providerSessionId, sessionId));
    expect(expired!.status).toBe('expired');
    // The sandbox's session is still open (say its clock was behind): a payment it takes is money.
    await app.db
      .update(sandboxCheckouts)
      .set({ status: 'open', expiresAt: new Date(Date.now() + minutes(1)) })
      .where(eq(sandboxCheckouts.id, sessionId));
    expect((await client.post(`/api/sandbox-checkout/${sessionId}/pay`)).statusCode).toBe(200);
    const [row] = await app.db.select().from(user).where(eq(user.id, buyer.id));
    expect(row!.credits).toBe(buyer.credits + 100);
  });
});
