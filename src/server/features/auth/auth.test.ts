import { and, desc, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../lib/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages as m } from '../../../shared/messages/auth';
import { account, creditTransactions, emailOutbox, session, user } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { registerUser, TestClient, uniqueEmail } from '../../test/http';
import { testDatabaseKinds } from '../../test/test-database';
import { saveSystemSettings } from '../settings';
import { defaultSystemSettings } from '../../../shared/settings';

async function latestLink(app: TestApp, email: string, kind: string): Promise<string> {
  const [row] = await app.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, kind)))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const link = row?.textBody.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no ${kind} e-mail for ${email}`);
  return link;
}

describe.each(testDatabaseKinds)('auth API on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('register', () => {
    it('creates a free account signed in, with the default credits recorded in the ledger', async () => {
      const client = new TestClient(app);
      const email = uniqueEmail('Nova');
      const response = await client.post('/api/auth/register', {
        name: '  Maria Souza ',
        email: `  ${email.toUpperCase()} `,
        password: 'segredo',
        credits: 9999,
        plan: 'vtx_lifetime',
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.status).toBe('signed_in');
      expect(body.user).toMatchObject({
        name: 'Maria Souza',
        email: email.toLowerCase(),
        plan: 'free',
        credits: 1,
      });
      const cookie = response.cookies.find((c) => c.name === 'vtx.session_token');
      expect(cookie?.httpOnly).toBe(true);
      expect(cookie?.sameSite).toBe('Lax');

      const me = await client.get('/api/me');
      expect(me.statusCode).toBe(200);
      expect(me.json().credits).toBe(1);

      const ledger = await app.db
        .select()
        .from(creditTransactions)
        .where(eq(creditTransactions.userId, body.user.id));
      expect(ledger).toHaveLength(1);
      expect(ledger[0]).toMatchObject({ transactionType: 'bonus', creditsAmount: 1, balanceAfter: 1 });
    });

    it('refuses a taken e-mail, whatever its case', async () => {
      const { email } = await registerUser(app);
      const response = await new TestClient(app).post('/api/auth/register', {
        name: 'Outra',
        email: email.toUpperCase(),
        password: 'segredo',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(m.emailTaken);
    });

    it('validates with the service messages of the spec', async () => {
      const client = new TestClient(app);
      const short = await client.post('/api/auth/register', {
        name: 'A',
        email: uniqueEmail(),
        password: '12345',
      });
      expect(short.statusCode).toBe(400);
      expect(short.json().error.message).toBe(m.passwordTooShort);
      const badEmail = await client.post('/api/auth/register', {
        name: 'A',
        email: 'nao-e-email',
        password: '123456',
      });
      expect(badEmail.statusCode).toBe(400);
      expect(badEmail.json().error.message).toBe(m.emailInvalidService);
      const noName = await client.post('/api/auth/register', {
        name: '   ',
        email: uniqueEmail(),
        password: '123456',
      });
      expect(noName.json().error.message).toBe(m.nameRequired);
    });

    it('follows the default-credits setting and refuses sign-up when registration is off', async () => {
      await saveSystemSettings(app.db, {
        settings: { ...defaultSystemSettings, defaultCredits: 5 },
        updatedBy: null,
      });
      const { user: created } = await registerUser(app);
      expect(created.credits).toBe(5);

      await saveSystemSettings(app.db, {
        settings: { ...defaultSystemSettings, registrationEnabled: false },
        updatedBy: null,
      });
      const refused = await new TestClient(app).post('/api/auth/register', {
        name: 'Bloqueada',
        email: uniqueEmail(),
        password: 'segredo',
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(m.registrationDisabled);
      await saveSystemSettings(app.db, { settings: defaultSystemSettings, updatedBy: null });
    });
  });

  describe('login and logout', () => {
    it('signs in with the right password and refuses a wrong one with the spec message', async () => {
      const { email, password } = await registerUser(app);
      const client = new TestClient(app, '10.2.0.1');
      const wrong = await client.post('/api/auth/login', { email, password: 'senha-errada' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error.message).toBe(m.invalidCredentials);
      const unknown = await client.post('/api/auth/login', { email: uniqueEmail('ninguem'), password });
      expect(unknown.json().error.message).toBe(m.invalidCredentials);

      const ok = await client.post('/api/auth/login', { email: email.toUpperCase(), password });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().user.email).toBe(email);
      expect((await client.get('/api/me')).statusCode).toBe(200);
    });

    it('answers the login form validation messages', async () => {
      const client = new TestClient(app, '10.2.0.2');
      const empty = await client.post('/api/auth/login', { email: '', password: '' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.fields).toEqual({ email: m.emailRequired, password: m.passwordRequired });
      const invalid = await client.post('/api/auth/login', { email: 'abc', password: 'x' });
      expect(invalid.json().error.message).toBe(m.emailInvalid);
    });

    it('logs out everywhere: every session of the user ends', async () => {
      const { email, password, client: first } = await registerUser(app);
      const second = new TestClient(app, '10.2.0.3');
      await second.post('/api/auth/login', { email, password });
      expect((await second.get('/api/me')).statusCode).toBe(200);

      const out = await first.post('/api/auth/logout');
      expect(out.statusCode).toBe(200);
      expect((await first.get('/api/me')).statusCode).toBe(401);
      expect((await second.get('/api/me')).statusCode).toBe(401);
    });

    it('answers 401 with a pt-BR message without a session', async () => {
      const response = await new TestClient(app).get('/api/me');
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe(m.unauthenticated);
    });

    it('answers "who is signed in?" with 200 either way: the user, or null once logged out', async () => {
      const anonymous = await new TestClient(app, '10.2.0.9').get('/api/auth/session');
      expect(anonymous.statusCode).toBe(200);
      expect(anonymous.json()).toEqual({ user: null });
      const { client, email } = await registerUser(app);
      const signedIn = await client.get('/api/auth/session');
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().user).toMatchObject({ email, plan: 'free' });
      await client.post('/api/auth/logout');
      expect((await client.get('/api/auth/session')).json()).toEqual({ user: null });
    });

    it('keeps administrator accounts out of the user login', async () => {
      const response = await new TestClient(app, '10.2.0.4').post('/api/auth/login', {
        email: 'admin@admin.vtx-analise.local',
        password: app.adminPassword,
      });
      expect(response.statusCode).toBe(401);
      const [admin] = await app.db.select().from(user).where(eq(user.username, 'admin'));
      expect(admin?.role).toBe('admin');
      const sessions = await app.db.select().from(session).where(eq(session.userId, admin!.id));
      expect(sessions).toHaveLength(0);
    });

    it('rate-limits repeated failed logins for one e-mail from one address, saying when to retry', async () => {
      const { email } = await registerUser(app);
      const client = new TestClient(app, '10.3.0.1');
      let last;
      for (let attempt = 0; attempt < 9; attempt++) {
        last = await client.post('/api/auth/login', { email, password: 'errada-123' });
      }
      expect(last!.statusCode).toBe(429);
      expect(last!.json().error.message).toBe(m.loginLockedOut(600));
    });
  });

  describe('password reset', () => {
    it('e-mails a single-use link that sets a new password', async () => {
      const { email, password } = await registerUser(app);
      const client = new TestClient(app, '10.4.0.1');
      const asked = await client.post('/api/auth/forgot-password', { email });
      expect(asked.statusCode).toBe(200);
      const link = await latestLink(app, email, 'password_reset');
      expect(link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);
      const token = new URL(link).searchParams.get('token')!;

      const reset = await client.post('/api/auth/reset-password', { token, password: 'nova-senha' });
      expect(reset.statusCode).toBe(200);
      const again = await client.post('/api/auth/reset-password', { token, password: 'outra-senha' });
      expect(again.statusCode).toBe(400);
      expect(again.json().error.message).toBe(m.resetTokenInvalid);

      expect((await client.post('/api/auth/login', { email, password })).statusCode).toBe(401);
      expect((await client.post('/api/auth/login', { email, password: 'nova-senha' })).statusCode).toBe(200);
    });

    it('answers the same for an unknown address and sends nothing', async () => {
      const email = uniqueEmail('desconhecido');
      const response = await new TestClient(app, '10.4.0.2').post('/api/auth/forgot-password', { email });
      expect(response.statusCode).toBe(200);
      const rows = await app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
      expect(rows).toHaveLength(0);
    });

    it('stores only a hash of the reset token', async () => {
      const { email } = await registerUser(app);
      await new TestClient(app, '10.4.0.3').post('/api/auth/forgot-password', { email });
      const token = new URL(await latestLink(app, email, 'password_reset')).searchParams.get('token')!;
      const rows = await queryRows<{ identifier: string }>(app.db, sql`select identifier from verification`);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.map((row) => row.identifier).join(' ')).not.toContain(token);
    });

    it('refuses a made-up token', async () => {
      const response = await new TestClient(app, '10.4.0.4').post('/api/auth/reset-password', {
        token: 'inventado',
        password: 'nova-senha',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(m.resetTokenInvalid);
    });
  });

  describe('protocol hygiene', () => {
    it('refuses a cross-origin POST carrying the session cookie', async () => {
      const { client } = await registerUser(app);
      const response = await client.post('/api/auth/logout', {}, { origin: 'https://evil.example' });
      expect(response.statusCode).toBe(403);
      expect((await client.get('/api/me')).statusCode).toBe(200);
    });

    it('answers malformed JSON and unknown API paths in pt-BR without internals', async () => {
      const bad = await app.server.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toBe('Requisição inválida. Verifique os dados enviados.');
      expect(bad.body).not.toMatch(/stack|at .*\.ts/);
      const missing = await app.server.inject({ method: 'GET', url: '/api/nao-existe' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.code).toBe('NOT_FOUND');
    });
  });
});

describe.each(testDatabaseKinds)('e-mail confirmation on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind, { AUTH_REQUIRE_EMAIL_CONFIRMATION: 'true' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('leaves the account pending until the e-mailed link is opened', async () => {
    const client = new TestClient(app, '10.5.0.1');
    const email = uniqueEmail('confirma');
    const registered = await client.post('/api/auth/register', {
      name: 'Pendente',
      email,
      password: 'segredo',
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toEqual({ status: 'confirmation_required', message: m.confirmationPending });
    expect((await client.get('/api/me')).statusCode).toBe(401);

    const early = await client.post('/api/auth/login', { email, password: 'segredo' });
    expect(early.statusCode).toBe(403);
    expect(early.json().error.message).toBe(m.emailNotConfirmed);

    const link = await latestLink(app, email, 'email_confirmation');
    const confirm = await client.get(new URL(link).pathname + new URL(link).search);
    expect(confirm.statusCode).toBe(302);
    expect(confirm.headers.location).toBe('/?emailConfirmed=1');

    expect((await client.post('/api/auth/login', { email, password: 'segredo' })).statusCode).toBe(200);
  });

  it('redirects a bad confirmation token with emailConfirmed=0', async () => {
    const response = await new TestClient(app).get('/api/auth/confirm-email?token=nada');
    expect(response.headers.location).toBe('/?emailConfirmed=0');
  });
});

// The other suites run on a cheap test hasher (test/fast-password-hashing.ts); this one keeps the
// wiring production has, so the real scrypt hashes are what the database stores and checks.
describe('passwords as production stores them', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp('pglite', {}, { passwordHashing: 'production' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("keeps better-auth's salted scrypt hash, which opens the account only with the right password", async () => {
    const { email, password, user: created } = await registerUser(app);
    const [row] = await app.db.select().from(account).where(eq(account.userId, created.id));
    // better-auth's format: 16-byte salt and 64-byte scrypt key, both in hex.
    expect(row?.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    const client = new TestClient(app, '10.9.8.7');
    expect((await client.post('/api/auth/login', { email, password: 'senha-errada' })).statusCode).toBe(401);
    expect((await client.post('/api/auth/login', { email, password })).statusCode).toBe(200);
  });

  it('lets the first admin into the back office with the real hash', async () => {
    const client = new TestClient(app, '10.9.8.8');
    const response = await client.post('/api/admin/login', {
      username: 'admin',
      password: app.adminPassword,
    });
    expect(response.statusCode).toBe(200);
  });
});
