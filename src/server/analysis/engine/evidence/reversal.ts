import type { Ohlc } from '../types';
import { detectPatterns, strongestPattern, type PatternHit } from './patterns/detect-patterns';
import { NEAR_LEVEL } from './position';
import type { Level } from './support-resistance';

/**
 * The reversal the last candles make, if any: a self-confirming pattern ending on the last
 * candle (engulfing, piercing line / dark cloud, stars, soldiers / crows), or a pattern that needs
 * confirmation (the hammer family, harami) — pending when it ends on the last candle, confirmed
 * when it ended on the one before and the last candle closed beyond it in the new direction.
 * `level` is the measured support (resistance) the reversal's extreme stands on.
 */
export type Reversal = {
  hit: PatternHit;
  direction: 1 | -1;
  confirmed: boolean;
  /** 'padrao': the pattern confirms itself; 'vela seguinte': the last candle confirmed it */
  confirmedBy: 'padrao' | 'vela seguinte' | null;
  level: Level | null;
};

export function findReversal(
  series: readonly Ohlc[],
  lastPatterns: readonly PatternHit[],
  levels: readonly Level[],
  meanRange: number,
  pixel: number,
): Reversal | null {
  const n = series.length;
  const reversals = lastPatterns.filter((p) => p.kind === 'reversal');
  const self = strongestPattern(reversals.filter((p) => !p.needsConfirmation));
  if (self) return make(series, self, true, 'padrao', levels, meanRange);
  const pending = strongestPattern(reversals);
  if (pending) return make(series, pending, false, null, levels, meanRange);
  if (n < 2) return null;
  const before = strongestPattern(
    detectPatterns(series, meanRange, { end: n - 2, pixel }).filter(
      (p) => p.kind === 'reversal' && p.needsConfirmation,
    ),
  );
  if (!before) return null;
  const last = series[n - 1]!;
  const prev = series[n - 2]!;
  const up = before.bias === 'bullish';
  const confirmed = up
    ? last.close > last.open && last.close > Math.max(prev.open, prev.close)
    : last.close < last.open && last.close < Math.min(prev.open, prev.close);
  return confirmed ? make(series, before, true, 'vela seguinte', levels, meanRange) : null;
}

function make(
  series: readonly Ohlc[],
  hit: PatternHit,
  confirmed: boolean,
  confirmedBy: Reversal['confirmedBy'],
  levels: readonly Level[],
  meanRange: number,
): Reversal {
  const direction = hit.bias === 'bullish' ? 1 : -1;
  const candles = series.slice(hit.end - hit.candles + 1);
  const extreme =
    direction === 1 ? Math.min(...candles.map((c) => c.low)) : Math.max(...candles.map((c) => c.high));
  const near = NEAR_LEVEL * meanRange;
  const close = candles[candles.length - 1]!.close;
  // at the level: its extreme within `near` of it, or piercing it and closing back on the right side
  const at = (p: number) =>
    Math.abs(p - extreme) <= near ||
    (direction === 1 ? p >= extreme && p <= close : p <= extreme && p >= close);
  let level: Level | null = null;
  for (const l of levels) {
    if (!at(l.price)) continue;
    if (!level || Math.abs(l.price - extreme) < Math.abs(level.price - extreme)) level = l;
  }
  return { hit, direction, confirmed, confirmedBy, level };
}
