import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../features/analysis/test-support';
import { queryRows } from '../lib/database';
import { registerUser, TestClient } from '../test/http';
import { createTestApp, type TestApp } from '../test/test-app';

// Tables a refused request may legitimately touch: attempt counters and the audit trail.
const bookkeeping = new Set(['rate_limits', 'admin_logs', 'analytics_daily', 'session']);

async function snapshot(app: TestApp): Promise<string> {
  const tables = await queryRows<{ name: string }>(
    app.db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    if (bookkeeping.has(name)) continue;
    const [row] = await queryRows<{ digest: string }>(
      app.db,
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.identifier(name)} t`,
    );
    parts.push(`${name}:${row?.digest}`);
  }
  return parts.join(',');
}

// Text PostgreSQL cannot store (NUL) and UTF-16 that is not text (lone surrogates), mixed into
// ordinary strings: every route must refuse them with a 4xx, never reach the database with them.
const hostileChars = ['\u0000', '\ud800', '\udfff', '\udbff\u0041'];
const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc
    .tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...hostileChars), fc.string({ maxLength: 12 }))
    .map((parts) => parts.join('')),
);
const hostileObject = fc.dictionary(hostileString, fc.oneof(hostileString, fc.integer(), fc.boolean()), {
  maxKeys: 4,
});

/** A URL can only carry UTF-8: a lone surrogate goes as U+FFFD (what a browser would send). */
function encodePathPart(text: string): string {
  return encodeURIComponent(
    text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
  );
}

const contentTypes = [
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/xml',
  '',
];

describe('bad input never crashes the server nor half-writes', () => {
  let app: TestApp;
  let user: TestClient;
  let admin: TestClient;
  beforeAll(async () => {
    app = await createTestApp('pglite');
    ({ client: user } = await registerUser(app));
    admin = new TestClient(app, '10.88.0.1');
    await admin.post('/api/admin/login', { username: 'admin', password: app.adminPassword });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers random bodies, queries, headers and multipart parts on every route with a 4xx in pt-BR or a success', async () => {
    // Logouts would end the sessions the other cases need.
    const routes = app.routes.filter(
      (route) => route.url.startsWith('/api/') && !route.url.endsWith('/logout'),
    );
    const request = fc.record({
      route: fc.constantFrom(...routes),
      id: fc.oneof(hostileString, fc.uuid()),
      body: fc.oneof(
        fc.jsonValue(),
        hostileObject,
        fc.string({ maxLength: 200 }),
        hostileString,
        fc.constant(undefined),
      ),
      query: fc.dictionary(
        fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), hostileString),
        hostileString,
        { maxKeys: 4 },
      ),
      contentType: fc.constantFrom(...contentTypes),
      caller: fc.constantFrom('none', 'user', 'admin', 'forged'),
      forgedCookie: hostileString,
      multipart: fc.array(
        fc.record({
          name: fc.constantFrom('image', 'sector', 'specification', 'timeframe', 'x'),
          value: fc.oneof(
            hostileString,
            fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
          ),
          filename: fc.option(fc.constantFrom('a.png', 'b.jpg', '../../etc/passwd', 'c.svg'), {
            nil: undefined,
          }),
        }),
        { maxLength: 4 },
      ),
    });
    await fc.assert(
      fc.asyncProperty(request, async (input) => {
        const url = input.route.url.replace(':id', encodePathPart(input.id || 'x'));
        const search = new URLSearchParams(input.query).toString();
        const client = input.caller === 'user' ? user : input.caller === 'admin' ? admin : null;
        const before = await snapshot(app);
        let payload: string | Buffer | undefined;
        const headers: Record<string, string> = {};
        if (input.route.method !== 'GET' && input.route.method !== 'DELETE') {
          if (input.contentType === 'multipart/form-data') {
            const body = multipartBody(input.multipart.map((part) => ({ ...part, value: part.value })));
            payload = body.payload;
            headers['content-type'] = body.contentType;
          } else {
            payload =
              input.body === undefined
                ? undefined
                : typeof input.body === 'string'
                  ? input.body
                  : JSON.stringify(input.body);
            if (input.contentType) headers['content-type'] = input.contentType;
          }
        }
        const response = await app.server.inject({
          method: input.route.method as 'POST',
          url: search ? `${url}?${search}` : url,
          headers: {
            ...headers,
            ...(client ? { cookie: client.cookieHeader } : {}),
            ...(input.caller === 'forged'
              ? { cookie: `vtx.session_token=${encodePathPart(input.forgedCookie)}` }
              : {}),
          },
          ...(payload !== undefined ? { payload } : {}),
          remoteAddress: `10.89.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
        });
        const label = `${input.route.method} ${url} → ${response.statusCode} ${response.body.slice(0, 200)}`;
        expect(response.statusCode, label).toBeLessThan(500);
        if (response.statusCode >= 400) {
          const error = response.json().error;
          expect(typeof error.message, label).toBe('string');
          expect(error.message, label).not.toMatch(/\bat \S+:\d+|select |insert |ZodError|undefined/i);
          expect(await snapshot(app), label).toBe(before);
        }
      }),
      { numRuns: 250 },
    );
  }, 300_000);
});
