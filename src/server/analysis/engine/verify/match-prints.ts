import type { Ohlc } from '../types';
import type { PrintSeries } from './print-series';
import {
  AMBIGUOUS_RMS_RATIO,
  AMBIGUOUS_SHARE_GAP,
  MATCH_TOLERANCE_PX,
  MATCH_WINDOW,
  MAX_DIRECTION_DISAGREEMENT,
  MAX_FIELD_MISSES,
  MAX_OFFSET_PX,
  MAX_SCALE_DRIFT,
  MIN_BODY_FOR_DIRECTION_PX,
  MIN_MATCHED_CANDLES,
  MIN_MATCHED_SHARE,
} from './verify-params';

/**
 * Where the earlier print's candles sit in the later one. Candle `i` of the earlier print is
 * candle `i + offset` of the later one, and a price `p` of the earlier print reads `scale·p + shift`
 * on the later print's scale: scroll moves the offset, zoom changes how many candles overlap,
 * autoscale and resizing change the price map. Both are fitted, never assumed.
 */
export type PrintMatch = {
  offset: number;
  scale: number;
  shift: number;
  /** candles compared, and how many of them matched within the tolerance */
  compared: number;
  matched: number;
  /** root-mean-square misfit of the matched prices, in pixels of the later print */
  rms: number;
};

export type MatchResult =
  | { ok: true; match: PrintMatch }
  | { ok: false; reason: 'no-overlap' | 'different' | 'ambiguous' | 'other-price' };

/** One offset tried: its fitted price map and how well the candles agree under it. */
export type OffsetFit = PrintMatch & { share: number };

/** Fewest earlier candles an offset must compare (0: the earlier print has too few closed ones). */
function neededCandles(before: PrintSeries): number {
  const need = Math.min(MIN_MATCHED_CANDLES, Math.min(before.series.length - 1, MATCH_WINDOW));
  return need < 3 ? 0 : need;
}

/**
 * Every offset that leaves at least MIN_MATCHED_CANDLES earlier candles on the later print,
 * best agreement first. The earlier print's last candle is left out: it may still have been
 * forming when it was taken.
 */
export function rankOffsets(before: PrintSeries, after: PrintSeries): OffsetFit[] {
  const need = neededCandles(before);
  if (!need) return [];
  const candidates: OffsetFit[] = [];
  for (let offset = -before.series.length; offset <= after.series.length; offset++) {
    const c = tryOffset(before, after, offset);
    if (c && c.compared >= need) candidates.push(c);
  }
  return candidates.sort((a, b) => b.share - a.share || a.rms - b.rms);
}

export function matchPrints(before: PrintSeries, after: PrintSeries): MatchResult {
  const need = neededCandles(before);
  if (!need) return { ok: false, reason: 'no-overlap' };
  const candidates = rankOffsets(before, after);
  if (!candidates.length) return { ok: false, reason: 'no-overlap' };
  const best = candidates[0]!;
  if (best.share < MIN_MATCHED_SHARE || best.matched < need) return { ok: false, reason: 'different' };
  // a neighbour that fits about as well is a repeating shape; one that fits much looser is the
  // near-likeness of adjacent candles on a dense chart, not a second place the candles could be
  const rival = candidates.find(
    (c) =>
      c.offset !== best.offset &&
      c.share >= MIN_MATCHED_SHARE &&
      best.share - c.share < AMBIGUOUS_SHARE_GAP &&
      c.rms < AMBIGUOUS_RMS_RATIO * best.rms,
  );
  if (rival) return { ok: false, reason: 'ambiguous' };
  if (!before.relative && !after.relative && !sameScale(best, before, after))
    return { ok: false, reason: 'other-price' };
  if (!coloursAgree(best, before, after)) return { ok: false, reason: 'different' };
  const { offset, scale, shift, compared, matched, rms } = best;
  return { ok: true, match: { offset, scale, shift, compared, matched, rms: Math.round(rms * 100) / 100 } };
}

const FIELDS = ['open', 'high', 'low', 'close'] as const;

/**
 * Only the earlier print's last MATCH_WINDOW closed candles are compared: a candle a reader
 * missed further left moves every index before it, but not the count from the right edge that
 * the shift is.
 */
function windowStart(before: PrintSeries): number {
  return Math.max(0, before.series.length - 1 - MATCH_WINDOW);
}

