import type { PixelBox } from '../text/text-boxes';
import type { Raster, Rgb } from '../types';
import { distance } from '../image/colour-math';
import { standsOut } from '../image/ink';
import { widthTolerance } from './candle-width';
import { profileBox, slicePiece, type Piece } from './pieces';
import type { TimeGrid } from './time-grid';
import { CANDLES, COLOUR } from '../params';

/**
 * Filling the time grid's empty slots once the series is known: between candles (a doji, a
 * candle glued to a line or to its neighbour) and to the right of the last one (the forming
 * candle, candles the grid missed). Each slot takes the mark that continues its neighbours.
 */
export type SlotSource = {
  pieces: Piece[];
  /** everything that stands out (a doji may be drawn in neither candle colour), probed column by column where no piece fits */
  mask: Uint8Array;
  imageWidth: number;
  plot: PixelBox;
  img: Raster;
  background: Rgb;
  /** line thickness: an upright stroke longer than this is a wick or a body */
  thin: number;
  /** everything that stands out, wide fills included: where it is set and `mask` is not, a box drawn over the chart */
  withFills?: Uint8Array;
};

/**
 * Slots of the grid with no body-wide piece: a doji or a tiny candle whose body was too small
 * to survive, a wick alone, a candle glued to its neighbour. Of the pieces standing on the
 * slot's centre, the one nearest to the price range of the neighbouring candles takes it
 * (prices move continuously; a volume bar or a label further down does not continue them).
 * Slots after the last one are tried too (the forming candle is often just a dash), and before
 * the first.
 */
export function fillEmptySlots(
  bySlot: Map<number, Piece>,
  grid: TimeGrid,
  source: SlotSource,
  width: number,
): void {
  const ks = [...bySlot.keys()].sort((a, b) => a - b);
  const first = ks[0]!;
  let last = ks[ks.length - 1]!;
  for (let k = first; k < last; k++) if (!bySlot.has(k)) fillSlot(bySlot, grid, source, width, k, null);
  // to the right the series goes on while slots fill: the forming candle, and candles the grid
  // missed because a line glued them to something (one empty slot may lie between: a doji
  // hidden by a line or a marker)
  for (;;) {
    let next: number | null = null;
    for (let d = 1; d <= 2 && next === null; d++)
      if (fillSlot(bySlot, grid, source, width, last + d, 1)) next = last + d;
    if (next === null) break;
    for (let k = last + 1; k < next; k++) fillSlot(bySlot, grid, source, width, k, null);
    last = next;
  }
  // to the left likewise, with the same care: the oldest candles (a doji the grid missed, a
  // candle cut by the pane's edge) count as much as the rest on a chart of a few wide candles
  let start = first;
  for (;;) {
    let next: number | null = null;
    for (let d = 1; d <= 2 && next === null; d++)
      if (fillSlot(bySlot, grid, source, width, start - d, -1)) next = start - d;
    if (next === null) break;
    for (let k = start - 1; k > next; k--) fillSlot(bySlot, grid, source, width, k, null);
    start = next;
  }
}

/**
 * Slots whose mark lies clear of its neighbours' price range (a fragment of a moving average
 * that took the slot of a candle glued to another line): the slot is looked at again as if
 * empty, and keeps its mark when nothing nearer is found. Prices move on from candle to candle.
 */
export function replaceStrayMarks(
  bySlot: Map<number, Piece>,
  grid: TimeGrid,
  source: SlotSource,
  width: number,
): void {
  for (const k of [...bySlot.keys()].sort((a, b) => a - b)) {
    const mark = bySlot.get(k)!;
    bySlot.delete(k);
    const band = neighbourBand(bySlot, k);
    const gap = band ? Math.max(0, band.top - mark.y1, mark.y0 - band.bottom) : 0;
    if (
      !band ||
      gap <= Math.max(2, (band.bottom - band.top) * 0.5) ||
      !fillSlot(bySlot, grid, source, width, k, null)
    )
      bySlot.set(k, mark);
  }
}

