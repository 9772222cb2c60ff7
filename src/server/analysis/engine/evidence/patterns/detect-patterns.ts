import type { Ohlc } from '../../types';
import { shapeOf } from './candle-shape';
import { PATTERNS, T, type Bias, type PatternDef, type PatternKind } from './pattern-table';
import { priorMove } from './prior-trend';

export type PatternHit = {
  name: string;
  bias: Bias;
  kind: PatternKind;
  candles: number;
  weight: number;
  /** index of the pattern's last candle in the series */
  end: number;
  needsConfirmation: boolean;
};

/** Pixel rounding: prices within 6 % of the mean range count as equal. */
const EQUAL = 0.06;

/**
 * The patterns of the table that end at candle `end` (default: the newest). A longer pattern
 * explains its candles better than a shorter one read on its last candle, so a hit whose bias
 * contradicts the longest one is dropped (the last candle of an evening star is not also a
 * bullish sign).
 */
export type DetectOptions = {
  /** index of the candle the patterns end at (default: the newest) */
  end?: number;
  /** one pixel in price: the rounding a screenshot adds to every edge (0 for exact prices) */
  pixel?: number;
};

export function detectPatterns(
  series: readonly Ohlc[],
  meanRange: number,
  options: DetectOptions = {},
): PatternHit[] {
  const end = options.end ?? series.length - 1;
  const pixel = options.pixel ?? 0;
  if (meanRange <= 0 || end < 0) return [];
  const eps = meanRange * EQUAL;
  const hits: PatternHit[] = [];
  // the last three candles' shapes, oldest first, shared by every row of the table
  const tail = series.slice(Math.max(0, end - 2), end + 1).map((x) => shapeOf(x, eps));
  for (const def of PATTERNS) {
    const first = end - def.candles + 1;
    if (first < 0) continue;
    const c = tail.slice(tail.length - def.candles);
    if (!def.test({ c, meanRange, eps, pixel })) continue;
    if (def.prior && !hasPrior(series, def, first, meanRange)) continue;
    hits.push({
      name: def.name,
      bias: def.bias,
      kind: def.kind,
      candles: def.candles,
      weight: def.weight,
      end,
      needsConfirmation: def.needsConfirmation ?? false,
    });
  }
  const lead = strongestPattern(hits.filter((h) => h.bias !== 'neutral'));
  return hits.filter((h) => !lead || h.bias === 'neutral' || h.bias === lead.bias);
}

/**
 * A reversal needs a move to reverse, and the pattern must stand at that move's end (a hammer
 * at the bottom of the fall, not halfway down).
 */
function hasPrior(series: readonly Ohlc[], def: PatternDef, first: number, meanRange: number): boolean {
  const move = priorMove(series, first - 1, meanRange);
  if (!move) return false;
  const pattern = series.slice(first, first + def.candles);
  if (def.prior === 'down') {
    const low = Math.min(...pattern.map((c) => c.low));
    return move.down >= T.priorMove && low <= move.low + T.atExtreme * meanRange;
  }
  const high = Math.max(...pattern.map((c) => c.high));
  return move.up >= T.priorMove && high >= move.high - T.atExtreme * meanRange;
}

/** The pattern that speaks loudest: the longest, then the heaviest. */
export function strongestPattern(hits: readonly PatternHit[]): PatternHit | null {
  let best: PatternHit | null = null;
  for (const h of hits)
    if (!best || h.candles > best.candles || (h.candles === best.candles && h.weight > best.weight)) best = h;
  return best;
}
