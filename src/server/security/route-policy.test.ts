import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, TestClient } from '../test/http';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDatabaseKinds } from '../test/test-database';
import { postAnalysis } from '../features/analysis/test-support';

// 'owner-upload': an owner route that needs an upload, so the empty body this suite sends gets a
// 4xx about the upload (not 401/403/404), while another user still gets 404
type Policy = 'public' | 'user' | 'admin' | 'owner' | 'owner-upload';

/**
 * The access policy of every API route. The list of routes comes from the router itself: a route
 * added without an entry here fails the suite, so none can be forgotten.
 */
const policies: Record<string, Policy> = {
  'GET /api/health': 'public',
  'GET /api/ready': 'public',
  'GET /api/openapi.json': 'public',
  'GET /api/status': 'public',
  'POST /api/analytics/page-view': 'public',
  'GET /api/plans': 'public',
  'GET /api/payments/methods': 'public',
  'GET /api/market': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'public',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',
  'POST /api/auth/reset-password/check': 'public',
  'GET /api/auth/confirm-email': 'public',
  'GET /api/auth/session': 'public',
  'GET /api/admin/session': 'public',
  'GET /api/sandbox-checkout/:id': 'public',
  'POST /api/sandbox-checkout/:id/pay': 'public',
  'POST /api/sandbox-checkout/:id/cancel': 'public',
  'POST /api/admin/login': 'public',
  'GET /api/results': 'public',
  'GET /api/me': 'user',
  'GET /api/settings': 'user',
  'PUT /api/settings': 'user',
  'POST /api/checkout': 'user',
  'POST /api/checkout/verify': 'user',
  'GET /api/payments/pix/quote': 'user',
  'POST /api/payments/pix': 'user',
  'GET /api/payments': 'user',
  'GET /api/credits/transactions': 'user',
  'POST /api/analyses': 'user',
  'GET /api/analyses': 'user',
  'GET /api/analyses/:id': 'owner',
  'GET /api/analyses/:id/image': 'owner',
  'PUT /api/analyses/:id/favorite': 'owner',
  'DELETE /api/analyses/:id/favorite': 'owner',
  'POST /api/analyses/:id/verification': 'owner-upload',
  'GET /api/analyses/:id/verification': 'owner',
  'GET /api/results/me': 'user',
  'GET /api/admin/results': 'admin',
  'GET /api/admin/me': 'admin',
  'POST /api/admin/logout': 'admin',
  'GET /api/admin/overview': 'admin',
  'GET /api/admin/users': 'admin',
  'POST /api/admin/users/:id/credits': 'admin',
  'POST /api/admin/users/:id/plan': 'admin',
  'GET /api/admin/users/:id/transactions': 'admin',
  'GET /api/admin/payments': 'admin',
  'POST /api/admin/payments/:id/confirm': 'admin',
  'POST /api/admin/payments/:id/reject': 'admin',
  'GET /api/admin/logs': 'admin',
  'GET /api/admin/settings': 'admin',
  'PUT /api/admin/settings': 'admin',
};

function logoutOrder(url: string): number {
  if (url === '/api/admin/logout') return 1;
  return url === '/api/auth/logout' ? 2 : 0;
}

function isApiRoute(url: string) {
  return url.startsWith('/api/') && url !== '/api/*';
}

describe.each(testDatabaseKinds)('route access policy on %s', (kind) => {
  let app: TestApp;
  let owner: TestClient;
  let stranger: TestClient;
  let admin: TestClient;
  let ownedAnalysisId: string;

  beforeAll(async () => {
    app = await createTestApp(kind);
    ({ client: owner } = await registerUser(app));
    ({ client: stranger } = await registerUser(app));
    admin = new TestClient(app, '10.77.0.1');
    expect(
      (await admin.post('/api/admin/login', { username: 'admin', password: app.adminPassword })).statusCode,
    ).toBe(200);
    const analysis = await postAnalysis(owner);
    expect(analysis.statusCode).toBe(200);
    ownedAnalysisId = analysis.json().analysis.id;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('has a policy for every API route the router knows', () => {
    const known = app.routes
      .filter((route) => isApiRoute(route.url))
      .map((route) => `${route.method} ${route.url}`);
    const missing = known.filter((key) => !(key in policies));
    expect(missing, 'routes without a policy in this suite').toEqual([]);
    expect(known.length).toBeGreaterThan(30);
  });

  it('answers every route exactly as its policy says, for each kind of caller', async () => {
    const anonymous = new TestClient(app, '10.77.0.2');
    // Logouts end the callers' sessions, so they go last.
    const ordered = app.routes
      .filter((entry) => isApiRoute(entry.url))
      .sort((a, b) => logoutOrder(a.url) - logoutOrder(b.url));
    for (const route of ordered) {
      const policy = policies[`${route.method} ${route.url}`]!;
      const url = route.url.replace(':id', ownedAnalysisId);
      const call = (client: TestClient) =>
        client.request(
          route.method as 'GET',
          url,
          route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        );
      const label = `${route.method} ${route.url}`;
      const [none, asOwner, asStranger, asAdmin] = await Promise.all([
        call(anonymous),
        call(owner),
        call(stranger),
        call(admin),
      ]);
      for (const response of [none, asOwner, asStranger, asAdmin]) {
        expect(response.statusCode, label).toBeLessThan(500);
      }
      if (policy === 'public') {
        for (const response of [none, asOwner, asAdmin])
          expect([401, 403], label).not.toContain(response.statusCode);
      } else if (policy === 'user' || policy === 'owner' || policy === 'owner-upload') {
        expect(none.statusCode, label).toBe(401);
        expect(asAdmin.statusCode, `${label} with only an admin session`).toBe(401);
        expect([401, 403], label).not.toContain(asOwner.statusCode);
        if (policy === 'owner') {
          expect(asOwner.statusCode, label).toBeLessThan(300);
          expect(asStranger.statusCode, `${label} for another user`).toBe(404);
        } else if (policy === 'owner-upload') {
          expect([401, 403, 404], label).not.toContain(asOwner.statusCode);
          expect(asStranger.statusCode, `${label} for another user`).toBe(404);
        } else {
          expect([401, 403], label).not.toContain(asStranger.statusCode);
        }
      } else {
        expect(none.statusCode, label).toBe(401);
        expect(asOwner.statusCode, label).toBe(403);
        expect([401, 403], label).not.toContain(asAdmin.statusCode);
      }
    }
  }, 120_000);
});
