import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '../../shared/messages/admin';
import { user } from '../db/schema';
import { registerUser, TestClient } from '../test/http';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDatabaseKinds } from '../test/test-database';

// Issue 14, item 6: a plan value is one of the list's own entries, never a key every object has.
describe.each(testDatabaseKinds)('admin plan values on %s', (kind) => {
  let app: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    app = await createTestApp(kind);
    admin = new TestClient(app, '10.92.0.1');
    expect(
      (await admin.post('/api/admin/login', { username: 'admin', password: app.adminPassword })).statusCode,
    ).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each(['__proto__', 'toString', 'constructor', 'hasOwnProperty', 'valueOf'])(
    'refuses the plan %s with a pt-BR 400 and stores nothing',
    async (plan) => {
      const { user: target } = await registerUser(app);
      const response = await admin.post(`/api/admin/users/${target.id}/plan`, {
        plan,
        idempotencyKey: randomUUID(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(adminMessages.invalidPlan);
      const [row] = await app.db.select().from(user).where(eq(user.id, target.id));
      expect(row!.plan).toBe('free');
    },
  );

  it('refuses the same keys as a filter of the user list', async () => {
    const response = await admin.get('/api/admin/users?plan=__proto__');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(adminMessages.invalidPlan);
  });

  it('still accepts every plan of the list', async () => {
    const { user: target } = await registerUser(app);
    for (const plan of [
      'premium',
      'vtx_100_credits',
      'vtx_500_credits',
      'vtx_annual',
      'vtx_lifetime',
      'free',
    ]) {
      const response = await admin.post(`/api/admin/users/${target.id}/plan`, {
        plan,
        idempotencyKey: randomUUID(),
      });
      expect(response.statusCode, plan).toBe(200);
    }
  });
});
