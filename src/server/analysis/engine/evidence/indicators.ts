import { BollingerBands, EMA, MACD, RSI } from 'trading-signals';
import type { Ohlc } from '../types';

export type IndicatorReadings = {
  rsi: number | null;
  macd: { macd: number; signal: number; histogram: number; previousHistogram: number | null } | null;
  /** position of the last close inside the Bollinger bands: 0 = lower band, 1 = upper band */
  bollinger: { position: number; widthRatio: number } | null;
  ema9: number | null;
  ema21: number | null;
  /** mean signed body of the last 3 candles, in mean-range units */
  momentum: number;
  /** mean range of the last 14 candles relative to the mean range of the whole series */
  volatility: number;
};

/** Standard indicators from trading-signals; null where the series is too short. */
export function computeIndicators(series: readonly Ohlc[]): IndicatorReadings {
  const rsi = new RSI(14);
  const macd = new MACD(new EMA(12), new EMA(26), new EMA(9));
  const bb = new BollingerBands(20, 2);
  const e9 = new EMA(9);
  const e21 = new EMA(21);
  let prevHist: number | null = null;
  let lastHist: number | null = null;
  for (const c of series) {
    rsi.add(c.close);
    const m = macd.add(c.close);
    if (m) {
      prevHist = lastHist;
      lastHist = m.histogram;
    }
    bb.add(c.close);
    e9.add(c.close);
    e21.add(c.close);
  }
  const last = series[series.length - 1];
  const bands = bb.getResult();
  const m = macd.getResult();
  const ranges = series.map((c) => c.high - c.low);
  const meanRange = ranges.reduce((s, r) => s + r, 0) / Math.max(1, ranges.length);
  const recent = ranges.slice(-14);
  const recentRange = recent.reduce((s, r) => s + r, 0) / Math.max(1, recent.length);
  const tail = series.slice(-3);
  const momentum =
    meanRange > 0 ? tail.reduce((s, c) => s + (c.close - c.open), 0) / tail.length / meanRange : 0;
  return {
    rsi: rsi.isStable ? rsi.getResult() : null,
    macd: m ? { ...m, previousHistogram: prevHist } : null,
    bollinger:
      bands && last && bands.upper > bands.lower
        ? {
            position: (last.close - bands.lower) / (bands.upper - bands.lower),
            widthRatio: (bands.upper - bands.lower) / Math.max(1e-12, meanRange),
          }
        : null,
    ema9: series.length >= 9 ? e9.getResult() : null,
    ema21: series.length >= 21 ? e21.getResult() : null,
    momentum,
    volatility: meanRange > 0 ? recentRange / meanRange : 1,
  };
}
