import { supportResistance } from '../evidence/support-resistance';
import { meanTrueRange } from '../evidence/trend';
import type { Ohlc } from '../types';
import { RANGE_WINDOW } from './rule-inputs';
import { REPLAY_WARMUP } from './replay-rule';
import { wilsonInterval } from './wilson';

/**
 * How breakouts went on this very chart (issue 22): every earlier candle that closed beyond the
 * nearest resistance (support) measured from the candles before it, and whether the next candle
 * — the one a trigger's entry would ride — went the same way. No look-ahead: each level is
 * measured only from what was on screen when the candle closed.
 */
export type BreakoutRecord = { signals: number; hits: number; interval90: [number, number] | null };

export function breakoutRecord(series: readonly Ohlc[], direction: 1 | -1): BreakoutRecord {
  let signals = 0;
  let hits = 0;
  for (let i = REPLAY_WARMUP; i < series.length - 1; i++) {
    const before = series.slice(0, i);
    const { supports, resistances } = supportResistance(before, meanTrueRange(before, RANGE_WINDOW));
    const level = direction === 1 ? resistances[0] : supports[0];
    if (!level) continue;
    const prevClose = before[before.length - 1]!.close;
    const close = series[i]!.close;
    // the candle that crossed: it closed beyond the level the previous one closed short of
    const crossed =
      direction === 1
        ? close > level.price && prevClose <= level.price
        : close < level.price && prevClose >= level.price;
    if (!crossed) continue;
    const next = series[i + 1]!;
    signals++;
    if (direction * (next.close - next.open) > 0) hits++;
  }
  return { signals, hits, interval90: wilsonInterval(hits, signals) };
}
