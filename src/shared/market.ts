import { z } from 'zod';

// Response contract of GET /api/market; the TypeScript shapes live beside the demo data
// (market-demo.ts) and these schemas must accept them.
const stockQuoteSchema = z.object({
  symbol: z.string(),
  current: z.number(),
  change: z.number(),
  changePercent: z.number(),
  high: z.number(),
  low: z.number(),
  open: z.number(),
  previousClose: z.number(),
});
const cryptoQuoteSchema = z.object({
  symbol: z.string(),
  price: z.number(),
  change: z.number(),
  changePercent: z.number(),
});
const forexQuoteSchema = z.object({
  pair: z.string(),
  price: z.number(),
  change: z.number(),
  changePercent: z.number(),
});
const moverSchema = z.object({ symbol: z.string(), price: z.number(), changePercent: z.number() });

export const marketCategories = ['stocks', 'crypto', 'forex'] as const;
export type MarketCategory = (typeof marketCategories)[number];

export const marketDataSchema = z.object({
  stocks: z.array(stockQuoteSchema),
  crypto: z.array(cryptoQuoteSchema),
  forex: z.array(forexQuoteSchema),
  topMovers: z.object({ gainers: z.array(moverSchema), losers: z.array(moverSchema) }),
  lastUpdated: z.string(),
  isUsingFallback: z.boolean(),
  /** The categories served from the built-in demo data (all three when no provider is configured). */
  fallbackCategories: z.array(z.enum(marketCategories)).optional(),
});
