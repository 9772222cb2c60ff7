import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema';
import { EnvError, parseEnv } from '../env';
import { registerUser, TestClient } from '../test/http';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDatabaseKinds } from '../test/test-database';

// Issue 25: TRUST_PROXY=true trusted every hop, so the left-most X-Forwarded-For, written by the
// client, became its address and defeated the login throttle, the sign-up and reset limits.
describe('TRUST_PROXY', () => {
  it('takes a hop count or the proxies’ addresses, and refuses "every hop" naming the variable', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    for (const everyHop of ['true', 'TRUE', 'yes']) {
      expect(() => parseEnv({ TRUST_PROXY: everyHop })).toThrow(EnvError);
      expect(() => parseEnv({ TRUST_PROXY: everyHop })).toThrow(/TRUST_PROXY=true confiaria/);
    }
    for (const bad of ['proxy.example.com', '10.0.0.0/33', '1.2.3', '*']) {
      expect(() => parseEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });
});

async function throttledAddresses(app: TestApp, email: string): Promise<string[]> {
  const rows = await app.db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(like(rateLimits.key, `loginFailuresByIpAndAccount:%:${email}`));
  return rows.map((row) => row.key.split(':')[1]!);
}

describe.each(testDatabaseKinds)('client addresses behind a proxy on %s', (kind) => {
  const cases = [
    { trust: '1', name: 'one hop (nginx append form, Caddy)' },
    { trust: '10.0.0.0/8', name: 'the proxy’s addresses' },
  ];
  const apps = new Map<string, TestApp>();
  beforeAll(async () => {
    for (const { trust } of cases) apps.set(trust, await createTestApp(kind, { TRUST_PROXY: trust }));
  });
  afterAll(async () => {
    for (const app of apps.values()) await app.close();
  });

  it.each(cases)('takes the address the proxy saw, not one the client wrote: $name', async ({ trust }) => {
    const app = apps.get(trust)!;
    const { email, password } = await registerUser(app);
    const proxy = new TestClient(app, '10.0.0.7');
    // The attacker changes the left-most entry each time; the proxy appends what it saw.
    const answers: number[] = [];
    for (let attempt = 0; attempt < 9; attempt++) {
      const response = await proxy.post(
        '/api/auth/login',
        { email, password: 'errada-123' },
        { 'x-forwarded-for': `198.18.0.${attempt + 1}, 203.0.113.9` },
      );
      answers.push(response.statusCode);
    }
    expect(answers).toEqual([...Array(8).fill(401), 429]);
    expect(await throttledAddresses(app, email)).toEqual(['203.0.113.9']);
    // The owner, at another address behind the same proxy, still gets in.
    const owner = await proxy.post(
      '/api/auth/login',
      { email, password },
      { 'x-forwarded-for': '198.51.100.20' },
    );
    expect(owner.statusCode).toBe(200);
  });

  it('believes no header from a client that reaches the port directly, when the proxy is named', async () => {
    const app = apps.get('10.0.0.0/8')!;
    const { email } = await registerUser(app);
    const direct = new TestClient(app, '198.51.100.4');
    await direct.post(
      '/api/auth/login',
      { email, password: 'errada-123' },
      { 'x-forwarded-for': '10.0.0.99, 192.0.2.1' },
    );
    expect(await throttledAddresses(app, email)).toEqual(['198.51.100.4']);
  });
});
