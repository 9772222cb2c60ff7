import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages as m } from '../../shared/messages/auth';
import { emailOutbox, user } from '../db/schema';
import { registerUser, TestClient, uniqueEmail } from '../test/http';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDatabaseKinds } from '../test/test-database';

async function mails(app: TestApp, to: string) {
  return app.db
    .select({ kind: emailOutbox.kind, text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, to));
}

/** What an onlooker sees of a registration: status, body, cookies. */
function visible(response: Awaited<ReturnType<TestClient['post']>>) {
  return {
    status: response.statusCode,
    body: response.json(),
    cookies: response.headers['set-cookie'] ?? null,
  };
}

// Issue 25: register answered 409 EMAIL_TAKEN, telling anyone which addresses have accounts.
describe.each(testDatabaseKinds)('registration with e-mail confirmation on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind, { AUTH_REQUIRE_EMAIL_CONFIRMATION: 'true' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers a taken address exactly like a new one, and e-mails the owner instead', async () => {
    const owner = uniqueEmail('dona');
    await new TestClient(app, '10.5.9.1').post('/api/auth/register', {
      name: 'Dona da Conta',
      email: owner,
      password: 'senha-da-dona',
    });
    const [ownerRow] = await app.db.select().from(user).where(eq(user.email, owner));
    const before = await mails(app, owner);

    const prober = new TestClient(app, '10.5.9.2');
    const fresh = uniqueEmail('nova');
    const forNew = await prober.post('/api/auth/register', {
      name: 'Curiosa',
      email: fresh,
      password: 'qualquer-1',
    });
    const forTaken = await prober.post('/api/auth/register', {
      name: 'Curiosa',
      email: owner.toUpperCase(),
      password: 'qualquer-1',
    });
    expect(visible(forTaken)).toEqual(visible(forNew));
    expect(visible(forNew)).toEqual({
      status: 201,
      body: { status: 'confirmation_required', message: m.confirmationPending },
      cookies: null,
    });

    // The owner is told, the account is untouched, and the prober's password does not open it.
    const after = await mails(app, owner);
    const told = after.slice(before.length);
    expect(told.map((mail) => mail.kind)).toEqual(['existing_account']);
    expect(told[0]!.text).toContain('já tem uma conta');
    const [unchanged] = await app.db.select().from(user).where(eq(user.email, owner));
    expect(unchanged).toEqual(ownerRow);
    expect(
      await app.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, fresh), eq(emailOutbox.kind, 'email_confirmation'))),
    ).toHaveLength(1);
  });
});

describe.each(testDatabaseKinds)('registration with e-mail confirmation off on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });

  // The documented trade-off: a new account is signed in at once, so a taken address must say so.
  it('says the address is taken (the trade-off documented in docs/deploy.md)', async () => {
    const { email } = await registerUser(app);
    const again = await new TestClient(app, '10.5.9.3').post('/api/auth/register', {
      name: 'Outra',
      email,
      password: 'qualquer-1',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('EMAIL_TAKEN');
  });
});
