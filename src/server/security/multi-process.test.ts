import { randomUUID } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chartFixture, multipartBody } from '../features/analysis/test-support';
import { queryRows, type DatabaseHandle } from '../lib/database';
import { serverBundle } from '../test/server-bundle';
import { createTestDatabase, testPostgresUrl } from '../test/test-database';

// The production layout in miniature: two API processes behind an imaginary load balancer and one
// analysis worker, all on one PostgreSQL database, and the concurrency checks run through both.

const adminPassword = 'multi-process-admin';
const secondAdmin = { username: 'segundo', password: 'senha-do-segundo' };
const authSecret = 'multi-process-secret-multi-process-secret';
const startupMs = 90_000;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

type Child = { process: ChildProcess; output: string[]; exited: Promise<number | null> };

/** Starts `entry` (main, worker or create-admin) from the bundle of these sources (test/server-bundle.ts). */
async function run(entry: string, args: string[], env: Record<string, string>): Promise<Child> {
  const child = spawn(process.execPath, [join(await serverBundle(), `${entry}.js`), ...args], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      AUTH_SECRET: authSecret,
      // A sandbox card payment is fulfilled by both processes at once.
      PAYMENT_PROVIDER: 'sandbox',
      PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const output: string[] = [];
  let partial = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    output.push(...lines);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { process: child, output, exited };
}

async function waitFor(what: string, child: Child, ready: () => Promise<boolean> | boolean): Promise<void> {
  const deadline = Date.now() + startupMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) throw new Error(`${what} exited with ${child.process.exitCode}`);
    try {
      if (await ready()) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not start within ${startupMs / 1000} s`);
}

function logLines(child: Child): Array<Record<string, unknown>> {
  return child.output.flatMap((line) => {
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
}

function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

describe.skipIf(!testPostgresUrl)('two API processes and one worker on one PostgreSQL', () => {
  let database: DatabaseHandle & { url?: string };
  let publicUrl: string;
  const apis: Array<{ base: string; child: Child }> = [];
  let worker: Child;
  const children: Child[] = [];
  let secondAdminCreated: Promise<number | null>;

  /** Like a browser on the public address: the load balancer picked process `index`. */
  async function call(
    index: number,
    method: string,
    path: string,
    options: { cookie?: string; json?: unknown } = {},
  ) {
    const headers: Record<string, string> = { origin: publicUrl };
    if (options.cookie) headers.cookie = options.cookie;
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    return fetch(`${apis[index % 2]!.base}${path}`, {
      method,
      headers,
      ...(options.json !== undefined ? { body: JSON.stringify(options.json) } : {}),
    });
  }

  async function register(index: number, label: string) {
    const email = `${label}.${Date.now().toString(36)}@example.com`;
    const response = await call(index, 'POST', '/api/auth/register', {
      json: { name: `Cliente ${label}`, email, password: 'segredo123' },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const body = (await response.json()) as { user: { id: string; credits: number } };
    return { email, cookie: cookieOf(response), ...body.user };
  }

  const balanceOf = async (id: string) =>
    (await queryRows<{ credits: number }>(database.db, sql`select credits from "user" where id = ${id}`))[0]!
      .credits;
  const ledgerRows = (id: string, type: string) =>
    queryRows<{ credits_amount: number }>(
      database.db,
      sql`select credits_amount from credit_transactions where user_id = ${id} and transaction_type = ${type}`,
    );

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const ports = [await freePort(), await freePort()];
    publicUrl = `http://127.0.0.1:${ports[0]}`;
    const shared = {
      DATABASE_URL: database.url!,
      ANALYSIS_QUEUE: 'pg-boss',
      // the race is the point, not the timeout: on a loaded box 5 real analyses in one worker
      // once took past the default minute, and a timed-out analysis is refunded
      ANALYSIS_TIMEOUT_MS: '300000',
      // 20 analyses at once from one user: the credit race, not the per-user limits
      ANALYSIS_USER_IN_FLIGHT: '1000',
      ANALYSIS_USER_PER_MINUTE: '1000',
      ADMIN_PASSWORD: adminPassword,
      PUBLIC_URL: publicUrl,
      HOST: '127.0.0.1',
    };
    for (const port of ports) {
      const child = await run('main', [], { ...shared, PORT: String(port) });
      children.push(child);
      apis.push({ base: `http://127.0.0.1:${port}`, child });
    }
    worker = await run('worker', [], {
      DATABASE_URL: database.url!,
      LOG_LEVEL: 'info',
      ENGINE_WORKERS: '1',
      WORKER_CONCURRENCY: '2',
    });
    children.push(worker);
    // Both API processes start at once on the empty database, racing to create the first admin.
    await Promise.all([
      ...apis.map((api, index) =>
        waitFor(
          `API process ${index + 1}`,
          api.child,
          async () => (await fetch(`${api.base}/api/health`)).ok,
        ),
      ),
      waitFor('analysis worker', worker, () =>
        logLines(worker).some((line) => line.msg === 'analysis worker started'),
      ),
    ]);
    // The second administrator, with the operator's script, while the first tests run.
    const script = await run('create-admin', [secondAdmin.username], {
      DATABASE_URL: database.url!,
      ADMIN_PASSWORD: secondAdmin.password,
    });
    children.push(script);
    secondAdminCreated = script.exited;
  }, startupMs + 30_000);

  afterAll(async () => {
    for (const child of children) {
      if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill('SIGKILL');
    }
    await Promise.all(children.map((child) => child.exited));
    await database?.close();
  }, 30_000);

  it('charges exactly 5 of 20 parallel analyses sent alternately to both processes; the worker runs them', async () => {
    const paid = 5;
    const buyer = await register(0, 'analises');
    // 5 credits, recorded in the ledger like any grant so balances still equal ledgers at the end.
    // Each paid analysis runs the real engine in the worker: 5 keep the race (20 requests at once
    // on two processes) without a minute of OCR.
    await database.db.execute(sql`
      with granted as (update "user" set credits = ${paid} where id = ${buyer.id} returning id)
      insert into credit_transactions (user_id, transaction_type, credits_amount, balance_after, description)
      select id, 'bonus', ${paid - buyer.credits}, ${paid}, 'multi-process test' from granted`);
    const body = multipartBody([
      { name: 'sector', value: 'forex' },
      { name: 'image', value: chartFixture, filename: 'grafico.png', type: 'image/png' },
    ]);
    const responses = await Promise.all(
      Array.from({ length: 4 * paid }, (_, index) =>
        fetch(`${apis[index % 2]!.base}/api/analyses`, {
          method: 'POST',
          headers: { origin: publicUrl, cookie: buyer.cookie, 'content-type': body.contentType },
          body: body.payload,
        }),
      ),
    );
    const codes = responses.map((response) => response.status);
    expect(codes.filter((code) => code === 200)).toHaveLength(paid);
    expect(codes.filter((code) => code === 402)).toHaveLength(3 * paid);
    // Both processes raced for the credits (every other request went to each); which one won
    // which credit is chance, so only the number of winners is checked.
    expect(await balanceOf(buyer.id)).toBe(0);
    expect(await ledgerRows(buyer.id, 'usage')).toHaveLength(paid);
    const [done] = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from analysis_history where user_id = ${buyer.id} and status = 'done'`,
    );
    expect(done!.count).toBe(paid);
    // Nothing (no image) is left in the queue once answers are delivered.
    const [left] = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from pgboss.job`,
    );
    expect(left!.count).toBe(0);

    // The API processes have no engine in this mode: the worker did them all, as it reports on its way out.
    worker.process.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
    const stopped = logLines(worker).find((line) => line.msg === 'analysis worker stopped');
    expect(stopped).toMatchObject({ processed: paid, failed: 0 });
  }, 120_000);

  it('accepts a session made on one process on the other, and a logout on one ends it on both at once', async () => {
    const customer = await register(0, 'sessao');
    expect((await call(1, 'GET', '/api/me', { cookie: customer.cookie })).status).toBe(200);
    expect((await call(0, 'GET', '/api/me', { cookie: customer.cookie })).status).toBe(200);
    const logout = await call(0, 'POST', '/api/auth/logout', { cookie: customer.cookie, json: {} });
    expect(logout.status).toBe(200);
    // No grace period: the very next request on the other process is refused.
    expect((await call(1, 'GET', '/api/me', { cookie: customer.cookie })).status).toBe(401);
    expect((await call(0, 'GET', '/api/me', { cookie: customer.cookie })).status).toBe(401);
  });

  it('counts failed logins for one e-mail across both processes', async () => {
    const customer = await register(1, 'limite');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 9; attempt++) {
      const response = await call(attempt, 'POST', '/api/auth/login', {
        json: { email: customer.email, password: 'senha-errada' },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 429]);
    const right = await call(0, 'POST', '/api/auth/login', {
      json: { email: customer.email, password: 'segredo123' },
    });
    expect(right.status).toBe(429);
  });

  it('credits a sandbox card payment once when both processes fulfil it at the same time', async () => {
    const buyer = await register(1, 'pagamento');
    const checkout = await call(1, 'POST', '/api/checkout', {
      cookie: buyer.cookie,
      json: { planType: 'vtx_100_credits' },
    });
    expect(checkout.status).toBe(200);
    const { sessionId } = (await checkout.json()) as { sessionId: string };
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 4 < 2
          ? call(index, 'POST', `/api/sandbox-checkout/${sessionId}/pay`)
          : call(index, 'POST', '/api/checkout/verify', { cookie: buyer.cookie, json: { sessionId } }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect(await balanceOf(buyer.id)).toBe(buyer.credits + 100);
    expect(await ledgerRows(buyer.id, 'purchase')).toHaveLength(1);
  });

  it('lands two admins granting credits at once through the two processes', async () => {
    const login = async (index: number, username: string, password: string) => {
      const response = await call(index, 'POST', '/api/admin/login', { json: { username, password } });
      expect(response.status, await response.clone().text()).toBe(200);
      return cookieOf(response);
    };
    expect(await secondAdminCreated, 'create-admin exit code').toBe(0);
    const first = await login(0, 'admin', adminPassword);
    const second = await login(1, secondAdmin.username, secondAdmin.password);
    const customer = await register(0, 'concessao');
    const grants = await Promise.all([
      call(0, 'POST', `/api/admin/users/${customer.id}/credits`, {
        cookie: first,
        json: { amount: 100, idempotencyKey: randomUUID() },
      }),
      call(1, 'POST', `/api/admin/users/${customer.id}/credits`, {
        cookie: second,
        json: { amount: 250, idempotencyKey: randomUUID() },
      }),
    ]);
    expect(grants.map((response) => response.status)).toEqual([200, 200]);
    expect(await balanceOf(customer.id)).toBe(customer.credits + 350);
    const bonuses = await ledgerRows(customer.id, 'bonus');
    expect(bonuses.map((row) => row.credits_amount).sort((a, b) => a - b)).toEqual([1, 100, 250]);

    // And across everything the two processes did: every balance equals its ledger.
    const drift = await queryRows(
      database.db,
      sql`select u.id from "user" u left join (select user_id, sum(credits_amount) as total
          from credit_transactions group by user_id) l on l.user_id = u.id where u.credits <> coalesce(l.total, 0)`,
    );
    expect(drift).toEqual([]);
  });
});
