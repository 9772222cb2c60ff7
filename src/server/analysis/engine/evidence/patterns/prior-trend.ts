import type { Ohlc } from '../../types';

/**
 * The move that comes before a pattern. A reversal pattern means something only after a move to
 * reverse, and charts differ in how many candles a move spans: a 15-candle phone screenshot and
 * a 200-candle desktop chart should not both be judged on 4 candles. So the look-back grows with
 * the chart (a fifth of it, 4 to 12 candles) and the move is the strongest net close-to-close
 * change ending just before the pattern over any 3 candles up to that look-back.
 */
export type PriorMove = {
  /** largest rise ending before the pattern, in mean ranges (≥ 0) */
  up: number;
  /** largest fall ending before the pattern, in mean ranges (≥ 0) */
  down: number;
  /** lowest low over the largest fall, highest high over the largest rise */
  low: number;
  high: number;
};

export const PRIOR_MIN = 3;
export const PRIOR_MAX = 12;

export function priorWindow(candleCount: number): number {
  return Math.max(4, Math.min(PRIOR_MAX, Math.floor(candleCount / 5)));
}

/** `end` is the index of the last candle before the pattern. */
export function priorMove(series: readonly Ohlc[], end: number, meanRange: number): PriorMove | null {
  const window = priorWindow(series.length);
  if (end - PRIOR_MIN < 0 || meanRange <= 0) return null;
  let up = 0;
  let down = 0;
  let low = series[end]!.low;
  let high = series[end]!.high;
  // extremes of the stretch walked so far, kept for the move that wins
  let stretchLow = low;
  let stretchHigh = high;
  for (let k = 1; k <= window && end - k >= 0; k++) {
    const from = series[end - k]!;
    stretchLow = Math.min(stretchLow, from.low);
    stretchHigh = Math.max(stretchHigh, from.high);
    if (k < PRIOR_MIN) continue;
    const move = (series[end]!.close - from.close) / meanRange;
    if (move > up) [up, high] = [move, stretchHigh];
    if (-move > down) [down, low] = [-move, stretchLow];
  }
  return { up, down, low, high };
}
