import { OHLC_FIELDS, type Ohlc } from '../types';
import type { PrintSeries } from './print-series';
import { slotView, type SlotView } from './time-slots';
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
  MIN_MATCHED_SHARE_CLEAR_LEAD,
  CLEAR_LEAD_SHARE,
  GROUPING_FACTOR,
} from './verify-params';

/**
 * Where the earlier print's candles sit in the later one. The earlier print's last candle (the
 * analysed one) is `advance` time slots before the later print's last candle read, and a price
 * `p` of the earlier print reads `scale·p + intercept` on the later print's scale: scroll and
 * time move the slots, zoom changes how many candles overlap, autoscale and resizing change the
 * price map. Both are fitted, never assumed.
 */
export type PrintMatch = {
  /** time slots from the analysed candle to the later print's last candle read (the shift) */
  advance: number;
  scale: number;
  intercept: number;
  /** candles compared, and how many of them matched within the tolerance */
  compared: number;
  matched: number;
  /** root-mean-square misfit of the compared prices, in pixels of the later print */
  rms: number;
};

export type MatchResult =
  | {
      ok: true;
      match: PrintMatch;
      views: { before: SlotView; after: SlotView };
      pairs: ComparedPair[];
      /** the alignments one slot either side of the best one, when they could be tried */
      neighbours: AlignmentFit[];
      /**
       * other alignments, anywhere, agreeing on nearly as many candles (share within
       * AMBIGUOUS_SHARE_GAP of the best): none fitted as well as the ambiguity rule asks
       */
      rivals: AlignmentFit[];
    }
  | { ok: false; reason: 'no-overlap' | 'different' | 'ambiguous' | 'other-price' };

/** One alignment tried: its fitted price map and how well the candles agree under it. */
export type AlignmentFit = PrintMatch & { share: number };

/** The earlier print's compared candles: its last MATCH_WINDOW closed slots (the last may have been forming). */
function windowOf(view: SlotView): Array<{ slot: number; index: number }> {
  return view.slots
    .map((slot, index) => ({ slot, index }))
    .filter((c) => c.slot >= 1 && c.slot <= MATCH_WINDOW);
}

/** Fewest earlier candles an alignment must compare (0: the earlier print has too few closed ones). */
function neededCandles(window: readonly unknown[]): number {
  const need = Math.min(MIN_MATCHED_CANDLES, window.length);
  return need < 3 ? 0 : need;
}

/**
 * Every alignment that leaves at least MIN_MATCHED_CANDLES of the earlier print's window on the
 * later print, best agreement first.
 */
export function rankAlignments(before: PrintSeries, after: PrintSeries): AlignmentFit[] {
  return rank(before, after, slotView(before), slotView(after));
}

function rank(before: PrintSeries, after: PrintSeries, bv: SlotView, av: SlotView): AlignmentFit[] {
  const window = windowOf(bv);
  const need = neededCandles(window);
  if (!need) return [];
  const candidates: AlignmentFit[] = [];
  const lastSlot = av.slots[0] ?? 0;
  for (let advance = -MATCH_WINDOW; advance <= lastSlot; advance++) {
    const c = tryAlignment(pairsAt(before, after, { window, av, advance }), advance, before, after);
    if (c && c.compared >= need) candidates.push(c);
  }
  return candidates.sort((a, b) => b.share - a.share || a.rms - b.rms);
}

