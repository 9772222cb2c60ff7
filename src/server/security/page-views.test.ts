import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsMessages as m } from '../../shared/messages/analytics';
import { analyticsDaily } from '../db/schema';
import { TestClient } from '../test/http';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDatabaseKinds } from '../test/test-database';

async function pageViewRows(app: TestApp) {
  return app.db
    .select({ key: analyticsDaily.key, count: analyticsDaily.count })
    .from(analyticsDaily)
    .where(eq(analyticsDaily.metric, 'page_view'));
}

// Issue 25: 3 000 anonymous requests with random paths wrote 3 000 rows in 4 s.
describe.each(testDatabaseKinds)('anonymous page views on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('counts only the app’s own pages, in batches, whatever the paths sent', async () => {
    await app.pageViews.flush();
    const before = await pageViewRows(app);
    // 300 random paths from 30 addresses (10 each, under the per-address limit), and 40 real views.
    for (let address = 0; address < 30; address++) {
      const client = new TestClient(app, `10.60.${address}.1`);
      for (let view = 0; view < 10; view++) {
        const response = await client.post('/api/analytics/page-view', {
          path: `/x${address}-${view}-${Math.random().toString(36).slice(2, 10)}`,
        });
        expect(response.statusCode).toBe(204);
      }
    }
    for (let view = 0; view < 40; view++) {
      const client = new TestClient(app, `10.61.${view}.1`);
      const path = view % 2 === 0 ? '/home' : '/dashboard/forex/';
      expect((await client.post('/api/analytics/page-view', { path })).statusCode).toBe(204);
    }
    // One row per page of ours, none for the rest (the batch is written every 5 s, or now).
    await app.pageViews.flush();
    const after = await pageViewRows(app);
    expect(after.map((row) => row.key).sort()).toEqual(['/dashboard/forex', '/home']);
    const count = (key: string, rows: typeof after) => rows.find((row) => row.key === key)?.count ?? 0;
    expect(count('/home', after) - count('/home', before)).toBe(20);
    expect(count('/dashboard/forex', after) - count('/dashboard/forex', before)).toBe(20);
  });

  it('limits one address to 30 views a minute, in pt-BR, without touching others', async () => {
    const flooder = new TestClient(app, '10.62.0.1');
    const answers: number[] = [];
    let refused;
    for (let view = 0; view < 35; view++) {
      const response = await flooder.post('/api/analytics/page-view', { path: '/home' });
      answers.push(response.statusCode);
      if (response.statusCode === 429) refused = response.json();
    }
    expect(answers).toEqual([...Array(30).fill(204), ...Array(5).fill(429)]);
    expect(refused.error.message).toBe(m.tooManyPageViews);
    expect(
      (await new TestClient(app, '10.62.0.2').post('/api/analytics/page-view', { path: '/home' })).statusCode,
    ).toBe(204);
    await app.pageViews.flush();
    const [home] = await app.db
      .select()
      .from(analyticsDaily)
      .where(and(eq(analyticsDaily.metric, 'page_view'), eq(analyticsDaily.key, '/home')));
    expect(home).toBeDefined();
  });
});