/** `outward`: the slot lies past the last candle (1) or before the first (-1), else null. */
function fillSlot(
  bySlot: Map<number, Piece>,
  grid: TimeGrid,
  source: SlotSource,
  width: number,
  k: number,
  outward: 1 | -1 | null,
): boolean {
  const { pieces } = source;
  const beyond = outward !== null;
  const band = neighbourBand(bySlot, k);
  if (!band) return false;
  const tol = Math.max(1, grid.spacing * 0.3);
  const maxWidth = width + widthTolerance(width);
  const centre = grid.origin + k * grid.spacing;
  // past the last candle only a body-wide mark is a candle: a thin stroke there is a vertical
  // line (a time marker, the crosshair, the dots of a dotted line)
  const minWidth = beyond && width > 2 ? Math.ceil(width * 0.5) : 1;
  const options = pieces.filter(
    (p) =>
      Math.abs((p.x0 + p.x1) / 2 - centre) <= tol &&
      p.x1 - p.x0 + 1 <= maxWidth &&
      p.x1 - p.x0 + 1 >= minWidth &&
      p.y1 - p.y0 >= 1,
  );
  // past the last candle only out of something little wider than a candle (a candle glued to
  // a line), not out of a panel or a price pill
  options.push(
    ...carve(
      pieces,
      centre,
      width,
      beyond ? width * 3 : Infinity,
      beyond ? 0 : Math.max(1, Math.round(width * 0.25)),
    ),
  );
  // (past the last candle, and on candles wide enough for a window to say something)
  const probed = beyond && width >= 4 ? probe(source, centre, width, grid.spacing, band) : null;
  if (probed) options.push(probed);
  // (right after the last candle: the forming candle that has just opened)
  const last = outward === 1 ? bySlot.get(k - 1) : undefined;
  const dash = last ? flatDash(source, { centre, width, spacing: grid.spacing, last }) : null;
  if (dash) options.push(dash);
  let best: Piece | null = null;
  let bestGap = Infinity;
  for (const p of beyond
    ? options.filter((o) => !runsIntoBox(source, o, grid.spacing) && !hemmedIn(source, o))
    : options) {
    const gap = Math.max(0, band.top - p.y1, p.y0 - band.bottom);
    if (gap < bestGap || (gap === bestGap && best && p.y1 - p.y0 > best.y1 - best.y0))
      [best, bestGap] = [p, gap];
  }
  // a candle starts where its neighbours are: within one band height of them; past the last
  // one, it opens where the previous candle closed (a gap of half a candle at most)
  if (!best || bestGap > band.bottom - band.top + 2) return false;
  if (
    outward !== null &&
    gapToPrevious(bySlot, k, best, outward) > Math.max(2, recentRange(bySlot, k, outward) * 0.5)
  )
    return false;
  bySlot.set(k, best);
  return true;
}

/** Pixels between a piece and the nearest candle on the series' side of slot k (up to two slots away). */
function gapToPrevious(bySlot: Map<number, Piece>, k: number, p: Piece, outward: 1 | -1): number {
  const prev = bySlot.get(k - outward) ?? bySlot.get(k - 2 * outward);
  return prev ? Math.max(0, prev.y0 - p.y1, p.y0 - prev.y1) : Infinity;
}

/** Median height of the five candles on the series' side of slot k. */
function recentRange(bySlot: Map<number, Piece>, k: number, outward: 1 | -1): number {
  const hs: number[] = [];
  for (let d = 1; d <= 12 && hs.length < 5; d++) {
    const p = bySlot.get(k - d * outward);
    if (p) hs.push(p.y1 - p.y0 + 1);
  }
  hs.sort((a, b) => a - b);
  return hs.length ? hs[hs.length >> 1]! : 0;
}

/** The price range (in pixels) of the two nearest candles on each side of a slot. */
function neighbourBand(bySlot: Map<number, Piece>, k: number): { top: number; bottom: number } | null {
  const near: Piece[] = [];
  for (let d = 1; d <= 4 && near.length < 4; d++) {
    const a = bySlot.get(k - d);
    const b = bySlot.get(k + d);
    if (a) near.push(a);
    if (b) near.push(b);
  }
  if (!near.length) return null;
  return { top: Math.min(...near.map((p) => p.y0)), bottom: Math.max(...near.map((p) => p.y1)) };
}

