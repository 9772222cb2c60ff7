import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages as m } from '../../../shared/messages/admin';
import { authMessages } from '../../../shared/messages/auth';
import { defaultAboveMaxMessage, defaultSystemSettings } from '../../../shared/settings';
import { adminLogs, creditTransactions, session, user } from '../../db/schema';
import { registerUser, TestClient, uniqueEmail } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';
import { createAdmin } from './admin-auth-test-support';

async function adminClient(app: TestApp, username = 'admin', password = app.adminPassword, ip = '10.9.0.1') {
  const client = new TestClient(app, ip);
  const response = await client.post('/api/admin/login', { username, password });
  expect(response.statusCode, response.body).toBe(200);
  return client;
}

const guardedRoutes: Array<[method: 'GET' | 'POST' | 'PUT', url: string]> = [
  ['GET', '/api/admin/me'],
  ['POST', '/api/admin/logout'],
  ['GET', '/api/admin/overview'],
  ['GET', '/api/admin/users'],
  ['POST', '/api/admin/users/x/credits'],
  ['POST', '/api/admin/users/x/plan'],
  ['GET', '/api/admin/users/x/transactions'],
  ['GET', '/api/admin/payments'],
  ['POST', '/api/admin/payments/x/confirm'],
  ['POST', '/api/admin/payments/x/reject'],
  ['GET', '/api/admin/logs'],
  ['GET', '/api/admin/settings'],
  ['PUT', '/api/admin/settings'],
];