export function matchPrints(before: PrintSeries, after: PrintSeries): MatchResult {
  const bv = slotView(before);
  const av = slotView(after);
  const window = windowOf(bv);
  const need = neededCandles(window);
  if (!need) return { ok: false, reason: 'no-overlap' };
  const candidates = rank(before, after, bv, av);
  if (!candidates.length) return { ok: false, reason: 'no-overlap' };
  const best = candidates[0]!;
  if (best.matched < need || best.share < minimumShare(best, candidates, before, after))
    return { ok: false, reason: 'different' };
  // a neighbour that fits about as well is a repeating shape; one that fits much looser is the
  // near-likeness of adjacent candles on a dense chart, not a second place the candles could be
  const rival = candidates.find(
    (c) =>
      c.advance !== best.advance &&
      c.share >= MIN_MATCHED_SHARE &&
      best.share - c.share < AMBIGUOUS_SHARE_GAP &&
      c.rms < AMBIGUOUS_RMS_RATIO * best.rms,
  );
  if (rival) return { ok: false, reason: 'ambiguous' };
  if (!before.relative && !after.relative && !sameScale(best, before, after))
    return { ok: false, reason: 'other-price' };
  const pairs = pairsAt(before, after, { window, av, advance: best.advance });
  if (!coloursAgree(pairs, before, after)) return { ok: false, reason: 'different' };
  const { advance, scale, intercept, compared, matched, rms } = best;
  return {
    ok: true,
    match: { advance, scale, intercept, compared, matched, rms: Math.round(rms * 100) / 100 },
    views: { before: bv, after: av },
    pairs,
    neighbours: candidates.filter((c) => Math.abs(c.advance - best.advance) === 1),
    rivals: candidates.filter(
      (c) => c.advance !== best.advance && best.share - c.share < AMBIGUOUS_SHARE_GAP,
    ),
  };
}

/**
 * The share of agreeing candles an alignment needs: MIN_MATCHED_SHARE, or less when both prints
 * read their price axis and no other alignment comes near it (a few candles misread where a line
 * or a tag crosses them leave the right alignment far ahead of any other; another series on the
 * same layout has alignments close behind its best one).
 */
function minimumShare(
  best: AlignmentFit,
  candidates: readonly AlignmentFit[],
  before: PrintSeries,
  after: PrintSeries,
): number {
  if (before.relative || after.relative) return MIN_MATCHED_SHARE;
  const runnerUp = candidates.find((c) => c.advance !== best.advance)?.share ?? 0;
  return best.share - runnerUp >= CLEAR_LEAD_SHARE ? MIN_MATCHED_SHARE_CLEAR_LEAD : MIN_MATCHED_SHARE;
}

/** Earlier and later candle indexes compared under one alignment: the window's slots both prints show. */
export type ComparedPair = { b: number; a: number };
type Pair = ComparedPair;

function pairsAt(
  before: PrintSeries,
  after: PrintSeries,
  x: { window: Array<{ slot: number; index: number }>; av: SlotView; advance: number },
): Pair[] {
  const out: Pair[] = [];
  for (const { slot, index } of x.window) {
    const a = x.av.at(slot + x.advance);
    if (a !== undefined) out.push({ b: index, a });
  }
  return out;
}

function tryAlignment(
  pairIdx: Pair[],
  advance: number,
  before: PrintSeries,
  after: PrintSeries,
): AlignmentFit | null {
  const pairs = pairIdx.map(({ b, a }): [Ohlc, Ohlc] => [before.series[b]!, after.series[a]!]);
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
  for (const [b, a] of pairs)
    for (const f of OHLC_FIELDS) sq += (fit.scale * b[f] + fit.intercept - a[f]) ** 2;
  const matched = within.filter(Boolean).length;
  return {
    advance,
    scale: fit.scale,
    intercept: fit.intercept,
    compared: pairs.length,
    matched,
    share: matched / pairs.length,
    rms: Math.sqrt(sq / (pairs.length * 4)) / after.pixel,
  };
}

/**
 * The earlier print's newest candle, still forming then, against the same candle on the later
 * print under a found alignment: the same open, and a range that can only have grown.
 */
export function grewInto(
  m: Pick<PrintMatch, 'scale' | 'intercept'>,
  prints: { before: PrintSeries; after: PrintSeries },
  forming: Ohlc,
  closed: Ohlc,
): boolean {
  const tol = tolerance(m.scale, prints.before, prints.after);
  const map = (p: number) => m.scale * p + m.intercept;
  return (
    Math.abs(map(forming.open) - closed.open) <= tol &&
    closed.high >= map(forming.high) - tol &&
    closed.low <= map(forming.low) + tol
  );
}

