import type { Ohlc } from '../types';

/**
 * Momentum and volatility in the chart's own units (mean candle range), so pixels and prices
 * read the same.
 */
export type Motion = {
  /** mean signed body of the last 3 candles, in mean ranges */
  momentum: number;
  /** mean range of the last 14 candles over the mean range of the whole chart */
  volatility: number;
};

export function measureMotion(series: readonly Ohlc[]): Motion {
  // plain loops: the replay calls this once per earlier candle
  const n = series.length;
  let all = 0;
  let recent = 0;
  let body = 0;
  for (let i = 0; i < n; i++) {
    const c = series[i]!;
    const range = c.high - c.low;
    all += range;
    if (i >= n - 14) recent += range;
    if (i >= n - 3) body += c.close - c.open;
  }
  const meanRange = n ? all / n : 0;
  if (meanRange <= 0) return { momentum: 0, volatility: 1 };
  return { momentum: body / Math.min(3, n) / meanRange, volatility: recent / Math.min(14, n) / meanRange };
}
