import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSessions, user } from '../db/schema';
import { startStripeTestApp, type StripeTestApp } from '../features/payments/test-support/stripe-test-app';
import { registerUser } from '../test/http';
import type { TestApp } from '../test/test-app';
import { testDatabaseKinds } from '../test/test-database';

const secretKey = 'sk_test_vtx_security';
const webhookSecret = 'whsec_test_vtx_security';

// Issue 25: a signed event with amount_total null credited the plan (defence in depth: only a
// session Stripe calls 'paid', for exactly the plan's amount in BRL, is fulfilled).
describe.each(testDatabaseKinds)('Stripe fulfilment on %s', (kind) => {
  let stripe: StripeTestApp;
  let app: TestApp;
  let fake: StripeTestApp['fake'];

  function completed(session: object, type = 'checkout.session.completed') {
    return stripe.signedWebhook({
      id: `evt_${Math.random()}`,
      object: 'event',
      type,
      data: { object: session },
    });
  }

  beforeAll(async () => {
    stripe = await startStripeTestApp(kind, { secretKey, webhookSecret });
    ({ app, fake } = stripe);
  });
  afterAll(() => stripe?.close());

  it('credits nothing for a null or other amount, another currency, or a payment status other than paid', async () => {
    const { client, user: buyer } = await registerUser(app);
    const tampered = [
      { amount_total: null },
      { amount_total: 0 },
      { amount_total: 149_600 },
      { currency: null },
      { currency: 'usd' },
      { payment_status: 'no_payment_required' },
      { payment_status: 'unpaid' },
    ];
    for (const overrides of tampered) {
      const { sessionId } = (await client.post('/api/checkout', { planType: 'vtx_lifetime' })).json();
      const session = {
        ...fake.sessions.get(sessionId)!,
        payment_status: 'paid',
        status: 'complete',
        ...overrides,
      };
      for (const type of ['checkout.session.completed', 'checkout.session.async_payment_succeeded']) {
        const answer = await completed(session, type);
        expect([200, 409], JSON.stringify(overrides)).toContain(answer.statusCode);
      }
      // The return page asks Stripe itself: the same session there changes nothing either.
      Object.assign(fake.sessions.get(sessionId)!, session);
      const verify = await client.post('/api/checkout/verify', { sessionId });
      expect(verify.json().success ?? false, JSON.stringify(overrides)).toBe(false);
      const [payment] = await app.db
        .select()
        .from(paymentSessions)
        .where(eq(paymentSessions.providerSessionId, sessionId));
      expect(payment!.status, JSON.stringify(overrides)).toBe('pending');
      // Keep the ceiling clear for the next attempt.
      await app.db
        .update(paymentSessions)
        .set({ status: 'failed' })
        .where(eq(paymentSessions.id, payment!.id));
    }
    const [row] = await app.db.select().from(user).where(eq(user.id, buyer.id));
    expect(row).toMatchObject({ credits: buyer.credits, licenceKind: null });
  });

  it('still credits the real thing', async () => {
    const { client, user: buyer } = await registerUser(app);
    const { sessionId } = (await client.post('/api/checkout', { planType: 'vtx_100_credits' })).json();
    const session = { ...fake.sessions.get(sessionId)!, payment_status: 'paid', status: 'complete' };
    expect((await completed(session)).statusCode).toBe(200);
    const [row] = await app.db.select().from(user).where(eq(user.id, buyer.id));
    expect(row!.credits).toBe(buyer.credits + 100);
  });
});
