import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '../../shared/messages/admin';
import { authMessages } from '../../shared/messages/auth';
import { registerUser, TestClient } from '../test/http';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDatabaseKinds } from '../test/test-database';

async function failLogins(client: TestClient, times: number, body: object, url = '/api/auth/login') {
  const answers = [];
  for (let attempt = 0; attempt < times; attempt++) answers.push((await client.post(url, body)).statusCode);
  return answers;
}

// Issue 14, item 7: failed logins are counted per address and per (address, account), never per
// account alone, so nobody can lock an owner out from everywhere by failing on purpose.
describe.each(testDatabaseKinds)('login throttling on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });

  it(
    'locks one address out of one account, says when to retry, and lets the owner in from elsewhere',
    { timeout: 120_000 },
    async () => {
      const { email, password } = await registerUser(app);
      const attacker = new TestClient(app, '10.93.0.1');
      expect(await failLogins(attacker, 8, { email, password: 'errada-123' })).toEqual(Array(8).fill(401));

      const locked = await attacker.post('/api/auth/login', { email, password });
      expect(locked.statusCode).toBe(429);
      // The window opened at the first failure, a few seconds ago on a busy machine.
      const retryAfter = Number(locked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(480);
      expect(retryAfter).toBeLessThanOrEqual(600);
      expect(locked.json().error.message).toBe(authMessages.loginLockedOut(retryAfter));
      expect(authMessages.loginLockedOut(600)).toBe(
        'Muitas tentativas de login. Tente novamente em 10 minutos.',
      );
      expect(authMessages.loginLockedOut(59)).toBe(
        'Muitas tentativas de login. Tente novamente em 1 minuto.',
      );

      const owner = new TestClient(app, '10.93.0.2');
      const fromHome = await owner.post('/api/auth/login', { email, password });
      expect(fromHome.statusCode).toBe(200);
      expect((await owner.get('/api/me')).statusCode).toBe(200);
    },
  );

  it('forgets an address’s failures once the owner signs in from it', async () => {
    const { email, password } = await registerUser(app);
    const client = new TestClient(app, '10.93.1.1');
    await failLogins(client, 7, { email, password: 'errada-123' });
    expect((await client.post('/api/auth/login', { email, password })).statusCode).toBe(200);
    expect(await failLogins(client, 7, { email, password: 'errada-123' })).toEqual(Array(7).fill(401));
    expect((await client.post('/api/auth/login', { email, password })).statusCode).toBe(200);
  });

  it('stops a password spray from one address across many accounts', async () => {
    const sprayer = new TestClient(app, '10.93.2.1');
    const statuses = [];
    for (let attempt = 0; attempt < 31; attempt++) {
      statuses.push(
        (await sprayer.post('/api/auth/login', { email: `alvo${attempt}@example.com`, password: 'senha123' }))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses[30]).toBe(429);
  }, 180_000);

  it(
    'never locks the administrator out of the back office from another address',
    { timeout: 120_000 },
    async () => {
      const attacker = new TestClient(app, '10.93.3.1');
      const wrong = { username: 'admin', password: 'senha-errada' };
      expect(await failLogins(attacker, 5, wrong, '/api/admin/login')).toEqual(Array(5).fill(401));

      const locked = await attacker.post('/api/admin/login', {
        username: 'admin',
        password: app.adminPassword,
      });
      expect(locked.statusCode).toBe(429);
      const retryAfter = Number(locked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(780);
      expect(retryAfter).toBeLessThanOrEqual(900);
      expect(locked.json().error.message).toBe(adminMessages.loginLockedOut(retryAfter));

      const office = new TestClient(app, '10.93.3.2');
      const signedIn = await office.post('/api/admin/login', {
        username: 'admin',
        password: app.adminPassword,
      });
      expect(signedIn.statusCode).toBe(200);
      expect((await office.get('/api/admin/me')).statusCode).toBe(200);
    },
  );
});
