import type { CryptoQuote, ForexQuote, StockQuote } from '../../../shared/market-demo';
import type { FinnhubQuote } from './finnhub-client';

// The provider symbols of SPEC.md section 7, and how each quote becomes a bundle entry.
export const marketSymbols = {
  crypto: ['BINANCE:BTCUSDT', 'BINANCE:ETHUSDT', 'BINANCE:BNBUSDT', 'BINANCE:SOLUSDT'],
  forex: ['OANDA:EUR_USD', 'OANDA:GBP_USD', 'OANDA:USD_JPY', 'OANDA:AUD_USD'],
  stocks: ['AAPL', 'MSFT', 'GOOGL', 'TSLA', 'META', 'NVDA'],
} as const;

export function toStockQuote(symbol: string, q: FinnhubQuote): StockQuote {
  return {
    symbol,
    current: q.c,
    change: q.d,
    changePercent: q.dp,
    high: q.h,
    low: q.l,
    open: q.o,
    previousClose: q.pc,
  };
}

/** BINANCE:BTCUSDT → BTCUSDT, the form the demo data and the cards use. */
export function toCryptoQuote(symbol: string, q: FinnhubQuote): CryptoQuote {
  return { symbol: symbol.replace(/^.*:/, ''), price: q.c, change: q.d, changePercent: q.dp };
}

/** OANDA:EUR_USD → EUR/USD. */
export function toForexQuote(symbol: string, q: FinnhubQuote): ForexQuote {
  return { pair: symbol.replace(/^.*:/, '').replace('_', '/'), price: q.c, change: q.d, changePercent: q.dp };
}
