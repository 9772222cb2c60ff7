import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpMessages } from '../../shared/messages/http';
import { postAnalysis } from '../features/analysis/test-support';
import { parseEnv } from '../env';
import { loggerOptions } from '../lib/logger';
import { registerUser, TestClient, uniqueEmail } from '../test/http';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDatabaseKinds } from '../test/test-database';

const nul = '\u0000';
const loneSurrogate = '\ud800';

/** A pino logger writing into an array, at the level production uses. */
function capturingLogger(lines: string[]) {
  const sink = new Writable({
    write(data, _encoding, done) {
      lines.push(String(data));
      done();
    },
  });
  return pino(
    { ...(loggerOptions(parseEnv({ LOG_LEVEL: 'info' })) as pino.LoggerOptions), level: 'info' },
    sink,
  );
}

// Issue 14, item 4: text PostgreSQL cannot store (NUL) or that is not text at all (a lone UTF-16
// surrogate) is refused at the edge with a pt-BR 400, before any query runs.
describe.each(testDatabaseKinds)('NUL bytes and lone surrogates on %s', (kind) => {
  let app: TestApp;
  let user: TestClient;
  let admin: TestClient;
  const logLines: string[] = [];
  beforeAll(async () => {
    app = await createTestApp(kind, {}, { logger: capturingLogger(logLines) });
    ({ client: user } = await registerUser(app));
    admin = new TestClient(app, '10.91.0.1');
    expect(
      (await admin.post('/api/admin/login', { username: 'admin', password: app.adminPassword })).statusCode,
    ).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
  });

  const cases = (
    bad: string,
  ): Array<[caller: 'none' | 'user' | 'admin', method: 'GET' | 'POST', url: string, body?: unknown]> => {
    const inBodies: Array<
      [caller: 'none' | 'user' | 'admin', method: 'GET' | 'POST', url: string, body?: unknown]
    > = [
      ['none', 'POST', '/api/auth/login', { email: `ana${bad}@example.com`, password: 'segredo' }],
      [
        'none',
        'POST',
        '/api/auth/register',
        { name: 'Ana', email: `ana${bad}@example.com`, password: 'segredo' },
      ],
      [
        'none',
        'POST',
        '/api/auth/register',
        { name: `Ana${bad}`, email: uniqueEmail(), password: 'segredo' },
      ],
      ['none', 'POST', '/api/auth/forgot-password', { email: `ana${bad}@example.com` }],
      ['none', 'POST', '/api/auth/reset-password', { token: `tok${bad}en`, password: 'segredo' }],
      ['none', 'POST', '/api/admin/login', { username: `admin${bad}`, password: 'segredo' }],
      ['user', 'POST', '/api/checkout/verify', { sessionId: `cs_${bad}` }],
      ['user', 'POST', '/api/payments/pix', { planType: 'vtx_annual', reference: `VTX-1234567${bad}` }],
      ['admin', 'POST', '/api/admin/users/x/plan', { plan: 'free', [`x${bad}`]: 1 }],
    ];
    // A lone surrogate cannot be percent-encoded (URLs carry UTF-8); only JSON escapes make one.
    if (bad !== nul) return inBodies;
    const q = encodeURIComponent(bad);
    return [
      ...inBodies,
      ['none', 'GET', `/api/auth/confirm-email?token=tok${q}en`],
      ['admin', 'GET', `/api/admin/users?search=ana${q}`],
      ['admin', 'GET', `/api/admin/users?plan=free${q}`],
      ['admin', 'GET', `/api/admin/logs?action=login${q}`],
      ['admin', 'GET', `/api/admin/logs?adminId=x${q}`],
      ['admin', 'GET', `/api/admin/users/x${q}/transactions`],
      ['admin', 'POST', `/api/admin/users/x${q}/credits`, { amount: 10 }],
      ['admin', 'POST', `/api/admin/users/x${q}/plan`, { plan: 'free' }],
      ['none', 'GET', `/api/plans?${q}=1`],
    ];
  };

  for (const [name, bad] of [
    ['a NUL byte', nul],
    ['a lone surrogate', loneSurrogate],
  ] as const) {
    it(`answers ${name} with a pt-BR 400 on every route`, async () => {
      for (const [caller, method, url, body] of cases(bad)) {
        const client =
          caller === 'user' ? user : caller === 'admin' ? admin : new TestClient(app, '10.91.1.1');
        const response = await client.request(method, url, body);
        const label = `${method} ${url}`;
        expect(response.statusCode, label).toBe(400);
        expect(response.json().error, label).toMatchObject({
          code: 'VALIDATION',
          message: httpMessages.unsafeText,
        });
      }
    });
  }

  it('refuses a NUL byte in a session cookie and in a multipart field, and charges nothing', async () => {
    const cookie = await app.server.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: 'vtx.session_token=abc%00def' },
    });
    expect(cookie.statusCode).toBe(400);
    expect(cookie.json().error.message).toBe(httpMessages.unsafeText);

    const { client, user: owner } = await registerUser(app);
    const upload = await postAnalysis(client, { specification: `tendência${nul}` });
    expect(upload.statusCode).toBe(400);
    expect(upload.json().error.message).toBe(httpMessages.unsafeText);
    expect((await client.get('/api/me')).json().credits).toBe(owner.credits);
  });

  it('never logs a failed query with its parameters', async () => {
    const email = uniqueEmail('segredo-no-log');
    // Make the failed-login counter fail inside PostgreSQL: its key carries the e-mail.
    await app.db.execute(
      sql`alter table rate_limits add constraint probe_fail check (key not like 'loginFailuresByIpAndAccount:%') not valid`,
    );
    try {
      const response = await new TestClient(app, '10.91.2.1').post('/api/auth/login', {
        email,
        password: 'segredo',
      });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain(email);
    } finally {
      await app.db.execute(sql`alter table rate_limits drop constraint probe_fail`);
    }
    const text = logLines.join('');
    expect(text).toContain('unexpected error');
    expect(text).not.toContain(email);
    expect(text).not.toMatch(/params:/);
  });
});