/**
 * A candle glued to something wider (a neighbour without a gap, the end of a moving average,
 * a marker): the body-wide columns around the slot's centre, cut out of each piece that covers
 * it, when they hold a vertical stroke.
 */
function carve(pieces: Piece[], centre: number, width: number, maxCover: number, slack: number): Piece[] {
  const c0 = Math.round(centre - (width - 1) / 2);
  const c1 = c0 + width - 1;
  // every covering piece offers its slice (a moving average further down covers the slot too;
  // the caller keeps the one where the neighbouring candles are); between candles the grid's
  // centre may miss the candle's by `slack` pixels
  return pieces
    .filter((p) => p.x0 <= c0 + slack && p.x1 >= c1 - slack && p.x1 - p.x0 + 1 <= maxCover)
    .flatMap((p) => {
      const slice = slicePiece(p, Math.max(0, c0 - p.x0), Math.min(p.x1, c1) - p.x0);
      if (!slice || Math.max(...slice.count) < 3) return [];
      // out of something far wider than a candle (a line, a band, a box's shadow), only a
      // stroke standing taller than that thing's own thickness is a candle. (Candles of 3 px
      // and less touch their neighbours: a run of them is one piece, a candle no taller than
      // the rest)
      return width <= 3 || p.x1 - p.x0 + 1 <= width * 3 || standsAbove(slice, p) ? [slice] : [];
    });
}

/** Whether a slice's tallest column exceeds by 3 px the thickness of most of its piece (its 20th percentile column). */
function standsAbove(slice: Piece, piece: Piece): boolean {
  const counts = [...piece.count].sort((a, b) => a - b);
  const thickness = counts[Math.floor(counts.length * 0.2)]!;
  return Math.max(...slice.count) >= thickness + 3;
}

/**
 * The slot's own columns, read directly: the longest upright stroke through its centre (wick and
 * body) in a body-wide window. A candle glued to lines on both sides (a moving average running
 * into the forming candle, the crosshair over it) is in no piece of its own, but its wick stands
 * upright where a line only passes. It has a body row across the window, and it stands apart:
 * halfway to the next slot, beside its window, the image is clear but for a line or two passing
 * (a panel, a toast or a filled zone is solid there).
 */
function probe(
  source: SlotSource,
  centre: number,
  width: number,
  spacing: number,
  near: { top: number; bottom: number },
): Piece | null {
  const { mask, imageWidth: W, plot } = source;
  // the longest upright stroke through the slot's centre (a wick, or a body) where the
  // neighbouring candles are: prices move on from them
  const cx = Math.round(centre);
  const reachY = near.bottom - near.top + 1;
  const top = Math.max(plot.y0, near.top - reachY);
  const bottom = Math.min(plot.y1, near.bottom + reachY);
  // (a line drawn across the pane took its rows out of the mask: the stroke runs on across up to
  // three rows where the image is inked, as a wick does across the price line)
  const lineAt = (x: number, y: number) => !mask[y * W + x] && standsOut(source.img, source.background, x, y);
  let stroke: [number, number] | null = null;
  for (let x = cx - 1; x <= cx + 1; x++) {
    if (x < plot.x0 || x > plot.x1) continue;
    for (let y = top; y <= bottom; y++) {
      if (!mask[y * W + x]) continue;
      const start = y;
      for (let v = y + 1, gap = 0; v <= bottom; v++) {
        if (mask[v * W + x]) [y, gap] = [v, 0];
        else if (gap < CANDLES.maxLineRows && lineAt(x, v)) gap++;
        else break;
      }
      if (!stroke || y - start > stroke[1] - stroke[0]) stroke = [start, y];
    }
  }
  if (!stroke || stroke[1] - stroke[0] + 1 <= source.thin) return null;
  const [y0, y1] = stroke;
  const half = Math.floor((width - 1) / 2);
  const x0 = Math.max(plot.x0, cx - half);
  const x1 = Math.min(plot.x1, x0 + width - 1);
  const reach = Math.max(2, Math.round((spacing - width) / 2));
  let bodyRows = 0;
  let own = 0;
  let beside = 0;
  let firstBody = -1;
  let lastBody = -1;
  // a row of a line across the window, where the stroke was bridged: the doji's body may be under it
  const lineRow = (y: number) => {
    if (!lineAt(cx, y)) return false;
    for (let x = x0; x <= x1; x++) if (!mask[y * W + x] && !lineAt(x, y)) return false;
    return true;
  };
  for (let y = y0; y <= y1; y++) {
    const left = inked(source, x0 - reach, y);
    const right = inked(source, x1 + reach, y);
    const body = across(mask, W, x0, x1, y) || lineRow(y);
    // a body row that ink continues on both sides is a horizontal line passing through, unless
    // the window is drawn in another colour than the line beside it (the forming candle's dash
    // on the price line): then the line beside it is no neighbour either
    const dash = body && left && right && ownColourRow(source.img, { x0, x1, y, reach });
    if ((left || right) && !dash) beside++;
    if (!body) continue;
    bodyRows++;
    if (firstBody < 0) firstBody = y;
    lastBody = y;
    if (!left || !right || dash) own++;
  }
  // (a narrow doji may show no body row beside its wick; standing quite alone it still counts)
  const doji = !bodyRows && width <= 5 && beside <= 1;
  // a doji on the price line (the forming candle closes where the line is drawn): its only body
  // rows are the line's, but a wick stands clear above and below them and ends inside the
  // window looked at (a vertical line crossing the price line runs on past it)
  const onLine =
    bodyRows > 0 &&
    !own &&
    bodyRows <= source.thin &&
    firstBody - y0 >= source.thin &&
    y1 - lastBody >= source.thin &&
    y0 > top &&
    y1 < bottom;
  if ((!bodyRows || !own) && !doji && !onLine) return null;
  if (beside > Math.max(2, (y1 - y0 + 1) * 0.3)) return null;
  return profileBox(mask, W, { x0, x1, y0, y1 });
}

