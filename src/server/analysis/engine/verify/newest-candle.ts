import { median } from '../math/median';
import type { ComparedPair } from './match-prints';
import type { PrintSeries } from './print-series';
import { NEWEST_CANDLE_TOLERANCE_SLOTS, SAME_VIEW_SPACING_SHARE } from './verify-params';

/**
 * Whether each reading reached its print's newest candle. The shift is counted from it and the
 * earlier print's newest candle is the one the call was made on, so a reading that stopped short
 * of it (the price line over the last candle, a tag beside it) would align the right candles and
 * still judge the wrong one. Two prints in one view (the same slot spacing) show it one of two
 * ways: the chart scrolls with time and its newest candle stays at the same x, or the view stays
 * put and the same candles keep their x while new ones fill the space to the right. Readings
 * that fit neither are refused. Prints zoomed or resized apart cannot be checked this way.
 */
export type NewestCandleCheck =
  { state: 'consistent' | 'not-comparable' } | { state: 'short'; print: 'before' | 'after' };

export function checkNewestCandles(
  before: PrintSeries,
  after: PrintSeries,
  pairs: readonly ComparedPair[],
): NewestCandleCheck {
  const pitch = before.pitch;
  if (
    !pitch ||
    !after.pitch ||
    Math.abs(after.pitch - pitch) > SAME_VIEW_SPACING_SHARE * pitch ||
    !pairs.length
  )
    return { state: 'not-comparable' };
  const lastB = before.xs[before.xs.length - 1]!;
  const lastA = after.xs[after.xs.length - 1]!;
  const newestMoved = (lastA - lastB) / pitch;
  const viewMoved = median(pairs.map(({ b, a }) => after.xs[a]! - before.xs[b]!)) / pitch;
  if (
    Math.abs(newestMoved) <= NEWEST_CANDLE_TOLERANCE_SLOTS ||
    Math.abs(viewMoved) <= NEWEST_CANDLE_TOLERANCE_SLOTS
  )
    return { state: 'consistent' };
  // the chart scrolled (its candles moved), so its newest candle should not have: the print whose
  // newest candle read stands further left stopped short
  return { state: 'short', print: newestMoved > 0 ? 'before' : 'after' };
}
