import { CANDLES } from '../params';
import type { Piece } from './pieces';

/**
 * The newest candles are where the reading most often runs on past the chart: right of the last
 * candle platforms draw trade arrows, price dots, the outlined price label, a corner icon or a
 * label's glyphs, a phone's status-bar signal bars — marks that may sit on the time grid and so
 * take a slot. The forming candle itself may be a mere stroke, so a mark is not asked to look
 * like a full candle; it is dropped only for what no candle does:
 * - it lies far clear of the previous candle's range (prices move on from candle to candle);
 * - it is as wide as a body in a row or more, but most of its rows are neither a body's width nor
 *   a wick's (an arrow head or a dot widens and narrows row by row);
 * - it comes after an empty slot and has no row as wide as a body (a glyph or an icon's stroke;
 *   the forming candle follows the last one);
 * - its top and its bottom row both run on to the right (the left edge of an outlined box);
 * - it is flat and one of a row of like dashes at equal gaps (a dashed line's dash).
 * The last few marks are looked at from the oldest on; the first that fails ends the series
 * there (what follows it is drawn beside it: the rest of the arrow, the other signal bars). A few
 * marks further back are asked the first question only: drawn marks beyond the last candle (a
 * dashed line's dashes, a projection's strokes, an icon and then a dashed arrow) can be more than
 * a few, and the last of them follow one another as candles do; where they start, the first of
 * them lies far clear of the newest candle.
 */
export type TrailingSource = {
  /** the candles' ink (the mask the pieces were cut from), one byte per image pixel */
  ink: Uint8Array;
  imageWidth: number;
};

export function dropTrailingMarks(
  bySlot: Map<number, Piece>,
  source: TrailingSource,
  grid: { bodyWidth: number; spacing: number },
): number {
  // (candles one pixel wide have no shape beyond their height)
  if (grid.bodyWidth < CANDLES.trailingMinBody) return 0;
  const keys = [...bySlot.keys()].sort((a, b) => a - b);
  if (keys.length <= CANDLES.trailingKeep) return 0;
  // (further back only a mark far clear of the candle before it ends the series: a run of drawn
  // marks beyond the last candle — a dashed line's dashes, a projection's strokes — goes on with
  // itself, so the last few alone look like a series)
  const from = Math.max(
    CANDLES.trailingKeep - CANDLES.trailingLooked,
    keys.length - CANDLES.trailingFarLooked,
  );
  for (let i = Math.min(from, keys.length - CANDLES.trailingLooked); i < keys.length; i++) {
    const mark = bySlot.get(keys[i]!)!;
    const before = keys.slice(Math.max(0, i - 5), i).map((k) => bySlot.get(k)!);
    const afterGap = keys[i]! - keys[i - 1]! > 1;
    const near = i >= keys.length - CANDLES.trailingLooked;
    // (further back, it must also lie further from the candle before than it is tall: a candle
    // that gaps — a wide body cut from its wicks jumps as far — is no smaller than its jump)
    const clear =
      detached(mark, before) && (near || gapBefore(mark, before) > markHeight(mark) * CANDLES.trailingFarOwn);
    if (!clear && !(near && foreignShape(mark, source, grid, afterGap))) continue;
    for (const k of keys.slice(i)) bySlot.delete(k);
    return keys.length - i;
  }
  return 0;
}

/** Whether a mark lies clear of the previous candle's range by more than the recent candles' typical range allows. */
function detached(mark: Piece, before: Piece[]): boolean {
  if (!before.length) return false;
  const heights = before.map(markHeight).sort((a, b) => a - b);
  const typical = heights[heights.length >> 1]!;
  const gap = gapBefore(mark, before);
  return gap > Math.max(2, typical * CANDLES.trailingGap);
}

/** Pixels between a mark's range and the previous candle's. */
function gapBefore(mark: Piece, before: Piece[]): number {
  const prev = before[before.length - 1]!;
  return Math.max(0, prev.y0 - mark.y1, mark.y0 - prev.y1);
}

function markHeight(p: Piece): number {
  return p.y1 - p.y0 + 1;
}

/** Whether a mark's rows say it is something drawn, not a candle (see the list above). */
function foreignShape(
  mark: Piece,
  source: TrailingSource,
  grid: { bodyWidth: number; spacing: number },
  afterGap: boolean,
): boolean {
  const { bodyWidth } = grid;
  const bodyRow = Math.ceil(bodyWidth * CANDLES.trailingBodyRow);
  const wickRow = Math.max(2, Math.round(bodyWidth * CANDLES.trailingWickRow));
  let body = 0;
  let between = 0;
  let rows = 0;
  for (let y = mark.y0; y <= mark.y1; y++) {
    const run = longestRun(source, y, mark.x0 - 1, mark.x1 + 1);
    if (!run) continue;
    rows++;
    if (run >= bodyRow) body++;
    else if (run > wickRow) between++;
  }
  if (body > 0 && between > rows * CANDLES.trailingBetweenShare) return true;
  if (afterGap && body === 0) return true;
  if (oneDash(mark, source, bodyWidth)) return true;
  const reach = Math.max(bodyWidth, Math.round(grid.spacing));
  return runsOn(source, mark.y0, mark.x1, reach) && runsOn(source, mark.y1, mark.x1, reach);
}

/**
 * Whether a flat mark is one dash of a dashed line (a price line, an order line, a grid line):
 * its rows go on to the right in dashes of its own length at equal gaps, more of them than a
 * flat market's few equal candles in a row. A flat forming candle has a length of its own; a
 * dotted line passing through it glues to it and leaves it longer than the dots beside it.
 */
