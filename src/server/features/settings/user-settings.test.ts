import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { defaultUserSettings } from '../../../shared/user-settings';
import { userSettings } from '../../db/schema';
import { registerUser, TestClient } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';

describe.each(testDatabaseKinds)('user settings on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('starts from the defaults of the spec', async () => {
    const { client } = await registerUser(app);
    const response = await client.get('/api/settings');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      theme: 'dark',
      notifications: true,
      defaultTimeframe: '4h',
      analysisAccuracy: 'balanced',
      cacheEnabled: true,
      autoAnalysis: false,
      // issue 22: the plan's assumptions, until the trader sets them
      broker: 'quotex',
      payout: 85,
      capital: 0,
      riskPercent: 1,
    });
  });

  it('saves per user and reads back', async () => {
    const alice = await registerUser(app);
    const bob = await registerUser(app);
    const chosen = {
      ...defaultUserSettings,
      theme: 'light',
      defaultTimeframe: '1d',
      analysisAccuracy: 'detailed',
      autoAnalysis: true,
    };
    const saved = await alice.client.request('PUT', '/api/settings', chosen);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(chosen);
    const again = await alice.client.request('PUT', '/api/settings', { ...chosen, cacheEnabled: false });
    expect(again.json().cacheEnabled).toBe(false);
    expect((await alice.client.get('/api/settings')).json()).toEqual({ ...chosen, cacheEnabled: false });
    expect((await bob.client.get('/api/settings')).json()).toEqual(defaultUserSettings);
  });

  it('refuses values outside the lists', async () => {
    const { client } = await registerUser(app);
    const response = await client.request('PUT', '/api/settings', {
      ...defaultUserSettings,
      defaultTimeframe: '5m',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION');
    expect((await client.get('/api/settings')).json()).toEqual(defaultUserSettings);
  });

  it('keeps the valid fields of a row written by an older version', async () => {
    const { client, user } = await registerUser(app);
    await app.db
      .insert(userSettings)
      .values({ userId: user.id, settings: { theme: 'light', defaultTimeframe: '15m', legacy: 1 } });
    expect((await client.get('/api/settings')).json()).toEqual({ ...defaultUserSettings, theme: 'light' });
    const [row] = await app.db.select().from(userSettings).where(eq(userSettings.userId, user.id));
    expect(row?.settings).toMatchObject({ legacy: 1 });
  });

  it('needs a session', async () => {
    const visitor = new TestClient(app);
    expect((await visitor.get('/api/settings')).statusCode).toBe(401);
    expect((await visitor.request('PUT', '/api/settings', defaultUserSettings)).statusCode).toBe(401);
  });

  it('refuses a payout, capital or risk out of range with the pt-BR message, and keeps the saved ones', async () => {
    const { client } = await registerUser(app);
    for (const [field, value, message] of [
      ['payout', 150, 'Payout inválido: informe um número de 10 a 100 (%).'],
      ['capital', -5, 'Capital inválido: informe um valor em reais, 0 ou mais.'],
      ['riskPercent', 20, 'Risco inválido: informe de 0,1 a 10 %.'],
    ] as const) {
      const refused = await client.request('PUT', '/api/settings', {
        ...defaultUserSettings,
        [field]: value,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe(message);
    }
    expect((await client.get('/api/settings')).json()).toEqual(defaultUserSettings);
  });
});
