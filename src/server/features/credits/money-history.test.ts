import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages as m } from '../../../shared/messages/admin';
import { adminLogs, creditTransactions, paymentSessions, user } from '../../db/schema';
import { registerUser, TestClient } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';

async function ledger(app: TestApp, userId: string) {
  return app.db.select().from(creditTransactions).where(eq(creditTransactions.userId, userId));
}

async function balance(app: TestApp, userId: string) {
  const [row] = await app.db.select().from(user).where(eq(user.id, userId));
  return row!;
}

async function pendingPix(app: TestApp, client: TestClient, planType = 'vtx_100_credits') {
  const { reference } = (await client.get(`/api/payments/pix/quote?planType=${planType}`)).json();
  const registered = await client.post('/api/payments/pix', { planType, reference });
  expect(registered.statusCode).toBe(201);
  return registered.json().id as string;
}

// Issue 14, item 9: every change of a balance or licence is a ledger row written with it; admin
// actions carry idempotency keys; money history is never deleted.
describe.each(testDatabaseKinds)('the ledger is the only way on %s', (kind) => {
  let app: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    app = await createTestApp(kind);
    admin = new TestClient(app, '10.97.0.1');
    expect(
      (await admin.post('/api/admin/login', { username: 'admin', password: app.adminPassword })).statusCode,
    ).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('records an admin plan change and licence grant in the ledger, with the plan', async () => {
    const { user: customer } = await registerUser(app);
    const lifetime = await admin.post(`/api/admin/users/${customer.id}/plan`, {
      plan: 'vtx_lifetime',
      idempotencyKey: randomUUID(),
    });
    expect(lifetime.statusCode).toBe(200);
    const rows = await ledger(app, customer.id);
    const adjustment = rows.find((row) => row.transactionType === 'adjustment');
    expect(adjustment).toMatchObject({
      creditsAmount: 0,
      planType: 'vtx_lifetime',
      balanceAfter: customer.credits,
    });
    expect(adjustment!.description).toContain('VTX Lifetime');
    expect((await balance(app, customer.id)).licenceKind).toBe('lifetime');
  });

  it('grants credits once however often the same request is retried, even at the same moment', async () => {
    const { user: customer } = await registerUser(app);
    const body = { amount: 50, idempotencyKey: randomUUID() };
    const answers = await Promise.all(
      [1, 2, 3].map(() => admin.post(`/api/admin/users/${customer.id}/credits`, body)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => answer.json().balance)).toEqual(Array(3).fill(customer.credits + 50));
    expect(answers.filter((answer) => answer.json().alreadyApplied === false)).toHaveLength(1);
    const again = await admin.post(`/api/admin/users/${customer.id}/credits`, body);
    expect(again.json()).toEqual({ balance: customer.credits + 50, alreadyApplied: true });
    expect((await balance(app, customer.id)).credits).toBe(customer.credits + 50);
    const logs = await app.db
      .select()
      .from(adminLogs)
      .where(and(eq(adminLogs.action, 'add_credits'), eq(adminLogs.targetUserId, customer.id)));
    expect(logs).toHaveLength(1);

    const reused = await admin.post(`/api/admin/users/${customer.id}/credits`, { ...body, amount: 100 });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.message).toBe(m.idempotencyKeyReused);
    const missing = await admin.post(`/api/admin/users/${customer.id}/credits`, { amount: 10 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe(m.idempotencyKeyRequired);
  });

  it('answers a retried plan change as the first one was answered, and changes the plan once', async () => {
    const { user: customer } = await registerUser(app);
    const body = { plan: 'vtx_annual', idempotencyKey: randomUUID() };
    const first = await admin.post(`/api/admin/users/${customer.id}/plan`, body);
    const retry = await admin.post(`/api/admin/users/${customer.id}/plan`, body);
    expect(first.json()).toEqual({ success: true, oldPlan: 'free', newPlan: 'vtx_annual' });
    expect(retry.json()).toEqual(first.json());
    const rows = (await ledger(app, customer.id)).filter((row) => row.transactionType === 'adjustment');
    expect(rows).toHaveLength(1);
    const expiry = (await balance(app, customer.id)).licenceExpiresAt!.getTime();
    expect(expiry - Date.now()).toBeLessThan(367 * 86_400_000);
  });

  it('writes the PIX confirmation audit row in the credit transaction: no credits without it', async () => {
    const { client, user: buyer } = await registerUser(app);
    const paymentId = await pendingPix(app, client);
    await app.db.execute(
      sql`alter table admin_logs add constraint probe_no_confirm check (action <> 'confirm_pix') not valid`,
    );
    try {
      const confirm = await admin.post(`/api/admin/payments/${paymentId}/confirm`);
      expect(confirm.statusCode).toBe(500);
    } finally {
      await app.db.execute(sql`alter table admin_logs drop constraint probe_no_confirm`);
    }
    const [payment] = await app.db.select().from(paymentSessions).where(eq(paymentSessions.id, paymentId));
    expect(payment!.status).toBe('pending');
    expect((await balance(app, buyer.id)).credits).toBe(buyer.credits);
    const confirmed = await admin.post(`/api/admin/payments/${paymentId}/confirm`);
    expect(confirmed.json()).toMatchObject({ status: 'paid', creditsAdded: 100 });
    const logs = await app.db
      .select()
      .from(adminLogs)
      .where(and(eq(adminLogs.action, 'confirm_pix'), eq(adminLogs.targetUserId, buyer.id)));
    expect(logs).toHaveLength(1);
  });

  it('never deletes money history with its user', async () => {
    const { client, user: buyer } = await registerUser(app);
    await pendingPix(app, client);
    await expect(app.db.delete(user).where(eq(user.id, buyer.id))).rejects.toThrow();
    expect(await ledger(app, buyer.id)).not.toHaveLength(0);
    expect(
      await app.db.select().from(paymentSessions).where(eq(paymentSessions.userId, buyer.id)),
    ).toHaveLength(1);
  });
});
