import { median } from '../math/median';
import { OHLC_FIELDS, type Ohlc } from '../types';
import type { ComparedPair } from './match-prints';
import type { PrintSeries } from './print-series';
import {
  LEGEND_AGREE_PX,
  LEGEND_DISAGREE_FIELDS,
  LEGEND_DISAGREE_PX,
  MATCH_WINDOW,
  MAX_FIELD_MISSES,
  NEWEST_CANDLE_TOLERANCE_SLOTS,
  SAME_VIEW_SPACING_SHARE,
  SHORT_SLOTS_TOLERANCE,
} from './verify-params';

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
  | { state: 'consistent' | 'not-comparable' }
  /** `slots`: how far short, when the scroll puts the newest candle a whole number of slots on */
  | { state: 'short'; print: 'before' | 'after'; slots: number | null };

export function checkNewestCandles(
  before: PrintSeries,
  after: PrintSeries,
  pairs: readonly ComparedPair[],
): NewestCandleCheck {
  const moved = movement(before, after, pairs);
  if (!moved) return { state: 'not-comparable' };
  const { newestMoved, viewMoved } = moved;
  if (
    Math.abs(newestMoved) <= NEWEST_CANDLE_TOLERANCE_SLOTS ||
    Math.abs(viewMoved) <= NEWEST_CANDLE_TOLERANCE_SLOTS
  )
    return { state: 'consistent' };
  // the chart scrolled (its candles moved), so its newest candle should not have: the print whose
  // newest candle read stands further left stopped short, by the slots between the two
  const slots = Math.round(Math.abs(newestMoved));
  const whole = Math.abs(Math.abs(newestMoved) - slots) <= SHORT_SLOTS_TOLERANCE;
  return { state: 'short', print: newestMoved > 0 ? 'before' : 'after', slots: whole ? slots : null };
}

/**
 * Two prints in one view, in slot spacings: how far the last candle read moved, and how far the
 * candles both show moved (median); null when the views differ or nothing was compared.
 */
function movement(
  before: PrintSeries,
  after: PrintSeries,
  pairs: readonly ComparedPair[],
): { newestMoved: number; viewMoved: number } | null {
  const pitch = before.pitch;
  if (
    !pitch ||
    !after.pitch ||
    Math.abs(after.pitch - pitch) > SAME_VIEW_SPACING_SHARE * pitch ||
    !pairs.length
  )
    return null;
  const lastB = before.xs[before.xs.length - 1]!;
  const lastA = after.xs[after.xs.length - 1]!;
  return {
    newestMoved: (lastA - lastB) / pitch,
    viewMoved: median(pairs.map(({ b, a }) => after.xs[a]! - before.xs[b]!)) / pitch,
  };
}

/**
 * Both readings end at the same x while the candles both show moved: a chart that scrolls with
 * time and keeps its newest candle at one x, so two readings that both stopped short of it
 * stopped short by the same number of slots.
 */
export function scrolledWithNewestAtOneX(
  before: PrintSeries,
  after: PrintSeries,
  pairs: readonly ComparedPair[],
): boolean {
  const moved = movement(before, after, pairs);
  return (
    !!moved &&
    Math.abs(moved.newestMoved) <= NEWEST_CANDLE_TOLERANCE_SLOTS &&
    Math.abs(moved.viewMoved) > NEWEST_CANDLE_TOLERANCE_SLOTS
  );
}

/**
 * What the print's legend says of its reading: `reached` when it gives the last candle read,
 * `short` when it clearly differs from it and gives no other recent candle read (it gives the
 * newest one, missed), `unknown` without a legend or when it is neither clearly (a misread digit,
 * a crosshair over an earlier candle).
 */
export type LegendVerdict = 'reached' | 'short' | 'unknown';

export function legendVerdict(print: PrintSeries): LegendVerdict {
  const legend = print.legend;
  const n = print.series.length;
  if (!legend || !n) return 'unknown';
  const off = (c: Ohlc) =>
    OHLC_FIELDS.map((f) => Math.abs(c[f] - legend[f]) / print.pixel).sort((a, b) => a - b);
  const agrees = (c: Ohlc) => off(c)[OHLC_FIELDS.length - 1 - MAX_FIELD_MISSES]! <= LEGEND_AGREE_PX;
  const disagrees = (c: Ohlc) => off(c)[OHLC_FIELDS.length - LEGEND_DISAGREE_FIELDS]! > LEGEND_DISAGREE_PX;
  const last = print.series[n - 1]!;
  if (agrees(last)) return 'reached';
  // the legend giving an earlier candle exactly: a crosshair over it, which says nothing of the newest
  const recent = print.series.slice(Math.max(0, n - 1 - MATCH_WINDOW), n - 1);
  return disagrees(last) && !recent.some(agrees) ? 'short' : 'unknown';
}

/**
 * The print with its newest candle, which the reading missed, put back from the legend `slots`
 * slot spacings after the last candle read (the slots between stay empty: nothing is guessed).
 */
export function withLegendCandle(print: PrintSeries, slots: number): PrintSeries {
  const legend = print.legend!;
  return {
    ...print,
    series: [...print.series, legend],
    directions: [...print.directions, legend.close >= legend.open ? 'up' : 'down'],
    xs: [...print.xs, print.xs[print.xs.length - 1]! + slots * print.pitch!],
  };
}