function oneDash(mark: Piece, source: TrailingSource, bodyWidth: number): boolean {
  if (mark.y1 - mark.y0 + 1 > Math.max(2, Math.round(bodyWidth * CANDLES.trailingDashRows))) return false;
  const { ink, imageWidth: W } = source;
  const on = (x: number) => {
    if (x < 0 || x >= W) return false;
    for (let y = mark.y0; y <= mark.y1; y++) if (ink[y * W + x]) return true;
    return false;
  };
  let [a, b] = [mark.x0, mark.x1];
  while (on(a - 1)) a--;
  while (on(b + 1)) b++;
  const dash = b - a + 1;
  const near = (u: number, v: number) => Math.abs(u - v) <= CANDLES.trailingDashSlack;
  let x = b + 1;
  let gap = -1;
  for (let n = 0; n < CANDLES.trailingDashRepeats; n++) {
    const g0 = x;
    while (x < W && x - g0 <= dash * 4 && !on(x)) x++;
    const d0 = x;
    while (x < W && x - d0 <= dash * 4 && on(x)) x++;
    const [g, d] = [d0 - g0, x - d0];
    if (gap < 0) gap = g;
    if (!g || !d || !near(g, gap) || !near(d, dash) || x >= W) return false;
  }
  return true;
}

/** Whether row y is inked without a break from the mark's right edge on for `reach` pixels. */
function runsOn(source: TrailingSource, y: number, x1: number, reach: number): boolean {
  const { ink, imageWidth: W } = source;
  for (let x = x1 + 1; x <= x1 + reach; x++) if (x >= W || !ink[y * W + x]) return false;
  return true;
}

function longestRun(source: TrailingSource, y: number, x0: number, x1: number): number {
  const { ink, imageWidth: W } = source;
  let best = 0;
  let run = 0;
  for (let x = Math.max(0, x0); x <= Math.min(W - 1, x1); x++) {
    run = ink[y * W + x] ? run + 1 : 0;
    if (run > best) best = run;
  }
  return best;
}

/** What `continuesSeries` looks at: the series before the cluster, the grid, and the ink that stands out. */
export type SeriesEnd = {
  /** the series' candles before the cluster, oldest first, by slot (strays between left out) */
  before: ReadonlyArray<{ slot: number; piece: Piece }>;
  /** the slot of the nearest mark before this one (a candle or a stray) */
  previous: number;
  grid: { origin: number; spacing: number; bodyWidth: number };
  /** everything that stands out of the background (text cleared, fills kept), one byte per pixel */
  ink: Uint8Array;
  imageWidth: number;
  plot: { x1: number };
  /** px: an upright run longer than this is a wick or a body, not a line passing */
  thin: number;
};

/**
 * Whether a mark a few empty slots right of the series goes on with it. The grid misses
 * candles the chart hides or glues together (inside a position tool's or a rectangle's fill,
 * crossed by lines in the candles' colours, small candles flattened by a line), so the newest
 * candles may stand alone beyond slots the grid left empty; a button, an icon, a label or an
 * order line's marker there does not continue the prices. A mark goes on with the series when
 * - it lies where the last candles are: its range meets theirs, widened by their typical height
 *   (prices move on from candle to candle; a few slots move them little);
 * - it stands clear of the plot's right edge by a slot (the price tag, markers on the axis's
 *   border and the pane's frame sit against it);
 * - the empty slots between are not empty: in most of them something stands upright where the
 *   candles are (candles the grid missed, or a box drawn over them); markers drawn beyond the
 *   last candle have bare background, or only lines passing, between them and it. That says
 *   something only where candles have room between them: in a series of 1–2 px columns (an
 *   area's fill, a histogram read as candles) every slot stands upright, and no mark is kept.
 */
export function continuesSeries(mark: Piece, slot: number, end: SeriesEnd): boolean {
  const recent = end.before.slice(-CANDLES.newestBand).map((b) => b.piece);
  if (end.grid.bodyWidth < CANDLES.newestMinBody || recent.length < CANDLES.newestBand) return false;
  if (mark.x1 > end.plot.x1 - end.grid.spacing) return false;
  const heights = recent.map((p) => p.y1 - p.y0 + 1).sort((a, b) => a - b);
  const slack = heights[heights.length >> 1]! * CANDLES.newestBandSlack;
  const top = Math.max(0, Math.round(Math.min(...recent.map((p) => p.y0)) - slack));
  const bottom = Math.round(Math.max(...recent.map((p) => p.y1)) + slack);
  if (mark.y1 < top || mark.y0 > bottom) return false;
  let empty = 0;
  let hidden = 0;
  for (let k = end.previous + 1; k < slot; k++) {
    empty++;
    if (uprightIn(end, end.grid.origin + k * end.grid.spacing, top, bottom)) hidden++;
  }
  return hidden >= empty * CANDLES.newestGapHidden;
}

/** Whether a body-wide window about x holds a vertical run of ink longer than a line's width between rows top and bottom. */
function uprightIn(end: SeriesEnd, centre: number, top: number, bottom: number): boolean {
  const { ink, imageWidth: W } = end;
  const half = Math.floor((end.grid.bodyWidth - 1) / 2);
  const rows = Math.min(bottom, ink.length / W - 1);
  for (let x = Math.max(0, Math.round(centre) - half); x <= Math.min(W - 1, Math.round(centre) + half); x++) {
    let run = 0;
    for (let y = top; y <= rows; y++) {
      run = ink[y * W + x] ? run + 1 : 0;
      if (run > end.thin) return true;
    }
  }
  return false;
}