/**
 * The forming candle that has just opened: open, high, low and close on a row or two, a flat
 * dash that `segment` cut away as a line passing (and `probe` passes over: it has no upright
 * stroke). MetaTrader draws it on the bid line, TradingView's crosshair clears a doji's wick and
 * leaves its body so. It is taken only in the slot right after the last candle, within that
 * candle's range (a candle opens where the last one closed), body-wide across a window of the
 * slot and no wider (nothing of the mask half a slot to either side), in a colour of its own
 * against what is beside it, and with nothing at its level for a few slots after it (a dashed or
 * dotted line's dashes follow one another; so does TradingView's dotted price line).
 */
function flatDash(
  source: SlotSource,
  { centre, width, spacing, last }: { centre: number; width: number; spacing: number; last: Piece },
): Piece | null {
  if (width < CANDLES.dashMinBody) return null;
  const { mask, imageWidth: W, plot } = source;
  const x0 = Math.round(centre) - Math.floor((width - 1) / 2);
  const x1 = x0 + width - 1;
  const reach = Math.max(2, Math.round((spacing - width) / 2));
  // (the slot after it must lie in the pane too, to be looked at)
  if (x0 - reach < plot.x0 || x1 + spacing + reach > plot.x1) return null;
  const clearBeside = (y: number) => !mask[y * W + x0 - reach] && !mask[y * W + x1 + reach];
  // nothing follows it at its level for a few slots (the dashes of a line do, at any period)
  const clearAfter = (from: number, to: number) => {
    const end = Math.min(plot.x1, Math.round(x1 + spacing * CANDLES.dashClearSlots));
    let inked = 0;
    for (let y = from; y <= to; y++) for (let x = x1 + reach; x <= end; x++) inked += mask[y * W + x]!;
    return inked <= (to - from + 1) * (end - x1 - reach + 1) * CANDLES.dashClearShare;
  };
  const top = Math.max(plot.y0, last.y0 - 1);
  const bottom = Math.min(plot.y1, last.y1 + 1);
  for (let y = top; y <= bottom; y++) {
    if (!across(mask, W, x0, x1, y)) continue;
    let y1 = y;
    while (y1 + 1 <= bottom && across(mask, W, x0, x1, y1 + 1)) y1++;
    const flat = y1 - y + 1 <= source.thin;
    const apart = flat && [y, y1].every(clearBeside) && ownColourRow(source.img, { x0, x1, y, reach });
    if (apart && clearAfter(Math.max(plot.y0, y - 1), Math.min(plot.y1, y1 + 1)))
      return profileBox(mask, W, { x0, x1, y0: y, y1 });
    y = y1;
  }
  return null;
}

