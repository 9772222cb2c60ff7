import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisMessages } from '../../shared/messages/analysis';
import { defaultSystemSettings } from '../../shared/settings';
import { multipartBody, chartFixture } from '../features/analysis/test-support';
import { registerUser, TestClient } from '../test/http';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDatabaseKinds } from '../test/test-database';

// Issue 14, item 5: the router decodes %61 to 'a', so the guards must judge the routed path, not
// the raw URL: an encoded spelling of /api/… gets the same CSRF check and maintenance gate.
describe.each(testDatabaseKinds)('guards act on the routed path on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each(['/%61pi/settings', '/api/%73ettings', '/%61%70%69/settings'])(
    'refuses a cross-origin PUT %s like /api/settings',
    async (path) => {
      const { client } = await registerUser(app);
      const settings = (await client.get('/api/settings')).json();
      const response = await client.request(
        'PUT',
        path,
        { ...settings, theme: 'light' },
        { origin: 'https://evil.example' },
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('CSRF');
      expect((await client.get('/api/settings')).json().theme).toBe(settings.theme);
    },
  );

  it('refuses a cross-origin encoded POST /%61pi/analyses before it charges a credit', async () => {
    const { client, user } = await registerUser(app);
    const body = multipartBody([
      { name: 'sector', value: 'forex' },
      { name: 'image', value: chartFixture, filename: 'grafico.png', type: 'image/png' },
    ]);
    const response = await client.raw('POST', '/%61pi/analyses', body.payload, {
      'content-type': body.contentType,
      origin: 'https://evil.example',
    });
    expect(response.statusCode).toBe(403);
    expect((await client.get('/api/me')).json().credits).toBe(user.credits);
  });

  it('keeps an encoded /api/settings behind the maintenance gate', async () => {
    const { client } = await registerUser(app);
    const settings = (await client.get('/api/settings')).json();
    // Through the admin API, which refreshes this process's settings cache at once.
    const admin = new TestClient(app, '10.94.0.1');
    expect(
      (await admin.post('/api/admin/login', { username: 'admin', password: app.adminPassword })).statusCode,
    ).toBe(200);
    const setMaintenance = (on: boolean) =>
      admin.request('PUT', '/api/admin/settings', { ...defaultSystemSettings, systemMaintenance: on });
    expect((await setMaintenance(true)).statusCode).toBe(200);
    try {
      const encoded = await client.request('PUT', '/%61pi/settings', { ...settings, theme: 'light' });
      expect(encoded.statusCode).toBe(503);
      expect(encoded.json().error.message).toBe(analysisMessages.maintenance);
    } finally {
      expect((await setMaintenance(false)).statusCode).toBe(200);
    }
    expect((await client.get('/api/settings')).json().theme).toBe(settings.theme);
  });
});