/** A candle agrees when all but MAX_FIELD_MISSES of its open, high, low and close land within `tol`. */
function agrees(b: Ohlc, a: Ohlc, fit: { scale: number; intercept: number }, tol: number): boolean {
  const misses = OHLC_FIELDS.filter((f) => Math.abs(fit.scale * b[f] + fit.intercept - a[f]) > tol).length;
  return misses <= MAX_FIELD_MISSES;
}

/** Tolerance in the later print's units: its own pixels plus the earlier print's, mapped. */
function tolerance(scale: number, before: PrintSeries, after: PrintSeries): number {
  return MATCH_TOLERANCE_PX * (after.pixel + Math.abs(scale) * before.pixel);
}

/** Least squares a·before + b = after over every price of the pairs; a must be positive. */
function fitLine(pairs: Array<[Ohlc, Ohlc]>): { scale: number; intercept: number } | null {
  let n = 0;
  let sx = 0;
  let sy = 0;
  for (const [b, a] of pairs)
    for (const f of OHLC_FIELDS) {
      n++;
      sx += b[f];
      sy += a[f];
    }
  const mx = sx / n;
  const my = sy / n;
  let sxx = 0;
  let sxy = 0;
  for (const [b, a] of pairs)
    for (const f of OHLC_FIELDS) {
      sxx += (b[f] - mx) ** 2;
      sxy += (b[f] - mx) * (a[f] - my);
    }
  if (!(sxx > 0)) return null;
  const scale = sxy / sxx;
  if (!(scale > 0)) return null;
  return { scale, intercept: my - scale * mx };
}

/**
 * Two read axes must agree on prices: the same asset, not one that moved alike elsewhere. Or
 * differ by GROUPING_FACTOR exactly: a label such as "154,000" is 154 with a decimal comma and
 * 154 000 with a grouping comma, and each print's axis may have been read one way (the fitted
 * map then carries the factor, and the levels of a call are put on the later print through it).
 */
function sameScale(m: AlignmentFit, before: PrintSeries, after: PrintSeries): boolean {
  return [1, GROUPING_FACTOR, 1 / GROUPING_FACTOR].some((f) => sameScaleBy(m, before, after, f));
}

function sameScaleBy(m: AlignmentFit, before: PrintSeries, after: PrintSeries, factor: number): boolean {
  if (Math.abs(m.scale / factor - 1) > MAX_SCALE_DRIFT) return false;
  const highs = before.series.map((c) => c.high);
  const lows = before.series.map((c) => c.low);
  const range = Math.max(...highs) - Math.min(...lows);
  const mid = before.series[before.series.length - 1]!.close;
  // a misread slope moves prices by up to its drift times the chart's height, never more
  return (
    Math.abs(m.scale * mid + m.intercept - factor * mid) <=
    MAX_OFFSET_PX * after.pixel + MAX_SCALE_DRIFT * range * factor
  );
}

/** Up and down candles must mostly agree where both bodies are tall enough to show a colour. */
function coloursAgree(pairs: Pair[], before: PrintSeries, after: PrintSeries): boolean {
  let seen = 0;
  let differ = 0;
  for (const { b: i, a: j } of pairs) {
    const b = before.series[i]!;
    const a = after.series[j]!;
    if (Math.abs(b.close - b.open) < MIN_BODY_FOR_DIRECTION_PX * before.pixel) continue;
    if (Math.abs(a.close - a.open) < MIN_BODY_FOR_DIRECTION_PX * after.pixel) continue;
    seen++;
    if (before.directions[i] !== after.directions[j]) differ++;
  }
  return seen === 0 || differ / seen <= MAX_DIRECTION_DISAGREEMENT;
}
