import { hasError, parsePix } from 'pix-utils';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../shared/format';
import { paymentMessages as m } from '../../../shared/messages/payments';
import { defaultSystemSettings } from '../../../shared/settings';
import { creditTransactions, emailOutbox, paymentSessions, sandboxCheckouts, user } from '../../db/schema';
import { registerUser } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';
import { saveSystemSettings } from '../settings';
import { fulfilPayment } from './fulfil-payment';

async function ledgerSum(app: TestApp, userId: string): Promise<number> {
  const [row] = await app.db
    .select({ total: sql<number>`coalesce(sum(${creditTransactions.creditsAmount}), 0)::int` })
    .from(creditTransactions)
    .where(eq(creditTransactions.userId, userId));
  return Number(row?.total ?? 0);
}

async function balance(app: TestApp, userId: string) {
  const [row] = await app.db.select().from(user).where(eq(user.id, userId));
  return row!;
}

describe.each(testDatabaseKinds)('payments on %s (sandbox card provider)', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('serves the catalogue with the server prices', async () => {
    const response = await app.server.inject({ method: 'GET', url: '/api/plans' });
    expect(
      response.json().map((plan: { id: string; priceCents: number }) => [plan.id, plan.priceCents]),
    ).toEqual([
      ['vtx_100_credits', 9700],
      ['vtx_500_credits', 29700],
      ['vtx_annual', 59700],
      ['vtx_lifetime', 149700],
    ]);
  });

  it('buys 100 credits through the sandbox checkout and the return-page verification', async () => {
    const { client, user: buyer } = await registerUser(app);
    const checkout = await client.post('/api/checkout', { planType: 'vtx_100_credits', amount: 1 });
    expect(checkout.statusCode).toBe(200);
    const { url, sessionId } = checkout.json();
    expect(url).toBe(`http://localhost:3000/checkout/sandbox/${sessionId}`);

    const [payment] = await app.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.providerSessionId, sessionId));
    expect(payment).toMatchObject({ amountCents: 9700, status: 'pending', currency: 'brl', method: 'card' });

    const page = await client.get(`/api/sandbox-checkout/${sessionId}`);
    expect(page.json()).toMatchObject({ amountCents: 9700, status: 'open' });

    const pending = await client.post('/api/checkout/verify', { sessionId });
    expect(pending.json()).toMatchObject({ success: false, status: 'pending' });

    const paid = await client.post(`/api/sandbox-checkout/${sessionId}/pay`);
    expect(paid.json().redirectUrl).toBe(
      `http://localhost:3000/dashboard?payment=success&plan=vtx_100_credits&session_id=${sessionId}`,
    );
    const verified = await client.post('/api/checkout/verify', { sessionId });
    expect(verified.json()).toMatchObject({
      success: true,
      status: 'paid',
      creditsAdded: 100,
      alreadyCredited: false,
      planType: 'vtx_100_credits',
      message: m.creditsAdded(100, '100 Créditos'),
    });
    // The success address opened again: the credits are not announced a second time.
    const again = await client.post('/api/checkout/verify', { sessionId });
    expect(again.json()).toMatchObject({
      success: true,
      status: 'paid',
      creditsAdded: 100,
      alreadyCredited: true,
    });
    const [credited] = await app.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.providerSessionId, sessionId));
    expect(again.json().message).toBe(
      m.alreadyCredited(100, '100 Créditos', formatDateTime(credited!.paidAt!)),
    );

    const me = await client.get('/api/me');
    expect(me.json()).toMatchObject({ credits: buyer.credits + 100, plan: 'vtx_100_credits' });
    expect(await ledgerSum(app, buyer.id)).toBe(buyer.credits + 100);

    const history = await client.get('/api/credits/transactions');
    expect(history.json().items[0]).toMatchObject({
      transactionType: 'purchase',
      creditsAmount: 100,
      sessionId,
    });
    const payments = await client.get('/api/payments');
    expect(payments.json().items[0]).toMatchObject({ status: 'paid', amountCents: 9700 });
  });

  it('credits exactly once when the webhook path and the return page race 50 times', async () => {
    const { client, user: buyer } = await registerUser(app);
    const { sessionId } = (await client.post('/api/checkout', { planType: 'vtx_500_credits' })).json();
    await app.db.update(sandboxCheckouts).set({ status: 'paid' }).where(eq(sandboxCheckouts.id, sessionId));
    const ref = { provider: 'sandbox', providerSessionId: sessionId };
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) =>
        index % 2 === 0 ? fulfilPayment(app.db, ref) : client.post('/api/checkout/verify', { sessionId }),
      ),
    );
    expect(results.every((result) => result.status === 'fulfilled')).toBe(true);
    const row = await balance(app, buyer.id);
    expect(row.credits).toBe(buyer.credits + 500);
    const purchases = await app.db
      .select()
      .from(creditTransactions)
      .where(
        and(eq(creditTransactions.userId, buyer.id), eq(creditTransactions.transactionType, 'purchase')),
      );
    expect(purchases).toHaveLength(1);
    expect(await ledgerSum(app, buyer.id)).toBe(row.credits);
  });

  it('e-mails a receipt once while e-mail notifications are on; none when off, but resets still go', async () => {
    const buy = async () => {
      const buyer = await registerUser(app);
      const { sessionId } = (
        await buyer.client.post('/api/checkout', { planType: 'vtx_100_credits' })
      ).json();
      await buyer.client.post(`/api/sandbox-checkout/${sessionId}/pay`);
      await buyer.client.post('/api/checkout/verify', { sessionId });
      return buyer;
    };
    const receipts = (email: string) =>
      app.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, 'payment_receipt')));
    const on = await buy();
    expect(await receipts(on.email)).toHaveLength(1);

    await saveSystemSettings(app.db, {
      settings: { ...defaultSystemSettings, emailNotifications: false },
      updatedBy: null,
    });
    const off = await buy();
    await off.client.post('/api/auth/forgot-password', { email: off.email });
    await saveSystemSettings(app.db, { settings: defaultSystemSettings, updatedBy: null });
    expect(await receipts(off.email)).toHaveLength(0);
    const resets = await app.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, off.email), eq(emailOutbox.kind, 'password_reset')));
    expect(resets).toHaveLength(1);
  });

  it("sends no receipt to a user who switched 'Notificações' off in their settings", async () => {
    const buyer = await registerUser(app);
    const settings = (await buyer.client.get('/api/settings')).json();
    const saved = await buyer.client.request('PUT', '/api/settings', { ...settings, notifications: false });
    expect(saved.statusCode).toBe(200);
    const { sessionId } = (await buyer.client.post('/api/checkout', { planType: 'vtx_100_credits' })).json();
    await buyer.client.post(`/api/sandbox-checkout/${sessionId}/pay`);
    const verified = await buyer.client.post('/api/checkout/verify', { sessionId });
    expect(verified.json()).toMatchObject({ success: true, creditsAdded: 100 });
    const receipts = await app.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, buyer.email), eq(emailOutbox.kind, 'payment_receipt')));
    expect(receipts).toHaveLength(0);
  });

  it('refuses an unknown plan with a pt-BR message', async () => {
    const { client } = await registerUser(app);
    const response = await client.post('/api/checkout', { planType: 'vtx_free_money' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(m.invalidPlan);
  });

  it('refuses a purchase that would pass the maximum credits per user', async () => {
    const { client } = await registerUser(app);
    await saveSystemSettings(app.db, {
      settings: { ...defaultSystemSettings, maxCreditsPerUser: 300 },
      updatedBy: null,
    });
    const response = await client.post('/api/checkout', { planType: 'vtx_500_credits' });
    await saveSystemSettings(app.db, { settings: defaultSystemSettings, updatedBy: null });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe(m.overCreditLimit(300));
  });

  it("does not let a user verify another user's payment", async () => {
    const owner = await registerUser(app);
    const stranger = await registerUser(app);
    const { sessionId } = (await owner.client.post('/api/checkout', { planType: 'vtx_100_credits' })).json();
    await owner.client.post(`/api/sandbox-checkout/${sessionId}/pay`);
    const response = await stranger.client.post('/api/checkout/verify', { sessionId });
    expect(response.statusCode).toBe(404);
    expect((await balance(app, stranger.user.id)).credits).toBe(stranger.user.credits);
  });

  it('cancelling the sandbox checkout closes the payment without credits', async () => {
    const { client, user: buyer } = await registerUser(app);
    const { sessionId } = (await client.post('/api/checkout', { planType: 'vtx_100_credits' })).json();
    const cancelled = await client.post(`/api/sandbox-checkout/${sessionId}/cancel`);
    expect(cancelled.json().redirectUrl).toBe('http://localhost:3000/dashboard/planos?payment=cancelled');
    const verify = await client.post('/api/checkout/verify', { sessionId });
    expect(verify.json()).toMatchObject({ success: false, status: 'cancelled', message: m.paymentCancelled });
    const pay = await client.post(`/api/sandbox-checkout/${sessionId}/pay`);
    expect(pay.statusCode).toBe(409);
    expect((await balance(app, buyer.id)).credits).toBe(buyer.credits);
    expect((await client.get('/api/payments')).json().items[0]).toMatchObject({ status: 'cancelled' });
  });

  it('sets and extends the annual licence and makes lifetime unlimited', async () => {
    const { client, user: buyer } = await registerUser(app);
    const buy = async (planType: string) => {
      const { sessionId } = (await client.post('/api/checkout', { planType })).json();
      await client.post(`/api/sandbox-checkout/${sessionId}/pay`);
      return (await client.get('/api/me')).json();
    };
    const now = Date.now();
    const first = await buy('vtx_annual');
    expect(first).toMatchObject({
      plan: 'vtx_annual',
      licence: { kind: 'annual', active: true },
      credits: buyer.credits,
    });
    const firstEnd = new Date(first.licence.expiresAt).getTime();
    expect(firstEnd - now).toBeGreaterThan(364 * 86_400_000);
    expect(firstEnd - now).toBeLessThan(367 * 86_400_000);
    const second = await buy('vtx_annual');
    expect(new Date(second.licence.expiresAt).getTime() - firstEnd).toBeGreaterThan(364 * 86_400_000);
    const lifetime = await buy('vtx_lifetime');
    expect(lifetime).toMatchObject({
      plan: 'vtx_lifetime',
      licence: { kind: 'lifetime', expiresAt: null, active: true },
    });
  });

  it('falls back to credits when an annual licence has ended', async () => {
    const { client, user: buyer } = await registerUser(app);
    await app.db
      .update(user)
      .set({ plan: 'vtx_annual', licenceKind: 'annual', licenceExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(user.id, buyer.id));
    const me = (await client.get('/api/me')).json();
    expect(me).toMatchObject({
      plan: 'free',
      licence: { kind: 'annual', active: false },
      credits: buyer.credits,
    });
  });

  describe('PIX', () => {
    it('quotes a valid BR Code for the plan price and registers a pending payment once', async () => {
      const { client, user: buyer } = await registerUser(app);
      const quote = await client.get('/api/payments/pix/quote?planType=vtx_500_credits');
      expect(quote.statusCode).toBe(200);
      const body = quote.json();
      expect(body.reference).toMatch(/^VTX-\d{8}$/);
      expect(hasError(parsePix(body.payload))).toBe(false);
      expect(body.payload).toContain('5406297.00');
      expect(body.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
      expect(body.receiptUrl).toContain(encodeURIComponent(body.reference));

      const registered = await client.post('/api/payments/pix', {
        planType: 'vtx_500_credits',
        reference: body.reference,
      });
      expect(registered.statusCode).toBe(201);
      expect(registered.json()).toMatchObject({ status: 'pending', method: 'pix', amountCents: 29700 });
      const duplicate = await client.post('/api/payments/pix', {
        planType: 'vtx_500_credits',
        reference: body.reference,
      });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().error.message).toBe(m.referenceTaken);
      expect((await balance(app, buyer.id)).credits).toBe(buyer.credits);

      const confirmed = await fulfilPayment(app.db, { provider: 'pix', providerSessionId: body.reference });
      expect(confirmed.creditsAdded).toBe(500);
      expect((await balance(app, buyer.id)).credits).toBe(buyer.credits + 500);
    });

    it('refuses a malformed reference', async () => {
      const { client } = await registerUser(app);
      const response = await client.post('/api/payments/pix', { planType: 'vtx_annual', reference: 'abc' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(m.invalidReference);
    });
  });

  it('needs a session for every purchase route', async () => {
    for (const [method, url] of [
      ['POST', '/api/checkout'],
      ['POST', '/api/checkout/verify'],
      ['GET', '/api/payments/pix/quote?planType=vtx_annual'],
      ['POST', '/api/payments/pix'],
      ['GET', '/api/payments'],
      ['GET', '/api/credits/transactions'],
    ] as const) {
      const response = await app.server.inject({
        method,
        url,
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(response.statusCode, url).toBe(401);
    }
  });
});
