import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, TestClient } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 26, item 5: buying 500 credits and then 100 by PIX turned the label into '100'.
describe('the plan label after a smaller credit pack', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp('pglite');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('stays at the largest pack bought, for the user and in admin', async () => {
    const admin = new TestClient(app, '10.98.0.1');
    expect(
      (await admin.post('/api/admin/login', { username: 'admin', password: app.adminPassword })).statusCode,
    ).toBe(200);
    const { client, user: buyer } = await registerUser(app);
    const buy = async (planType: string) => {
      const { reference } = (await client.get(`/api/payments/pix/quote?planType=${planType}`)).json();
      const payment = (await client.post('/api/payments/pix', { planType, reference })).json();
      expect((await admin.post(`/api/admin/payments/${payment.id}/confirm`)).statusCode).toBe(200);
    };
    const labels = async () => {
      const me = (await client.get('/api/me')).json();
      const listed = (await admin.get(`/api/admin/users?search=${buyer.id}`)).json();
      return { user: me.plan, admin: listed.items[0].plan, credits: me.credits };
    };

    await buy('vtx_500_credits');
    expect(await labels()).toEqual({
      user: 'vtx_500_credits',
      admin: 'vtx_500_credits',
      credits: buyer.credits + 500,
    });
    await buy('vtx_100_credits');
    expect(await labels()).toEqual({
      user: 'vtx_500_credits',
      admin: 'vtx_500_credits',
      credits: buyer.credits + 600,
    });
  });
});
