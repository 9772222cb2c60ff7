import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketDataSchema } from '../../../shared/market';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';
import { startFakeFinnhub } from './test-support/fake-finnhub';

const token = 'api-test-finnhub-key';

describe.each(testDatabaseKinds)('GET /api/market on %s', (kind) => {
  let fake: Awaited<ReturnType<typeof startFakeFinnhub>>;
  let demoApp: TestApp;
  let liveApp: TestApp;
  beforeAll(async () => {
    fake = await startFakeFinnhub({ token });
    [demoApp, liveApp] = await Promise.all([
      createTestApp(kind),
      createTestApp(kind, { FINNHUB_API_KEY: token, FINNHUB_BASE_URL: fake.baseUrl }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([demoApp?.close(), liveApp?.close()]);
    await fake?.close();
  });

  it('serves the demo data, marked, to visitors when no key is configured', async () => {
    const response = await demoApp.server.inject({ method: 'GET', url: '/api/market' });
    expect(response.statusCode).toBe(200);
    const body = marketDataSchema.parse(response.json());
    expect(body.isUsingFallback).toBe(true);
    expect(body.stocks).toHaveLength(6);
    expect(body.topMovers.gainers).toHaveLength(3);
    expect(body.topMovers.losers).toHaveLength(3);
  });

  it('serves live quotes through the provider, never exposing the key, and caches them', async () => {
    fake.reset();
    fake.behave('AAPL', { kind: 'quote', c: 250, pc: 200 });
    const first = await liveApp.server.inject({ method: 'GET', url: '/api/market' });
    expect(first.statusCode).toBe(200);
    expect(first.body).not.toContain(token);
    const body = marketDataSchema.parse(first.json());
    expect(body).toMatchObject({ isUsingFallback: false, fallbackCategories: [] });
    expect(body.stocks[0]).toMatchObject({ symbol: 'AAPL', current: 250, changePercent: 25 });
    expect(body.topMovers.gainers[0]).toMatchObject({ symbol: 'AAPL' });
    expect(fake.requests).toHaveLength(14);
    expect(fake.requests.every((request) => request.token === token)).toBe(true);

    const second = await liveApp.server.inject({ method: 'GET', url: '/api/market' });
    expect(second.json().stocks[0].current).toBe(250);
    expect(fake.requests).toHaveLength(14);
  });
});
