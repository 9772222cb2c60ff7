// Built-in demo quotes (SPEC.md section 3 "Market data bundle"). The home page shows these,
// marked 'dados demonstrativos', until live quotes are wired; later they stay as the fallback
// when a provider fetch fails. Figures are plausible snapshots, not live prices.

export interface StockQuote {
  symbol: string;
  current: number;
  change: number;
  changePercent: number;
  high: number;
  low: number;
  open: number;
  previousClose: number;
}

export interface CryptoQuote {
  symbol: string;
  price: number;
  change: number;
  changePercent: number;
}

export interface ForexQuote {
  pair: string;
  price: number;
  change: number;
  changePercent: number;
}

export type MoverQuote = { symbol: string; price: number; changePercent: number };

export interface MarketDataBundle {
  stocks: StockQuote[];
  crypto: CryptoQuote[];
  forex: ForexQuote[];
  topMovers: { gainers: MoverQuote[]; losers: MoverQuote[] };
  lastUpdated: string;
  isUsingFallback: boolean;
}

/** Display names for the symbols of SPEC.md section 7. */
export const marketAssetNames: Record<string, string> = {
  AAPL: 'Apple',
  MSFT: 'Microsoft',
  GOOGL: 'Alphabet',
  TSLA: 'Tesla',
  META: 'Meta Platforms',
  NVDA: 'NVIDIA',
  BTCUSDT: 'Bitcoin',
  ETHUSDT: 'Ethereum',
  BNBUSDT: 'BNB',
  SOLUSDT: 'Solana',
  'EUR/USD': 'Euro / Dólar',
  'GBP/USD': 'Libra / Dólar',
  'USD/JPY': 'Dólar / Iene',
  'AUD/USD': 'Dólar Australiano / Dólar',
};

function stock(
  symbol: string,
  previousClose: number,
  current: number,
  high: number,
  low: number,
  open: number,
): StockQuote {
  const change = round(current - previousClose, 2);
  return {
    symbol,
    current,
    change,
    changePercent: round((change / previousClose) * 100, 2),
    high,
    low,
    open,
    previousClose,
  };
}

function quote(price: number, changePercent: number, decimals: number) {
  const previous = price / (1 + changePercent / 100);
  return { price, change: round(price - previous, decimals), changePercent };
}

function round(value: number, decimals: number) {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

const stocks: StockQuote[] = [
  stock('AAPL', 227.48, 229.87, 230.9, 226.71, 227.9),
  stock('MSFT', 418.16, 415.49, 420.22, 413.8, 418.5),
  stock('GOOGL', 165.05, 167.63, 168.1, 164.66, 165.3),
  stock('TSLA', 248.5, 256.61, 259.74, 246.9, 249.1),
  stock('META', 566.12, 559.08, 568.4, 556.2, 565.0),
  stock('NVDA', 131.6, 135.4, 136.15, 130.9, 132.02),
];

const crypto: CryptoQuote[] = [
  { symbol: 'BTCUSDT', ...quote(67412.35, 2.18, 2) },
  { symbol: 'ETHUSDT', ...quote(2634.8, 1.42, 2) },
  { symbol: 'BNBUSDT', ...quote(583.4, -0.86, 2) },
  { symbol: 'SOLUSDT', ...quote(152.71, 4.05, 2) },
];

const forex: ForexQuote[] = [
  { pair: 'EUR/USD', ...quote(1.0864, -0.21, 5) },
  { pair: 'GBP/USD', ...quote(1.3042, 0.17, 5) },
  { pair: 'USD/JPY', ...quote(149.32, 0.34, 3) },
  { pair: 'AUD/USD', ...quote(0.6712, -0.45, 5) },
];

/** SPEC.md section 9: the 3 biggest gainers and the 3 biggest losers across all categories. */
export function computeTopMovers(
  bundle: Pick<MarketDataBundle, 'stocks' | 'crypto' | 'forex'>,
): MarketDataBundle['topMovers'] {
  const all: MoverQuote[] = [
    ...bundle.stocks.map((s) => ({ symbol: s.symbol, price: s.current, changePercent: s.changePercent })),
    ...bundle.crypto.map((c) => ({ symbol: c.symbol, price: c.price, changePercent: c.changePercent })),
    ...bundle.forex.map((f) => ({ symbol: f.pair, price: f.price, changePercent: f.changePercent })),
  ].sort((a, b) => b.changePercent - a.changePercent);
  const gainers = all.filter((q) => q.changePercent > 0).slice(0, 3);
  const losers = all
    .filter((q) => q.changePercent < 0)
    .slice(-3)
    .reverse();
  return { gainers, losers };
}

export function demoMarketData(now: Date = new Date()): MarketDataBundle {
  return {
    stocks,
    crypto,
    forex,
    topMovers: computeTopMovers({ stocks, crypto, forex }),
    lastUpdated: now.toISOString(),
    isUsingFallback: true,
  };
}
