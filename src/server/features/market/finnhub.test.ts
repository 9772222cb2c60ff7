import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoMarketData } from '../../../shared/market-demo';
import { createFinnhubClient, QuoteError, type FinnhubQuote } from './finnhub-client';
import { createMarketService } from './market.service';
import { marketSymbols } from './market-symbols';
import { QuoteCache } from './quote-cache';
import { startFakeFinnhub } from './test-support/fake-finnhub';

const token = 'test-finnhub-token';
type Fake = Awaited<ReturnType<typeof startFakeFinnhub>>;

// One local fake for the file: the client and the service talk to it; each test starts it afresh.
let fake: Fake;
beforeAll(async () => {
  fake = await startFakeFinnhub({ token });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => fake.reset());

describe('Finnhub quote client against a local fake', () => {
  const client = (overrides: { requestTimeoutMs?: number; minIntervalMs?: number } = {}) =>
    createFinnhubClient({ apiKey: token, baseUrl: fake.baseUrl, minIntervalMs: 0, ...overrides });

  it('reads c, d, dp, h, l, o, pc and sends the token in a header', async () => {
    fake.behave('AAPL', { kind: 'quote', c: 229.87, pc: 227.48 });
    const quote = await client().quote('AAPL');
    expect(quote).toMatchObject({ c: 229.87, pc: 227.48, h: 230.87, l: 226.48, o: 227.48 });
    expect(quote.d).toBeCloseTo(2.39, 5);
    expect(quote.dp).toBeCloseTo(1.0506, 3);
    expect(fake.requests).toEqual([expect.objectContaining({ symbol: 'AAPL', token })]);
  });

  it('starts upstream requests at least 200 ms apart, even when asked all at once', async () => {
    // Measured where the requests leave, so network jitter on the way in cannot blur it.
    const starts: number[] = [];
    const spaced = createFinnhubClient({
      apiKey: token,
      baseUrl: fake.baseUrl,
      minIntervalMs: 200,
      fetch: (input, init) => {
        starts.push(performance.now());
        return fetch(input, init);
      },
    });
    await Promise.all(['A', 'B', 'C', 'D'].map((symbol) => spaced.quote(symbol)));
    const gaps = starts.slice(1).map((at, index) => at - starts[index]!);
    expect(gaps).toHaveLength(3);
    // A few microseconds pass between the client's own clock reading and this wrapper's.
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(199.9);
    expect(fake.requests).toHaveLength(4);
  });

  it('gives up on a slow answer after the request timeout', async () => {
    fake.behave('SLOW', { kind: 'slow', delayMs: 2000 });
    const started = Date.now();
    await expect(client({ requestTimeoutMs: 300 }).quote('SLOW')).rejects.toBeInstanceOf(QuoteError);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it.each([
    ['HTTP 500', { kind: 'status', status: 500 } as const],
    ['HTTP 429 (rate limited)', { kind: 'status', status: 429 } as const],
    ['malformed JSON', { kind: 'malformed' } as const],
    ['the zero quote of an unknown symbol', { kind: 'zeros' } as const],
  ])('rejects %s', async (_label, behaviour) => {
    fake.behave('BAD', behaviour);
    await expect(client().quote('BAD')).rejects.toBeInstanceOf(QuoteError);
  });

  it('rejects a wrong key (401) without leaking it in the error', async () => {
    const wrong = createFinnhubClient({ apiKey: 'wrong-key', baseUrl: fake.baseUrl, minIntervalMs: 0 });
    const error = await wrong.quote('AAPL').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(QuoteError);
    expect(String(error)).not.toContain('wrong-key');
  });
});

describe('market service', () => {
  function service(
    options: { now?: () => number; categoryTimeoutMs?: number; requestTimeoutMs?: number } = {},
  ) {
    const fallbacks: string[] = [];
    const market = createMarketService({
      provider: createFinnhubClient({
        apiKey: token,
        baseUrl: fake.baseUrl,
        minIntervalMs: 0,
        requestTimeoutMs: options.requestTimeoutMs ?? 3000,
      }),
      cache: new QuoteCache<FinnhubQuote>({ now: options.now }),
      categoryTimeoutMs: options.categoryTimeoutMs ?? 5000,
      onCategoryFallback: (category) => fallbacks.push(category),
    });
    return { market, fallbacks };
  }

  const allSymbols = [...marketSymbols.stocks, ...marketSymbols.crypto, ...marketSymbols.forex];

  it('serves live quotes in the bundle shape, with top movers', async () => {
    fake.behave('NVDA', { kind: 'quote', c: 150, pc: 100 });
    fake.behave('BINANCE:SOLUSDT', { kind: 'quote', c: 80, pc: 100 });
    const { market } = service();
    const data = await market.getMarketData();
    market.close();
    expect(data.isUsingFallback).toBe(false);
    expect(data.fallbackCategories).toEqual([]);
    expect(data.stocks.map((s) => s.symbol)).toEqual([...marketSymbols.stocks]);
    expect(data.crypto.map((c) => c.symbol)).toEqual(['BTCUSDT', 'ETHUSDT', 'BNBUSDT', 'SOLUSDT']);
    expect(data.forex.map((f) => f.pair)).toEqual(['EUR/USD', 'GBP/USD', 'USD/JPY', 'AUD/USD']);
    expect(data.topMovers.gainers[0]).toMatchObject({ symbol: 'NVDA', changePercent: 50 });
    expect(data.topMovers.losers[0]).toMatchObject({ symbol: 'SOLUSDT', changePercent: -20 });
    expect(data.topMovers.gainers).toHaveLength(3);
    expect(new Set(fake.requests.map((r) => r.symbol))).toEqual(new Set(allSymbols));
  });

  it('answers from the cache for 15 minutes, then asks the provider again', async () => {
    let clock = 1_000_000;
    const { market } = service({ now: () => clock });
    await market.getMarketData();
    expect(fake.requests).toHaveLength(allSymbols.length);
    clock += 14 * 60_000;
    await Promise.all([market.getMarketData(), market.getMarketData()]);
    expect(fake.requests).toHaveLength(allSymbols.length);
    clock += 60_000;
    await market.getMarketData();
    market.close();
    expect(fake.requests).toHaveLength(allSymbols.length * 2);
  });

  it('shares one upstream request per symbol between concurrent callers', async () => {
    const { market } = service();
    await Promise.all([market.getMarketData(), market.getMarketData(), market.getMarketData()]);
    market.close();
    expect(fake.requests).toHaveLength(allSymbols.length);
  });

  it('falls back per category when a category times out', async () => {
    fake.behave('BINANCE:ETHUSDT', { kind: 'slow', delayMs: 3000 });
    const { market, fallbacks } = service({ categoryTimeoutMs: 400 });
    const started = Date.now();
    const data = await market.getMarketData();
    market.close();
    expect(Date.now() - started).toBeLessThan(1500);
    expect(data.isUsingFallback).toBe(true);
    expect(data.fallbackCategories).toEqual(['crypto']);
    expect(fallbacks).toEqual(['crypto']);
    expect(data.crypto).toEqual(demoMarketData().crypto);
    expect(data.stocks[0]).toMatchObject({ symbol: 'AAPL', current: 104 });
  });

  it('falls back per category on 500, 429 and malformed answers', async () => {
    fake.behave('MSFT', { kind: 'status', status: 500 });
    fake.behave('OANDA:GBP_USD', { kind: 'status', status: 429 });
    const { market } = service();
    const data = await market.getMarketData();
    expect(data.fallbackCategories).toEqual(['stocks', 'forex']);
    expect(data.stocks).toEqual(demoMarketData().stocks);
    expect(data.crypto[0]).toMatchObject({ symbol: 'BTCUSDT', price: 115 });

    // Failures are not cached; what did arrive is: the next call asks only for the two that failed.
    fake.reset();
    const again = await market.getMarketData();
    market.close();
    expect(again.fallbackCategories).toEqual([]);
    expect(fake.requests.map((r) => r.symbol).sort()).toEqual(['MSFT', 'OANDA:GBP_USD']);

    fake.reset();
    fake.behave('BINANCE:BTCUSDT', { kind: 'malformed' });
    const fresh = service();
    const malformed = await fresh.market.getMarketData();
    fresh.market.close();
    expect(malformed.fallbackCategories).toEqual(['crypto']);
  });

  it('serves the demo data, marked, without a provider', async () => {
    const market = createMarketService({ provider: null });
    const data = await market.getMarketData();
    expect(data).toMatchObject({ isUsingFallback: true, fallbackCategories: ['stocks', 'crypto', 'forex'] });
    expect(data.stocks).toEqual(demoMarketData().stocks);
  });
});

describe('quote cache', () => {
  it('is fresh for 15 minutes and swept after 30', () => {
    let clock = 0;
    const cache = new QuoteCache<number>({ now: () => clock });
    cache.set('A', 1);
    clock = 15 * 60_000 - 1;
    expect(cache.get('A')).toBe(1);
    clock = 15 * 60_000;
    expect(cache.get('A')).toBeUndefined();
    expect(cache.sweep()).toBe(0);
    expect(cache.size).toBe(1);
    cache.set('B', 2);
    clock = 30 * 60_000;
    expect(cache.sweep()).toBe(1);
    expect(cache.size).toBe(1);
  });
});
