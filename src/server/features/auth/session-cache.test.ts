import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema';
import { session, user } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { registerUser } from '../../test/http';
import { testDatabaseKinds } from '../../test/test-database';
import { SessionCache } from './session-cache';

const day = 24 * 60 * 60 * 1000;

function fakeUser(id: string): UserRow {
  return { id, credits: 1 } as UserRow;
}

describe('SessionCache', () => {
  let now = 1_000_000;
  let listening = true;
  const make = (options: { ttlMs?: number; maxEntries?: number } = {}) =>
    new SessionCache({ listening: () => listening, now: () => now, ...options });
  const entry = (id: string) => ({
    user: fakeUser(id),
    expiresAt: new Date(now + 30 * day),
    refreshAt: new Date(now + day),
  });

  it('serves what was stored, per signed cookie value', () => {
    const cache = make();
    cache.store('cookie-a', entry('u1'), cache.ticket());
    expect(cache.get('cookie-a')?.user.id).toBe('u1');
    expect(cache.get('cookie-b')).toBeNull();
  });

  it('serves nothing while the change feed cannot be heard, and stores nothing either', () => {
    const cache = make();
    cache.store('cookie-a', entry('u1'), cache.ticket());
    listening = false;
    expect(cache.get('cookie-a')).toBeNull();
    cache.store('cookie-b', entry('u2'), cache.ticket());
    listening = true;
    expect(cache.get('cookie-b')).toBeNull();
  });

  it('forgets entries past the time-to-live, the session end or the roll point', () => {
    const cache = make({ ttlMs: 1000 });
    cache.store('ttl', entry('u1'), cache.ticket());
    cache.store('ends', { ...entry('u2'), expiresAt: new Date(now + 500) }, cache.ticket());
    cache.store('rolls', { ...entry('u3'), refreshAt: new Date(now + 200) }, cache.ticket());
    now += 200;
    expect(cache.get('rolls')).toBeNull();
    expect(cache.get('ends')).not.toBeNull();
    now += 300;
    expect(cache.get('ends')).toBeNull();
    expect(cache.get('ttl')).not.toBeNull();
    now += 500;
    expect(cache.get('ttl')).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('drops every session of a user whose row or sessions changed', () => {
    const cache = make();
    cache.store('phone', entry('u1'), cache.ticket());
    cache.store('laptop', entry('u1'), cache.ticket());
    cache.store('other', entry('u2'), cache.ticket());
    cache.evictUser('u1');
    expect(cache.get('phone')).toBeNull();
    expect(cache.get('laptop')).toBeNull();
    expect(cache.get('other')).not.toBeNull();
  });

  it('refuses to store a read that raced a change to the same user', () => {
    const cache = make();
    const ticket = cache.ticket();
    cache.evictUser('u1'); // announced while the read was in flight: the read may be stale
    cache.store('cookie', entry('u1'), ticket);
    expect(cache.get('cookie')).toBeNull();
    // A change to someone else does not matter, and a read begun afterwards is fine.
    const later = cache.ticket();
    cache.evictUser('u2');
    cache.store('cookie', entry('u1'), later);
    expect(cache.get('cookie')).not.toBeNull();
  });

  it('refuses reads begun before a clear', () => {
    const cache = make();
    const ticket = cache.ticket();
    cache.clear();
    cache.store('cookie', entry('u1'), ticket);
    expect(cache.get('cookie')).toBeNull();
  });

  it('stays within its size bound, dropping the oldest entry', () => {
    const cache = make({ maxEntries: 2 });
    cache.store('a', entry('u1'), cache.ticket());
    cache.store('b', entry('u2'), cache.ticket());
    cache.store('c', entry('u3'), cache.ticket());
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeNull();
    expect(cache.get('c')).not.toBeNull();
  });
});

describe.each(testDatabaseKinds)('session cache in the app on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });

  // PGlite announces a change before the statement returns; PostgreSQL a moment after the commit.
  const eventually = async (check: () => Promise<void>) => {
    if (kind === 'pglite') return check();
    await expect
      .poll(
        async () =>
          check().then(
            () => true,
            () => false,
          ),
        { timeout: 3000, interval: 5 },
      )
      .toBe(true);
  };

  it('shows a change made behind the app’s back (another process, a manual fix) on the next request', async () => {
    const { client, user: created } = await registerUser(app);
    expect((await client.get('/api/me')).json().credits).toBe(1);
    expect((await client.get('/api/me')).json().credits).toBe(1); // now served from the cache
    await app.db.update(user).set({ credits: 7 }).where(eq(user.id, created.id));
    await eventually(async () => expect((await client.get('/api/me')).json().credits).toBe(7));
  });

  it('refuses a session deleted behind the app’s back, on the next request', async () => {
    const { client, user: created } = await registerUser(app);
    expect((await client.get('/api/me')).statusCode).toBe(200);
    expect((await client.get('/api/me')).statusCode).toBe(200);
    await app.db.delete(session).where(eq(session.userId, created.id));
    await eventually(async () => expect((await client.get('/api/me')).statusCode).toBe(401));
  });

  it('reads its own writes: a logout answers 401 on the very next request', async () => {
    const { client } = await registerUser(app);
    const cookie = client.cookieHeader;
    expect((await client.get('/api/me')).statusCode).toBe(200);
    expect((await client.post('/api/auth/logout')).statusCode).toBe(200);
    const replay = await app.server.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(replay.statusCode).toBe(401);
  });

  it.runIf(kind === 'pglite')('answers a repeated session check without touching the database', async () => {
    const { client } = await registerUser(app);
    expect((await client.get('/api/me')).statusCode).toBe(200);
    const statements: string[] = [];
    const original = PGlite.prototype.query;
    PGlite.prototype.query = function (this: PGlite, ...args: Parameters<PGlite['query']>) {
      statements.push(String(args[0]));
      return original.apply(this, args);
    } as PGlite['query'];
    try {
      for (let i = 0; i < 20; i++) expect((await client.get('/api/me')).statusCode).toBe(200);
    } finally {
      PGlite.prototype.query = original;
    }
    expect(statements).toEqual([]);
  });

  it.runIf(kind === 'postgres')(
    'keeps serving correctly after the notification connection is cut',
    async () => {
      const { client, user: created } = await registerUser(app);
      expect((await client.get('/api/me')).json().credits).toBe(1);
      const killed = await app.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %'`,
      );
      expect((killed as unknown as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
      await app.db.update(user).set({ credits: 3 }).where(eq(user.id, created.id));
      // Whether the cut has been noticed yet or not, the change must show; then the feed comes back.
      await eventually(async () => expect((await client.get('/api/me')).json().credits).toBe(3));
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await app.db.update(user).set({ credits: 4 }).where(eq(user.id, created.id));
      await eventually(async () => expect((await client.get('/api/me')).json().credits).toBe(4));
    },
  );
});
