import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { chartFixture, multipartBody } from '../features/analysis/test-support';
import { openDatabase, queryRows, type DatabaseHandle } from '../lib/database';
import { serverBundle } from '../test/server-bundle';
import { createTestDatabase, seedPgliteDataDir, testDatabaseKinds } from '../test/test-database';

const adminPassword = 'crash-test-admin';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The production server from the bundle of these sources (test/server-bundle.ts). */
async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  return spawn(process.execPath, [join(await serverBundle(), 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: adminPassword,
      // Purchases in the traffic go through the sandbox checkout.
      PAYMENT_PROVIDER: 'sandbox',
      PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not start');
}

/** Resolves when the child has exited, also when it already had (a crash must fail the test, not hang it). */
function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function traffic(base: string, users: Array<{ cookie: string }>, until: number) {
  const analysis = multipartBody([
    { name: 'sector', value: 'forex' },
    { name: 'image', value: chartFixture, filename: 'grafico.png', type: 'image/png' },
  ]);
  await Promise.all(
    users.map(async (user, index) => {
      for (let round = 0; Date.now() < until && round < 200; round++) {
        try {
          if ((round + index) % 3 === 0) {
            const checkout = await fetch(`${base}/api/checkout`, {
              method: 'POST',
              headers: { cookie: user.cookie, 'content-type': 'application/json' },
              body: JSON.stringify({ planType: 'vtx_100_credits' }),
            });
            if (!checkout.ok) continue;
            const { sessionId } = (await checkout.json()) as { sessionId: string };
            await fetch(`${base}/api/sandbox-checkout/${sessionId}/pay`, { method: 'POST' });
          } else {
            await fetch(`${base}/api/analyses`, {
              method: 'POST',
              headers: { cookie: user.cookie, 'content-type': analysis.contentType },
              body: analysis.payload,
            });
          }
        } catch {
          return; // the server was killed under us
        }
      }
    }),
  );
}

async function assertLedgerInvariants(db: DatabaseHandle['db']) {
  const drift = await queryRows(
    db,
    sql`select u.id from "user" u left join (select user_id, sum(credits_amount) as total from credit_transactions group by user_id) l
        on l.user_id = u.id where u.credits <> coalesce(l.total, 0)`,
  );
  expect(drift, 'balances that differ from their ledger').toEqual([]);
  const paidWithoutOneCredit = await queryRows(
    db,
    sql`select p.id from payment_sessions p where p.status = 'paid'
        and (select count(*) from credit_transactions c where c.idempotency_key = 'payment:' || p.id) <> 1`,
  );
  expect(paidWithoutOneCredit, 'paid payments not credited exactly once').toEqual([]);
  const creditedButUnpaid = await queryRows(
    db,
    sql`select p.id from payment_sessions p where p.status <> 'paid'
        and exists (select 1 from credit_transactions c where c.idempotency_key = 'payment:' || p.id)`,
  );
  expect(creditedButUnpaid, 'credits for payments that are not paid').toEqual([]);
  const running = await queryRows(db, sql`select id from analysis_history where status = 'running'`);
  expect(running, 'analyses left running after restart').toEqual([]);
  const unrefunded = await queryRows(
    db,
    sql`select a.id from analysis_history a where a.charged and a.status in ('failed', 'cancelled')
        and not exists (select 1 from credit_transactions c where c.idempotency_key = 'refund:' || a.id)`,
  );
  expect(unrefunded, 'failed analyses without a refund').toEqual([]);
  const [counts] = await queryRows<{ paid: number; done: number }>(
    db,
    sql`select (select count(*)::int from payment_sessions where status = 'paid') as paid,
               (select count(*)::int from analysis_history where status = 'done') as done`,
  );
  return counts!;
}

describe.each(testDatabaseKinds)('crash safety on %s', (kind) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('keeps every balance equal to its ledger and every payment credited once across a SIGKILL', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env: Record<string, string> = {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      ANALYSIS_TIMEOUT_MS: '2000',
    };
    let inspect: () => Promise<DatabaseHandle>;
    if (kind === 'pglite') {
      const dataDir = mkdtempSync(join(tmpdir(), 'vtx-crash-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      env.DATA_DIR = dataDir;
      await seedPgliteDataDir(join(dataDir, 'pglite'));
      inspect = () => openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    } else {
      const database = await createTestDatabase('postgres');
      cleanups.push(() => database.close());
      env.DATABASE_URL = database.url!;
      inspect = async () => ({ ...database, close: async () => {} });
    }

    let child = await startServer(env);
    cleanups.push(() => void child.kill('SIGKILL'));
    await waitForHealth(base, child);

    const users: Array<{ cookie: string }> = [];
    for (let i = 0; i < 4; i++) {
      const response = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Cliente ${i}`,
          email: `crash-${kind}-${i}-${Date.now()}@example.com`,
          password: 'segredo123',
        }),
      });
      expect(response.status).toBe(201);
      users.push({ cookie: cookieOf(response) });
    }

    // Mid-traffic: payments and analyses in flight when the process dies.
    const load = traffic(base, users, Date.now() + 6_000);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(child.exitCode, 'the server survived the traffic until it was killed').toBeNull();
    child.kill('SIGKILL');
    await exited(child);
    await load;

    if (kind === 'postgres') {
      // On PostgreSQL other processes may share the work, so a 'running' row only counts as
      // orphaned after the analysis timeout (+ 5 s); restart once that has passed.
      await new Promise((resolve) => setTimeout(resolve, 7_500));
    }
    child = await startServer(env);
    await waitForHealth(base, child);
    await traffic(base, users, Date.now() + 1_500);
    expect(child.exitCode, 'the restarted server survived the traffic').toBeNull();
    child.kill('SIGTERM');
    await exited(child);

    const database = await inspect();
    try {
      const counts = await assertLedgerInvariants(database.db);
      expect(counts.paid + counts.done, 'some traffic got through').toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  }, 300_000);
});