/**
 * Whether a window row's middle colour differs from the image both beside it: a candle's dash
 * in its own colour on a line of another (the middle, not the centre pixel: a vertical line
 * crossing the line is one pixel of another colour).
 */
function ownColourRow(
  img: Raster,
  { x0, x1, y, reach }: { x0: number; x1: number; y: number; reach: number },
): boolean {
  if (x0 - reach < 0 || x1 + reach >= img.width) return false;
  const at = (x: number): Rgb => {
    const i = (y * img.width + x) * 3;
    return [img.data[i]!, img.data[i + 1]!, img.data[i + 2]!];
  };
  const row: Rgb[] = [];
  for (let x = x0; x <= x1; x++) row.push(at(x));
  const middle = ([0, 1, 2] as const).map(
    (c) => row.map((p) => p[c]).sort((a, b) => a - b)[row.length >> 1]!,
  ) as Rgb;
  return distance(middle, at(x0 - reach)) > COLOUR.ink && distance(middle, at(x1 + reach)) > COLOUR.ink;
}

/**
 * One run across most of the window, broken at most where a vertical line was cleared (1–2 px);
 * the dashes of a dashed line are not a body.
 */
function across(mask: Uint8Array, W: number, x0: number, x1: number, y: number): boolean {
  let run = 0;
  let hole = 0;
  let longest = 0;
  for (let x = x0; x <= x1; x++) {
    if (mask[y * W + x]) [run, hole] = [run + 1 + hole, 0];
    else if (run && ++hole > 2) [run, hole] = [0, 0];
    if (run > longest) longest = run;
  }
  return longest >= (x1 - x0 + 1) * 0.6;
}

/**
 * Whether a mark is the edge of something far wider than a candle: the price tag in a candle's
 * colour at the end of the price line, a label box. Across most of its rows the image stays
 * inked for a slot and a half to its right (a candle has background beside it; a line passing
 * through covers a row or two).
 */
export function runsIntoBox(
  source: Pick<SlotSource, 'img' | 'background'>,
  p: Piece,
  spacing: number,
): boolean {
  const { img, background } = source;
  const reach = Math.ceil(spacing * 1.5);
  if (p.x1 + reach >= img.width) return false;
  const stands = (x: number, y: number) => standsOut(img, background, x, y);
  let rows = 0;
  let boxed = 0;
  for (let y = p.y0; y <= p.y1; y++) {
    rows++;
    let x = p.x1 + 1;
    while (x <= p.x1 + reach && stands(x, y)) x++;
    if (x > p.x1 + reach) boxed++;
  }
  return rows >= 3 && boxed >= rows * 0.6;
}

/**
 * Whether a mark stands inside something wider: two pixels beside it on both sides the image is
 * inked along most of its rows (a stroke of a marker's icon; a candle has background or at most
 * a passing line beside it).
 */
function hemmedIn(source: Pick<SlotSource, 'img' | 'background'>, p: Piece): boolean {
  const { img, background } = source;
  if (p.x0 < 2 || p.x1 + 2 >= img.width) return false;
  let rows = 0;
  let both = 0;
  for (let y = p.y0; y <= p.y1; y++, rows++)
    if (standsOut(img, background, p.x0 - 2, y) && standsOut(img, background, p.x1 + 2, y)) both++;
  return rows >= 3 && both >= rows * 0.6;
}

/** Whether the image (not the mask: text boxes are cleared there) stands out of the background. */
function inked(source: SlotSource, x: number, y: number): boolean {
  const { img, background, plot } = source;
  if (x < plot.x0 || x > plot.x1) return false;
  // a box drawn over the chart is no neighbour: a candle inside it still stands apart
  const i = y * img.width + x;
  if (source.withFills?.[i] === 1 && !source.mask[i]) return false;
  return standsOut(img, background, x, y);
}
