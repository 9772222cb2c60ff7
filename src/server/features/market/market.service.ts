import {
  computeTopMovers,
  demoMarketData,
  type CryptoQuote,
  type ForexQuote,
  type MarketDataBundle,
  type StockQuote,
} from '../../../shared/market-demo';
import type { MarketCategory } from '../../../shared/market';
import type { FinnhubQuote, QuoteProvider } from './finnhub-client';
import { marketSymbols, toCryptoQuote, toForexQuote, toStockQuote } from './market-symbols';
import { QuoteCache } from './quote-cache';

export type MarketBundle = MarketDataBundle & { fallbackCategories: MarketCategory[] };

export interface MarketServiceOptions {
  /** null: no provider configured, serve the demo data. */
  provider: QuoteProvider | null;
  cache?: QuoteCache<FinnhubQuote>;
  /** SPEC.md section 9: 5 s for a whole category. */
  categoryTimeoutMs?: number;
  now?: () => Date;
  onCategoryFallback?: (category: MarketCategory, reason: string) => void;
}

export interface MarketService {
  getMarketData(): Promise<MarketBundle>;
  close(): void;
}

function withTimeout<T>(promise: Promise<T>, ms: number, label: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label}: timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Live quotes with a per-category fallback: a category whose quotes do not all arrive within the
 * category timeout is served from the demo data, and the bundle says so (`isUsingFallback`).
 */
export function createMarketService(options: MarketServiceOptions): MarketService {
  const cache = options.cache ?? new QuoteCache<FinnhubQuote>();
  const stopSweeping = options.provider ? cache.startSweeping() : () => {};
  const categoryTimeout = options.categoryTimeoutMs ?? 5000;
  const now = options.now ?? (() => new Date());
  // Concurrent page loads share one upstream request per symbol.
  const inFlight = new Map<string, Promise<FinnhubQuote>>();

  function quote(provider: QuoteProvider, symbol: string): Promise<FinnhubQuote> {
    const cached = cache.get(symbol);
    if (cached) return Promise.resolve(cached);
    let pending = inFlight.get(symbol);
    if (!pending) {
      pending = provider
        .quote(symbol)
        .then((value) => {
          cache.set(symbol, value);
          return value;
        })
        .finally(() => inFlight.delete(symbol));
      inFlight.set(symbol, pending);
    }
    return pending;
  }

  async function category<T>(
    provider: QuoteProvider,
    name: MarketCategory,
    symbols: readonly string[],
    map: (symbol: string, q: FinnhubQuote) => T,
  ): Promise<T[] | null> {
    try {
      const quotes = await withTimeout(
        Promise.all(symbols.map((symbol) => quote(provider, symbol))),
        categoryTimeout,
        name,
      );
      return quotes.map((q, index) => map(symbols[index]!, q));
    } catch (error) {
      options.onCategoryFallback?.(name, error instanceof Error ? error.message : String(error));
      return null;
    }
  }

  return {
    async getMarketData() {
      const demo = demoMarketData(now());
      const provider = options.provider;
      if (!provider) return { ...demo, fallbackCategories: ['stocks', 'crypto', 'forex'] };
      const [stocks, crypto, forex] = await Promise.all([
        category<StockQuote>(provider, 'stocks', marketSymbols.stocks, toStockQuote),
        category<CryptoQuote>(provider, 'crypto', marketSymbols.crypto, toCryptoQuote),
        category<ForexQuote>(provider, 'forex', marketSymbols.forex, toForexQuote),
      ]);
      const fallbackCategories: MarketCategory[] = [];
      if (!stocks) fallbackCategories.push('stocks');
      if (!crypto) fallbackCategories.push('crypto');
      if (!forex) fallbackCategories.push('forex');
      const bundle = {
        stocks: stocks ?? demo.stocks,
        crypto: crypto ?? demo.crypto,
        forex: forex ?? demo.forex,
      };
      return {
        ...bundle,
        topMovers: computeTopMovers(bundle),
        lastUpdated: now().toISOString(),
        isUsingFallback: fallbackCategories.length > 0,
        fallbackCategories,
      };
    },
    close: stopSweeping,
  };
}