function tryOffset(before: PrintSeries, after: PrintSeries, offset: number): OffsetFit | null {
  const pairs: Array<[Ohlc, Ohlc]> = [];
  for (let i = windowStart(before); i < before.series.length - 1; i++) {
    const j = i + offset;
    if (j >= 0 && j < after.series.length) pairs.push([before.series[i]!, after.series[j]!]);
  }
  if (pairs.length < 3) return null;
  let fit = fitLine(pairs);
  if (!fit) return null;
  let within: boolean[] = [];
  // refit on the candles that agree, so a few misread candles do not bend the map
  for (let round = 0; round < 3; round++) {
    const tol = tolerance(fit.scale, before, after);
    within = pairs.map(([b, a]) => agrees(b, a, fit!, tol));
    const kept = pairs.filter((_, k) => within[k]);
    const next = kept.length >= 3 ? fitLine(kept) : null;
    if (!next) break;
    fit = next;
  }
  const tol = tolerance(fit.scale, before, after);
  within = pairs.map(([b, a]) => agrees(b, a, fit!, tol));
  let sq = 0;
  for (const [b, a] of pairs) for (const f of FIELDS) sq += (fit.scale * b[f] + fit.shift - a[f]) ** 2;
  const matched = within.filter(Boolean).length;
  return {
    offset,
    scale: fit.scale,
    shift: fit.shift,
    compared: pairs.length,
    matched,
    share: matched / pairs.length,
    rms: Math.sqrt(sq / (pairs.length * 4)) / after.pixel,
  };
}

/** A candle agrees when all but MAX_FIELD_MISSES of its open, high, low and close land within `tol`. */
function agrees(b: Ohlc, a: Ohlc, fit: { scale: number; shift: number }, tol: number): boolean {
  const misses = FIELDS.filter((f) => Math.abs(fit.scale * b[f] + fit.shift - a[f]) > tol).length;
  return misses <= MAX_FIELD_MISSES;
}

/** Tolerance in the later print's units: its own pixels plus the earlier print's, mapped. */
function tolerance(scale: number, before: PrintSeries, after: PrintSeries): number {
  return MATCH_TOLERANCE_PX * (after.pixel + Math.abs(scale) * before.pixel);
}

/** Least squares a·before + b = after over every price of the pairs; a must be positive. */
function fitLine(pairs: Array<[Ohlc, Ohlc]>): { scale: number; shift: number } | null {
  let n = 0;
  let sx = 0;
  let sy = 0;
  for (const [b, a] of pairs)
    for (const f of FIELDS) {
      n++;
      sx += b[f];
      sy += a[f];
    }
  const mx = sx / n;
  const my = sy / n;
  let sxx = 0;
  let sxy = 0;
  for (const [b, a] of pairs)
    for (const f of FIELDS) {
      sxx += (b[f] - mx) ** 2;
      sxy += (b[f] - mx) * (a[f] - my);
    }
  if (!(sxx > 0)) return null;
  const scale = sxy / sxx;
  if (!(scale > 0)) return null;
  return { scale, shift: my - scale * mx };
}

/** Two read axes must agree on prices: the same asset, not one that moved alike elsewhere. */
function sameScale(m: OffsetFit, before: PrintSeries, after: PrintSeries): boolean {
  if (Math.abs(m.scale - 1) > MAX_SCALE_DRIFT) return false;
  const highs = before.series.map((c) => c.high);
  const lows = before.series.map((c) => c.low);
  const range = Math.max(...highs) - Math.min(...lows);
  const mid = before.series[before.series.length - 1]!.close;
  // a misread slope moves prices by up to its drift times the chart's height, never more
  return Math.abs(m.scale * mid + m.shift - mid) <= MAX_OFFSET_PX * after.pixel + MAX_SCALE_DRIFT * range;
}

/** Up and down candles must mostly agree where both bodies are tall enough to show a colour. */
function coloursAgree(m: OffsetFit, before: PrintSeries, after: PrintSeries): boolean {
  let seen = 0;
  let differ = 0;
  for (let i = windowStart(before); i < before.series.length - 1; i++) {
    const j = i + m.offset;
    if (j < 0 || j >= after.series.length) continue;
    const b = before.series[i]!;
    const a = after.series[j]!;
    if (Math.abs(b.close - b.open) < MIN_BODY_FOR_DIRECTION_PX * before.pixel) continue;
    if (Math.abs(a.close - a.open) < MIN_BODY_FOR_DIRECTION_PX * after.pixel) continue;
    seen++;
    if (before.directions[i] !== after.directions[j]) differ++;
  }
  return seen === 0 || differ / seen <= MAX_DIRECTION_DISAGREEMENT;
}