describe.each(testDatabaseKinds)('admin back office on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('access', () => {
    it('refuses every admin route without a session (401) and with a user session (403)', async () => {
      const anonymous = new TestClient(app);
      const { client: customer } = await registerUser(app);
      for (const [method, url] of guardedRoutes) {
        const body = method === 'GET' ? undefined : {};
        const none = await anonymous.request(method, url, body);
        expect(none.statusCode, `${method} ${url}`).toBe(401);
        expect(none.json().error.message).toBe(m.sessionRequired);
        const asUser = await customer.request(method, url, body);
        expect(asUser.statusCode, `${method} ${url}`).toBe(403);
      }
    });

    it('refuses an admin session older than 8 hours', async () => {
      const admin = await adminClient(app);
      expect((await admin.get('/api/admin/me')).statusCode).toBe(200);
      const [row] = await app.db.select().from(user).where(eq(user.username, 'admin'));
      const nineHoursAgo = new Date(Date.now() - 9 * 3_600_000);
      await app.db
        .update(session)
        .set({ createdAt: nineHoursAgo, expiresAt: new Date(Date.now() + 3_600_000) })
        .where(eq(session.userId, row!.id));
      for (const [method, url] of guardedRoutes) {
        const response = await admin.request(method, url, method === 'GET' ? undefined : {});
        expect(response.statusCode, `${method} ${url}`).toBe(401);
      }
    });

    it('logs in by username into its own httpOnly cookie, and logs failures', async () => {
      const client = new TestClient(app, '10.9.1.1');
      const wrong = await client.post('/api/admin/login', { username: 'admin', password: 'nope-nope' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error.message).toBe(m.invalidCredentials);
      const right = await client.post('/api/admin/login', { username: 'ADMIN', password: app.adminPassword });
      expect(right.statusCode).toBe(200);
      const cookie = right.cookies.find((c) => c.name === 'vtx_admin.session_token');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
      expect(right.cookies.some((c) => c.name === 'vtx.session_token')).toBe(false);
      const me = (await client.get('/api/admin/me')).json();
      expect(me.username).toBe('admin');
      expect(new Date(me.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(8 * 3_600_000);
      const failures = await app.db.select().from(adminLogs).where(eq(adminLogs.action, 'failed_login'));
      expect(failures.some((log) => log.ipAddress === '10.9.1.1')).toBe(true);
      // An admin session is no user session.
      expect((await client.get('/api/me')).statusCode).toBe(401);
    });

    it('answers the admin session probe with 200: null for visitors and users, the identity for an admin', async () => {
      expect((await new TestClient(app, '10.9.1.3').get('/api/admin/session')).json()).toEqual({
        admin: null,
      });
      const { client: customer } = await registerUser(app);
      const asUser = await customer.get('/api/admin/session');
      expect(asUser.statusCode).toBe(200);
      expect(asUser.json()).toEqual({ admin: null });
      const admin = await adminClient(app);
      const identity = (await admin.get('/api/admin/session')).json().admin;
      expect(identity).toEqual((await admin.get('/api/admin/me')).json());
      expect(identity.username).toBe('admin');
    });

    it('refuses a regular user at the admin door even with the right password', async () => {
      const { email, password } = await registerUser(app);
      const response = await new TestClient(app, '10.9.1.2').post('/api/admin/login', {
        username: email,
        password,
      });
      expect(response.statusCode).toBe(401);
    });

    it('rate-limits admin logins per address and username', async () => {
      await createAdmin(app, 'limitado', 'senha-do-limitado');
      const client = new TestClient(app, '10.9.2.1');
      let last;
      for (let attempt = 0; attempt < 6; attempt++) {
        last = await client.post('/api/admin/login', { username: 'limitado', password: 'x' });
      }
      expect(last!.statusCode).toBe(429);
    });
  });

  describe('users', () => {
    it('grants only the offered amounts, within the maximum, attributed to the session admin', async () => {
      const admin = await adminClient(app);
      const { user: customer } = await registerUser(app);
      const refused = await admin.post(`/api/admin/users/${customer.id}/credits`, {
        amount: 30,
        idempotencyKey: randomUUID(),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe(m.invalidCreditAmount);

      const granted = await admin.post(`/api/admin/users/${customer.id}/credits`, {
        amount: 50,
        idempotencyKey: randomUUID(),
        adminId: 'someone-else',
      });
      expect(granted.statusCode).toBe(200);
      expect(granted.json().balance).toBe(customer.credits + 50);
      const [bonus] = await app.db
        .select()
        .from(creditTransactions)
        .where(and(eq(creditTransactions.userId, customer.id), eq(creditTransactions.creditsAmount, 50)));
      expect(bonus).toMatchObject({ transactionType: 'bonus' });
      expect(bonus!.sessionId).toMatch(/^admin_\d+$/);
      const [realAdmin] = await app.db.select().from(user).where(eq(user.username, 'admin'));
      const [log] = await app.db
        .select()
        .from(adminLogs)
        .where(and(eq(adminLogs.action, 'add_credits'), eq(adminLogs.targetUserId, customer.id)));
      expect(log).toMatchObject({
        adminId: realAdmin!.id,
        details: expect.objectContaining({ credits_added: 50 }),
      });

      const overMax = await admin.post(`/api/admin/users/${customer.id}/credits`, {
        amount: 1000,
        idempotencyKey: randomUUID(),
      });
      expect(overMax.statusCode).toBe(422);
      expect(overMax.json().error.message).toBe(m.overMaxCredits(1000));
    });

    it('lands two admins granting at once in the ledger', async () => {
      await createAdmin(app, 'segundo', 'senha-do-segundo');
      const first = await adminClient(app, 'admin', app.adminPassword, '10.9.3.1');
      const second = await adminClient(app, 'segundo', 'senha-do-segundo', '10.9.3.2');
      const { user: customer } = await registerUser(app);
      const results = await Promise.all([
        first.post(`/api/admin/users/${customer.id}/credits`, { amount: 100, idempotencyKey: randomUUID() }),
        second.post(`/api/admin/users/${customer.id}/credits`, { amount: 250, idempotencyKey: randomUUID() }),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
      const [row] = await app.db.select().from(user).where(eq(user.id, customer.id));
      expect(row!.credits).toBe(customer.credits + 350);
      const grants = await app.db
        .select()
        .from(creditTransactions)
        .where(
          and(eq(creditTransactions.userId, customer.id), eq(creditTransactions.transactionType, 'bonus')),
        );
      expect(grants.map((g) => g.creditsAmount).sort((a, b) => a - b)).toEqual([1, 100, 250]);
    });

    it('changes plans, setting and removing licences without touching credits', async () => {
      const admin = await adminClient(app);
      const { client, user: customer } = await registerUser(app);
      const annual = await admin.post(`/api/admin/users/${customer.id}/plan`, {
        plan: 'vtx_annual',
        idempotencyKey: randomUUID(),
      });
      expect(annual.json()).toEqual({ success: true, oldPlan: 'free', newPlan: 'vtx_annual' });
      expect((await client.get('/api/me')).json()).toMatchObject({
        plan: 'vtx_annual',
        credits: customer.credits,
        licence: { kind: 'annual', active: true },
      });
      const same = await admin.post(`/api/admin/users/${customer.id}/plan`, {
        plan: 'vtx_annual',
        idempotencyKey: randomUUID(),
      });
      expect(same.statusCode).toBe(409);
      await admin.post(`/api/admin/users/${customer.id}/plan`, {
        plan: 'free',
        idempotencyKey: randomUUID(),
      });
      expect((await client.get('/api/me')).json()).toMatchObject({
        plan: 'free',
        licence: { kind: null, active: false },
      });
      const bogus = await admin.post(`/api/admin/users/${customer.id}/plan`, {
        plan: 'platinum',
        idempotencyKey: randomUUID(),
      });
      expect(bogus.statusCode).toBe(400);
      const history = (await admin.get(`/api/admin/users/${customer.id}/transactions`)).json();
      expect(
        history.map((row: { transaction_type: string; credits_amount: number; plan_type: string | null }) => [
          row.transaction_type,
          row.credits_amount,
          row.plan_type,
        ]),
      ).toEqual([
        ['adjustment', 0, 'free'],
        ['adjustment', 0, 'vtx_annual'],
        ['bonus', customer.credits, null],
      ]);
    });

    it('searches by name, e-mail or id, filters by plan and pages on the server', async () => {
      const admin = await adminClient(app);
      const email = uniqueEmail('Procurada');
      const { user: target } = await registerUser(app, { name: 'Zuleica Procurada', email });
      const byName = (await admin.get('/api/admin/users?search=zuleica')).json();
      expect(byName.items.map((u: { id: string }) => u.id)).toEqual([target.id]);
      const byEmail = (
        await admin.get(`/api/admin/users?search=${encodeURIComponent(email.toUpperCase())}`)
      ).json();
      expect(byEmail.total).toBe(1);
      const byId = (await admin.get(`/api/admin/users?search=${target.id.slice(0, 13)}`)).json();
      expect(byId.items[0].id).toBe(target.id);
      const wildcard = (await admin.get('/api/admin/users?search=%25')).json();
      expect(wildcard.total).toBe(0);
      const page = (await admin.get('/api/admin/users?pageSize=2&page=1')).json();
      expect(page.items).toHaveLength(2);
      expect(page.summary.totalUsers).toBeGreaterThanOrEqual(page.total);
      expect(page.items.some((u: { email: string }) => u.email.endsWith('vtx-analise.local'))).toBe(false);
    });
  });

  describe('payments', () => {
    it('confirms a pending PIX once and refuses to decide it twice', async () => {
      const admin = await adminClient(app);
      const { client, user: customer } = await registerUser(app);
      const quote = (await client.get('/api/payments/pix/quote?planType=vtx_100_credits')).json();
      const payment = (
        await client.post('/api/payments/pix', { planType: 'vtx_100_credits', reference: quote.reference })
      ).json();
      const listed = (await admin.get('/api/admin/payments?status=pending&method=pix')).json();
      expect(listed.items.some((p: { id: string }) => p.id === payment.id)).toBe(true);
      expect(listed.summary.pendingPix).toBeGreaterThanOrEqual(1);

      const confirmed = await admin.post(`/api/admin/payments/${payment.id}/confirm`);
      expect(confirmed.json()).toEqual({ status: 'paid', creditsAdded: 100 });
      const again = await admin.post(`/api/admin/payments/${payment.id}/confirm`);
      expect(again.statusCode).toBe(200);
      const [row] = await app.db.select().from(user).where(eq(user.id, customer.id));
      expect(row!.credits).toBe(customer.credits + 100);
      const rejectPaid = await admin.post(`/api/admin/payments/${payment.id}/reject`);
      expect(rejectPaid.statusCode).toBe(409);
      const logs = await app.db
        .select()
        .from(adminLogs)
        .where(and(eq(adminLogs.action, 'confirm_pix'), eq(adminLogs.targetUserId, customer.id)));
      expect(logs).toHaveLength(1);
    });

    it('counts only paid payments as revenue', async () => {
      const admin = await adminClient(app);
      const { client } = await registerUser(app);
      await client.post('/api/checkout', { planType: 'vtx_lifetime' });
      const before = (await admin.get('/api/admin/payments')).json().summary.revenueCents;
      const overview = (await admin.get('/api/admin/overview')).json();
      expect(overview.revenueCents).toBe(before);
      const all = (await admin.get('/api/admin/payments?pageSize=100')).json();
      const paidSum = all.items
        .filter((p: { status: string; test: boolean }) => p.status === 'paid' && !p.test)
        .reduce((sum: number, p: { amountCents: number }) => sum + p.amountCents, 0);
      expect(before).toBe(paidSum);
      expect(overview.status.map((check: { name: string }) => check.name)).toEqual([
        'Banco de dados',
        'Análise de gráficos',
        'Fila de análises',
        'Pagamentos com cartão',
        'Email',
      ]);
      expect(overview.status[0]).toMatchObject({ state: 'ok' });
      expect(overview.status[0].latencyMs).toBeGreaterThanOrEqual(0);
      expect(overview.recentActivity.length).toBeGreaterThan(0);
    });
  });

  describe('settings', () => {
    it('maintenance blocks users but not admins; registration off refuses sign-up', async () => {
      const admin = await adminClient(app);
      const { client } = await registerUser(app);
      const on = await admin.request('PUT', '/api/admin/settings', {
        ...defaultSystemSettings,
        systemMaintenance: true,
        registrationEnabled: false,
      });
      expect(on.statusCode).toBe(200);
      const blocked = await client.get('/api/me');
      expect(blocked.statusCode).toBe(503);
      expect((await admin.get('/api/admin/overview')).statusCode).toBe(200);
      expect((await client.get('/api/status')).json()).toMatchObject({
        maintenance: true,
        registrationEnabled: false,
      });

      await admin.request('PUT', '/api/admin/settings', {
        ...defaultSystemSettings,
        registrationEnabled: false,
      });
      expect((await client.get('/api/me')).statusCode).toBe(200);
      const signUp = await new TestClient(app, '10.9.4.1').post('/api/auth/register', {
        name: 'Nova',
        email: uniqueEmail(),
        password: 'segredo',
      });
      expect(signUp.statusCode).toBe(403);
      expect(signUp.json().error.message).toBe(authMessages.registrationDisabled);

      await admin.request('PUT', '/api/admin/settings', defaultSystemSettings);
      const [log] = await app.db
        .select()
        .from(adminLogs)
        .where(eq(adminLogs.action, 'settings_update'))
        .limit(1);
      expect(log!.details).toHaveProperty('changes');
    });

    it('reads numbers as whole numbers, 0 when invalid, and refuses negatives', async () => {
      const admin = await adminClient(app);
      const saved = await admin.request('PUT', '/api/admin/settings', {
        ...defaultSystemSettings,
        defaultCredits: 'abc',
        maxCreditsPerUser: '750.9',
      });
      expect(saved.json()).toMatchObject({ defaultCredits: 0, maxCreditsPerUser: 750 });
      const negative = await admin.request('PUT', '/api/admin/settings', {
        ...defaultSystemSettings,
        defaultCredits: -5,
      });
      expect(negative.statusCode).toBe(400);
      await admin.request('PUT', '/api/admin/settings', defaultSystemSettings);
    });

    it('refuses a default above the maximum credits per user, naming the field, and keeps the old values', async () => {
      const admin = await adminClient(app);
      const refused = await admin.request('PUT', '/api/admin/settings', {
        ...defaultSystemSettings,
        defaultCredits: 10,
        maxCreditsPerUser: 5,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatchObject({
        code: 'VALIDATION',
        message: defaultAboveMaxMessage(5),
        fields: { defaultCredits: defaultAboveMaxMessage(5) },
      });
      expect((await admin.get('/api/admin/settings')).json()).toMatchObject({
        defaultCredits: defaultSystemSettings.defaultCredits,
        maxCreditsPerUser: defaultSystemSettings.maxCreditsPerUser,
      });
      const equal = await admin.request('PUT', '/api/admin/settings', {
        ...defaultSystemSettings,
        defaultCredits: 5,
        maxCreditsPerUser: 5,
      });
      expect(equal.statusCode).toBe(200);
      await admin.request('PUT', '/api/admin/settings', defaultSystemSettings);
    });
  });

  it('lists logs with filters, newest first', async () => {
    const admin = await adminClient(app);
    const logs = (await admin.get('/api/admin/logs?action=login')).json();
    expect(logs.items.length).toBeGreaterThan(0);
    expect(logs.items.every((log: { action: string }) => log.action === 'login')).toBe(true);
    expect(logs.items[0].admin_username).toBeTruthy();
    expect(logs.summary.total).toBeGreaterThanOrEqual(logs.total);
    expect(logs.admins.length).toBeGreaterThan(0);
  });
});
