import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMessages as m } from '../../../shared/messages/payments';
import { creditTransactions, paymentSessions, user } from '../../db/schema';
import { registerUser } from '../../test/http';
import type { TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';
import { startStripeTestApp, type StripeTestApp } from './test-support/stripe-test-app';

const secretKey = 'sk_test_vtx_local';
const webhookSecret = 'whsec_test_vtx_local';

describe.each(testDatabaseKinds)('Stripe adapter on %s', (kind) => {
  let stripe: StripeTestApp;
  let app: TestApp;
  let fake: StripeTestApp['fake'];
  const signedWebhook: StripeTestApp['signedWebhook'] = (event, secret) =>
    stripe.signedWebhook(event, secret);

  function completedEvent(sessionId: string, overrides: Record<string, unknown> = {}) {
    const session = {
      ...fake.sessions.get(sessionId)!,
      payment_status: 'paid',
      status: 'complete',
      ...overrides,
    };
    return {
      id: `evt_${sessionId}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: session },
    };
  }

  beforeAll(async () => {
    stripe = await startStripeTestApp(kind, { secretKey, webhookSecret });
    ({ app, fake } = stripe);
  });
  afterAll(() => stripe?.close());

  it('creates a BRL Checkout Session priced from our catalogue, with user and plan in metadata', async () => {
    const { client, user: buyer } = await registerUser(app);
    const response = await client.post('/api/checkout', { planType: 'vtx_lifetime' });
    expect(response.statusCode).toBe(200);
    const { url, sessionId } = response.json();
    const session = fake.sessions.get(sessionId)!;
    expect(url).toBe(session.url);
    expect(session).toMatchObject({ amount_total: 149700, currency: 'brl', client_reference_id: buyer.id });
    expect(session.metadata).toMatchObject({ userId: buyer.id, planType: 'vtx_lifetime' });
    expect(session.success_url).toBe(
      'http://localhost:3000/dashboard?payment=success&plan=vtx_lifetime&session_id={CHECKOUT_SESSION_ID}',
    );
  });

  it('credits once from a signed webhook, its replay and the return page together', async () => {
    const { client, user: buyer } = await registerUser(app);
    const { sessionId } = (await client.post('/api/checkout', { planType: 'vtx_100_credits' })).json();
    fake.sessions.get(sessionId)!.payment_status = 'paid';
    const event = completedEvent(sessionId);
    const answers = await Promise.all([
      signedWebhook(event),
      signedWebhook(event),
      client.post('/api/checkout/verify', { sessionId }),
      signedWebhook(event),
      client.post('/api/checkout/verify', { sessionId }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const [row] = await app.db.select().from(user).where(eq(user.id, buyer.id));
    expect(row!.credits).toBe(buyer.credits + 100);
    const ledger = await app.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.userId, buyer.id));
    expect(ledger.filter((entry) => entry.transactionType === 'purchase')).toHaveLength(1);
  });

  it('refuses a webhook with a bad or missing signature and changes nothing', async () => {
    const { client, user: buyer } = await registerUser(app);
    const { sessionId } = (await client.post('/api/checkout', { planType: 'vtx_500_credits' })).json();
    const forged = await signedWebhook(completedEvent(sessionId), 'whsec_wrong');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.message).toBe(m.webhookSignature);
    const unsigned = await app.server.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(completedEvent(sessionId)),
    });
    expect(unsigned.statusCode).toBe(400);
    const [row] = await app.db.select().from(user).where(eq(user.id, buyer.id));
    expect(row!.credits).toBe(buyer.credits);
  });

  it('never credits a session whose paid amount differs from the catalogue', async () => {
    const { client, user: buyer } = await registerUser(app);
    const { sessionId } = (await client.post('/api/checkout', { planType: 'vtx_500_credits' })).json();
    const tampered = await signedWebhook(completedEvent(sessionId, { amount_total: 100 }));
    expect(tampered.statusCode).toBe(409);
    const [row] = await app.db.select().from(user).where(eq(user.id, buyer.id));
    expect(row!.credits).toBe(buyer.credits);
  });

  it('marks expired and failed sessions without credits', async () => {
    const { client } = await registerUser(app);
    const first = (await client.post('/api/checkout', { planType: 'vtx_annual' })).json().sessionId;
    const second = (await client.post('/api/checkout', { planType: 'vtx_annual' })).json().sessionId;
    await signedWebhook({
      id: 'evt_expired',
      object: 'event',
      type: 'checkout.session.expired',
      data: { object: { ...fake.sessions.get(first)!, status: 'expired' } },
    });
    await signedWebhook({
      id: 'evt_failed',
      object: 'event',
      type: 'checkout.session.async_payment_failed',
      data: { object: fake.sessions.get(second)! },
    });
    const rows = await app.db.select().from(paymentSessions).where(eq(paymentSessions.provider, 'stripe'));
    expect(rows.find((row) => row.providerSessionId === first)?.status).toBe('expired');
    expect(rows.find((row) => row.providerSessionId === second)?.status).toBe('failed');
  });
});
