import { z } from 'zod';

/** Finnhub's quote: current, change, change percent, high, low, open, previous close. */
const finnhubQuoteSchema = z.object({
  c: z.number(),
  d: z.number().nullable(),
  dp: z.number().nullable(),
  h: z.number(),
  l: z.number(),
  o: z.number(),
  pc: z.number(),
});
export type FinnhubQuote = { c: number; d: number; dp: number; h: number; l: number; o: number; pc: number };

export class QuoteError extends Error {}

export interface FinnhubClientOptions {
  apiKey: string;
  baseUrl: string;
  /** SPEC.md section 9: at least 200 ms between upstream requests. */
  minIntervalMs?: number;
  /** SPEC.md section 9: 3 s per request. */
  requestTimeoutMs?: number;
  fetch?: typeof fetch;
}

export interface QuoteProvider {
  quote(symbol: string): Promise<FinnhubQuote>;
}

/**
 * A small Finnhub quote client. Requests start at least `minIntervalMs` apart, whoever asks
 * (the free tier allows 60 calls a minute and bans bursts); each one gives up after the timeout.
 */
export function createFinnhubClient(options: FinnhubClientOptions): QuoteProvider {
  const minInterval = options.minIntervalMs ?? 200;
  const timeout = options.requestTimeoutMs ?? 3000;
  const doFetch = options.fetch ?? fetch;
  let lastStart = Number.NEGATIVE_INFINITY;
  let queue: Promise<void> = Promise.resolve();

  // Turns are taken one at a time; each waits until the previous request left minInterval ago.
  function takeTurn(): Promise<void> {
    const turn = queue.then(async () => {
      while (performance.now() < lastStart + minInterval) {
        const wait = Math.max(1, Math.ceil(lastStart + minInterval - performance.now()));
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
      lastStart = performance.now();
    });
    queue = turn;
    return turn;
  }

  return {
    async quote(symbol) {
      await takeTurn();
      const url = new URL('/api/v1/quote', options.baseUrl);
      url.searchParams.set('symbol', symbol);
      let response: Response;
      lastStart = performance.now();
      try {
        // The token travels in a header rather than the query, so it never lands in access logs.
        response = await doFetch(url, {
          headers: { 'X-Finnhub-Token': options.apiKey, Accept: 'application/json' },
          signal: AbortSignal.timeout(timeout),
        });
      } catch (error) {
        throw new QuoteError(`${symbol}: ${error instanceof Error ? error.name : 'network error'}`);
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => {});
        throw new QuoteError(`${symbol}: HTTP ${response.status}`);
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw new QuoteError(`${symbol}: malformed JSON`);
      }
      const parsed = finnhubQuoteSchema.safeParse(body);
      // Finnhub answers an unknown symbol with 200 and zeros: that is no quote either.
      if (!parsed.success || parsed.data.c <= 0) throw new QuoteError(`${symbol}: no quote`);
      const q = parsed.data;
      return { ...q, d: q.d ?? q.c - q.pc, dp: q.dp ?? (q.pc ? ((q.c - q.pc) / q.pc) * 100 : 0) };
    },
  };
}
