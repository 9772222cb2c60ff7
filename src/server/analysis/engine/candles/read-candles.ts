import type { Plot } from '../plot/find-plot';
import type { PixelBox } from '../text/text-boxes';
import { dist2 } from '../image/colour-math';
import { standsOut } from '../image/ink';
import type { PixelCandle, Raster, Rgb } from '../types';
import { findBodyStacks } from './body-stacks';
import { readColumnSeries } from './column-series';
import { candidateWidths, widthTolerance } from './candle-width';
import { fillEmptySlots, replaceStrayMarks, runsIntoBox } from './fill-slots';
import { readDirections, type DirectionReading } from './direction';
import {
  fillHollows,
  findForeground,
  horizontalLinePixels,
  withoutWideFills,
  type Foreground,
} from './foreground';
import { clearVolumeBars, findVolumeOverlay, overlayHeight, type VolumeOverlay } from './volume-overlay';
import { measureCandle, type MeasuredCandle } from './measure';
import { keepCandleColours, learnPalette } from './palette';
import { ohlcBars, readBarTicks } from './bar-ticks';
import { findPieces, splitAtThinColumns, type Piece } from './pieces';
import { edgesOnGrid, splitAtColourChanges } from './colour-cuts';
import { fitTimeGrid, type TimeGrid } from './time-grid';
import { continuesSeries, dropTrailingMarks } from './trailing-marks';
import { boxesOnSeries } from './text-over-series';
import { CANDLES } from '../params';

/**
 * Stage 3 — candles. In the plot: what stands out of the background (text cleared), hollow
 * bodies filled, cut into pieces where thin lines pass; the body width shared by most pieces;
 * the regular time grid those pieces stand on; every slot of the grid from the first candle to
 * the last — and one past it, where the forming candle may be a mere dash — measured; finally
 * which kind of candle went up.
 */
export type CandleReading = {
  candles: PixelCandle[];
  bodyWidth: number;
  spacing: number;
  /** share of grid slots between first and last candle that hold a candle, 0–1 */
  coverage: number;
  colours: { background: Rgb; up: Rgb; down: Rgb; hollowUp: boolean; by: DirectionReading['by'] };
  /** pieces taken for volume bars (one baseline) and left out */
  volumeBars: number;
  /** height in pixels of the volume bar under each candle (null where none), when a volume
   * pane shares the price pane */
  volume: Array<number | null> | null;
};

export type ReadCandlesOptions = {
  textBoxes: PixelBox[];
  textHeight: number;
  /** of `textBoxes`, those not read or read without confidence: candles may lie under them */
  unsureText?: PixelBox[];
};

export function readCandles(img: Raster, plot: Plot, options: ReadCandlesOptions): CandleReading | null {
  const first = readSeries(img, plot, options);
  if (!first) return null;
  // the detector takes a tight run of small candles for a line of text, and clearing that box
  // leaves a hole in the series or cuts off its newest candles: the boxes the series runs
  // into are left in for a second look, kept when it reads a better series
  // (only candles as narrow as glyphs look like a line of text to the detector, and only a
  // series of many says where it would go on)
  if (first.spacing > options.textHeight * CANDLES.textLikePitch) return first;
  if (first.candles.length < CANDLES.textLookMinCandles) return first;
  const onSeries = boxesOnSeries(first, options.unsureText ?? [], plot);
  if (!onSeries.size) return first;
  const again = readSeries(img, plot, {
    ...options,
    textBoxes: options.textBoxes.filter((b) => !onSeries.has(b)),
    unsureText: [],
  });
  return again && readingScore(again) > readingScore(first) ? again : first;
}

function readSeries(img: Raster, plot: Plot, options: ReadCandlesOptions): CandleReading | null {
  const fg = findForeground(img, plot, options.textBoxes);
  // (boxes drawn over the chart — a tooltip, a position tool — cleared: no candle is that wide)
  const wide = Math.max(24, Math.round((plot.x1 - plot.x0) * 0.06));
  // (lines are about 1 px per 9 px of text)
  const lineWidth = Math.max(1, Math.round(options.textHeight / 9));
  const columns = readColumnSeries(img, plot, withoutWideFills(img, fg.mask, plot, wide), lineWidth);
  const pieces = readPieces(img, plot, options, fg);
  // candles one pixel apart leave the pieces nothing to cut: the column reading, where the
  // pieces make no series of it (none, or a patchy one) and the columns make a coherent one
  if (columns && patchy(pieces) && coherent(columns.candles))
    return {
      candles: columns.candles,
      bodyWidth: 1,
      spacing: 1,
      coverage: columns.candles.length / (columns.candles.at(-1)!.index + 1),
      colours: {
        background: fg.background,
        up: columns.up,
        down: columns.down,
        hollowUp: false,
        by: 'colour',
      },
      volumeBars: 0,
      volume: null,
    };
  return pieces;
}

function readPieces(
  img: Raster,
  plot: Plot,
  options: ReadCandlesOptions,
  fg: Foreground,
): CandleReading | null {
  const overlay = findVolumeOverlay(img, plot, fg.background);
  if (!overlay) return readForeground(img, plot, options, fg, null);
  // volume bars in the pane are left out when that reads better: candles reaching down among
  // the bars lose what stands on them in the bars' colours
  const kept = readForeground(img, plot, options, { ...fg, mask: fg.mask.slice() }, null);
  clearVolumeBars(fg.mask, img.width, overlay);
  const cleared = readForeground(img, plot, options, fg, overlay);
  return readingScore(cleared) >= readingScore(kept) ? cleared : kept;
}

/** a reading that is no series: nothing, gaps in the grid, or candles that do not follow each other */
function patchy(r: CandleReading | null): boolean {
  return !r || r.coverage < CANDLES.patchyCoverage || continuity(r.candles) < CANDLES.patchyContinuity;
}

/**
 * Columns read as candles that follow each other and move (a body where they meet their
 * neighbours): wider candles read column by column meet their neighbours mid-range, bodiless.
 */
function coherent(candles: PixelCandle[]): boolean {
  const bodied = candles.filter((c) => Math.abs(c.yClose - c.yOpen) >= 1).length;
  return continuity(candles) >= CANDLES.columnContinuity && bodied >= candles.length * CANDLES.columnBodied;
}

/** how much of a series was read: candles, the grid they fill, and how they follow each other */
function readingScore(r: CandleReading | null): number {
  return r ? r.candles.length * r.coverage * continuity(r.candles) : 0;
}

/** Share of neighbouring candles whose high–low ranges overlap: prices move on from candle to candle. */
export function continuity(candles: readonly PixelCandle[]): number {
  let pairs = 0;
  let overlapping = 0;
  for (let i = 1; i < candles.length; i++) {
    const a = candles[i - 1]!;
    const b = candles[i]!;
    if (b.index - a.index !== 1) continue;
    pairs++;
    if (Math.min(a.yLow, b.yLow) >= Math.max(a.yHigh, b.yHigh)) overlapping++;
  }
  return pairs ? overlapping / pairs : 0;
}

function readForeground(
  img: Raster,
  plot: Plot,
  options: ReadCandlesOptions,
  fg: Foreground,
  overlay: VolumeOverlay | null,
): CandleReading | null {
  const maxHollow = Math.max(24, Math.round((plot.x1 - plot.x0) * 0.06));
  const lines = horizontalLinePixels(img, fg);
  fillHollows(fg.mask, img.width, plot, maxHollow, lines);
  // lines are about 1 px per 9 px of text: thicker on phones (device pixel ratio 2–3)
  const thin = Math.min(8, Math.max(3, Math.round(options.textHeight / 3.5)));
  const plain = segment(fg.mask, img.width, plot, thin);
  // when the plain pieces make a patchy series (lines drawn over the candles glued them
  // together), bodies found as stacks of equal rows (see body-stacks.ts) may take over, if
  // they make a clearly better one. Bodies of 5 px and more: narrower stacks are as likely the
  // strokes of a thick line
  // (patchy: few candles, gaps in the grid, or marks of one height — the dots of a parabolic SAR)
  const patchy = !plain || plain.grid.coverage < 0.6 || plain.variety < 0.55;
  const stacked = patchy ? segment(fg.mask, img.width, plot, thin, { withStacks: true }) : null;
  const unstacked =
    stacked && stacked.width >= 5 && (!plain || stacked.score > plain.score * CANDLES.stacksBetter)
      ? stacked
      : plain;
  // …or bodies that touch (a dense chart, every slot filled by its body), cut where an up and a
  // down candle meet, if that makes a clearly better series
  // (without the fills of boxes drawn over the chart, which join every candle they cross)
  const cut = patchy
    ? segment(withoutWideFills(img, fg.mask, plot, maxHollow), img.width, plot, thin, { colourCuts: img })
    : null;
  const first = cut && (!unstacked || cut.score > unstacked.score * CANDLES.stacksBetter) ? cut : unstacked;
  if (!first) return null;
  // (the looks that follow cut touching bodies too when the first series was found so)
  const colourCuts = first === cut ? img : undefined;
  // second look with the candles' own colours only: lines, markers and JPEG fringes in other
  // colours no longer glue neighbouring candles together
  const palette = learnPalette(
    img,
    fg.mask,
    [...first.grid.slots.keys()].map((i) => first.members[i]!),
  );
  const mask = keepCandleColours(img, fg.mask, palette, plot);
  fillHollows(mask, img.width, plot, maxHollow);
  const knownBars = [...new Set(first.bars.map((b) => b.y1))];
  // a first series that is sparse (a few grid lines' dots, lines gluing the candles together)
  // does not get to impose its spacing on the looks that follow
  const sure = first.grid.slots.size >= 20 && first.grid.coverage >= 0.6 ? first.grid.spacing : null;
  const second = segment(mask, img.width, plot, thin, {
    spacing: sure,
    knownBaselines: knownBars,
    colourCuts,
  });
  let chosen =
    second && second.grid.slots.size >= first.grid.slots.size
      ? { ...second, mask }
      : { ...first, mask: fg.mask };
  // third look with only what stands upright: lines crossing the candles in their own colours
  // (moving averages, indicator lines) glue whole stretches of candles into one piece, and a
  // line is short in every column it crosses while bodies and wicks are tall
  const upright = keepUprightRuns(chosen.mask, img.width, plot, thin + 1);
  const third = segment(upright, img.width, plot, thin, {
    spacing: sure ?? chosen.grid.spacing,
    knownBaselines: knownBars,
    colourCuts,
  });
  // (measured on the full mask: a flat candle has no upright run)
  if (third && third.grid.slots.size > chosen.grid.slots.size * 1.05)
    chosen = { ...third, mask: chosen.mask, pieces: [...third.pieces, ...chosen.pieces] };
  // an empty slot may be filled from either look: the newest candle glued to a moving average
  // that runs in from the left stands alone only where nothing but upright strokes are kept
  else if (third) chosen = { ...chosen, pieces: [...chosen.pieces, ...third.pieces] };
  const { width, grid, members, pieces } = chosen;
  const bySlot = new Map<number, Piece>();
  for (const [i, k] of grid.slots) bySlot.set(k, members[i]!);
  // (the newest marks beyond a gap stay when they go on with the series and are no edge of a
  // box in their own colour: a P/L panel, a price tag)
  const boxed = { img, background: fg.background };
  const strays = () =>
    dropStrays(
      bySlot,
      (mark, slot, before, previous) =>
        !(runsIntoBox(boxed, mark, grid.spacing) && continuesInColour(img, fg.background, mark)) &&
        continuesSeries(mark, slot, {
          before,
          previous,
          grid: { origin: grid.origin, spacing: grid.spacing, bodyWidth: width },
          ink: fg.mask,
          imageWidth: img.width,
          plot,
          thin,
        }),
    );
  // a grid its own pieces fill sparsely (touching bodies cut apart only where the colour
  // changes) leaves gaps of several slots all along the series: its ends are judged once the
  // empty slots are filled
  const sparse = !!colourCuts && grid.coverage < CANDLES.patchyCoverage;
  if (!sparse) strays();
  // nothing standing on the volume bars' baseline may fill a slot
  const baselines = new Set([...first.bars, ...chosen.bars].map((b) => b.y1));
  const onBaseline = (p: Piece) => baselines.has(p.y1) || baselines.has(p.y1 - 1) || baselines.has(p.y1 + 1);
  // what stands out, without fills far wider than a candle (boxes drawn over the chart)
  const ink = withoutWideFills(img, fg.mask, plot, Math.max(width * 3, Math.round(grid.spacing * 2.5)));
  const slotSource = {
    pieces: pieces.filter((p) => !onBaseline(p)),
    mask: ink,
    imageWidth: img.width,
    plot,
    img,
    background: fg.background,
    thin,
    withFills: fg.mask,
  };
  replaceStrayMarks(bySlot, grid, slotSource, width);
  fillEmptySlots(bySlot, grid, slotSource, width);
  if (sparse) strays();
  // the newest "candle" may be the edge of the price tag in a candle's colour, its text cleared
  dropTagEdges(
    bySlot,
    { img, background: fg.background },
    grid.spacing,
    options.textHeight,
    options.textBoxes,
  );
  // …and the marks after it that are no candle's shape (a dot, an arrow, an icon, a label's edge)
  dropTrailingMarks(
    bySlot,
    { ink: chosen.mask, imageWidth: img.width },
    { bodyWidth: width, spacing: grid.spacing },
  );
  const slots = [...bySlot.keys()].sort((a, b) => a - b);
  const measure = {
    bodyWidth: width,
    palette,
    background: fg.background,
    bodyLineRows: Math.floor(thin * CANDLES.crossingLineThins),
    wickLineRows: CANDLES.maxLineRows,
  };
  const measured: MeasuredCandle[] = slots.map((k) =>
    measureCandle(img, chosen.mask, ink, bySlot.get(k)!, measure),
  );
  const dirs = readDirections(measured, slots);
  if (!dirs) return null;
  const candles: PixelCandle[] = measured.map((m, i) => {
    const up = dirs.directions[i] === 'up';
    return {
      index: slots[i]!,
      x: m.x,
      left: m.left,
      right: m.right,
      yHigh: m.high,
      yLow: m.low,
      yOpen: up ? m.bodyBottom : m.bodyTop,
      yClose: up ? m.bodyTop : m.bodyBottom,
      direction: dirs.directions[i]!,
    };
  });
  const span = slots[slots.length - 1]! - slots[0]! + 1;
  return {
    candles: ohlcBars(width, grid.spacing)
      ? readBarTicks(candles, chosen.mask, img.width, grid.spacing)
      : candles,
    bodyWidth: width,
    spacing: grid.spacing,
    coverage: candles.length / span,
    colours: {
      background: fg.background,
      up: dirs.up,
      down: dirs.down,
      hollowUp: dirs.hollowUp,
      by: dirs.by,
    },
    volumeBars: first.bars.length,
    volume: overlay
      ? candles.map((c) => overlayHeight(overlay, c.left, c.right))
      : volumeBySlot(first.bars, grid, slots, first.pieces),
  };
}

type Segmentation = {
  width: number;
  grid: TimeGrid;
  members: Piece[];
  pieces: Piece[];
  bars: Piece[];
  score: number;
  variety: number;
};

/**
 * Pieces of the mask, cut at thin lines; for each likely body width, the pieces of that width
 * (volume bars left out) and the time grid they stand on. The width whose grid holds the most
 * candles wins. `spacing`, when known from a first look, keeps the grid to it.
 */
type SegmentOptions = {
  /** the spacing a first look found: the grid keeps to it */
  spacing?: number | null;
  /** rows the volume bars of a first look stood on */
  knownBaselines?: number[];
  /** bodies found as stacks of equal rows too (body-stacks.ts) */
  withStacks?: boolean;
  /** the print, to cut touching bodies where their colour changes (colour-cuts.ts) */
  colourCuts?: Raster;
};

function segment(
  mask: Uint8Array,
  width: number,
  plot: Plot,
  thin: number,
  { spacing = null, knownBaselines = [], withStacks = false, colourCuts }: SegmentOptions = {},
): Segmentation | null {
  const onKnown = (p: Piece) => knownBaselines.some((y) => Math.abs(p.y1 - y) <= 1);
  const cutEdges: number[] = [];
  const pieces = findPieces(mask, width, plot)
    .flatMap((p) => splitAtThinColumns(p, thin))
    .flatMap((p) => {
      if (!colourCuts || p.flat) return [p];
      const parts = splitAtColourChanges(p, colourCuts, mask);
      for (let i = 1; i < parts.length; i++) cutEdges.push(parts[i]!.x0 - 0.5);
      return parts;
    });
  if (withStacks)
    pieces.push(...findBodyStacks(mask, width, plot, Math.max(24, Math.round((plot.x1 - plot.x0) * 0.06))));
  let best: Segmentation | null = null;
  const solid = pieces.filter((p) => !p.flat);
  for (const w of candidateWidths(solid)) {
    const tol = widthTolerance(w);
    const shaped = solid.filter((p) => Math.abs(p.x1 - p.x0 + 1 - w) <= tol);
    // a pane can hold several baselines (bars cut by a line, two volume panes): peel them off
    let kept = shaped.filter((p) => !onKnown(p));
    const dropped = shaped.filter(onKnown);
    for (let i = 0; i < 3; i++) {
      const found = dropBaselineBars(kept, pieces);
      if (!found.dropped.length) break;
      kept = found.kept;
      dropped.push(...found.dropped);
    }
    // (touching bodies stand one body width apart: the grid is told the width they have, not
    // the width they were grouped under)
    const grid = fitTimeGrid(
      kept.map((p) => (p.x0 + p.x1) / 2),
      colourCuts ? Math.min(w, medianWidth(kept)) : w,
      kept.map((p) => p.y1 - p.y0),
    );
    if (!grid || (spacing && Math.abs(grid.spacing - spacing) > spacing * 0.1)) continue;
    // (touching bodies cut at their colour changes: a grid those changes do not fall on is no pitch)
    if (colourCuts && edgesOnGrid(cutEdges, grid.spacing) < CANDLES.colourCutAligned) continue;
    // candles differ in height; the dashes of a dotted line or a row of icons do not
    const variety = heightVariety([...grid.slots.keys()].map((i) => kept[i]!.y1 - kept[i]!.y0 + 1));
    const score = grid.slots.size * grid.coverage * variety;
    if (!best || score > best.score)
      best = { width: w, grid, members: kept, pieces, bars: dropped, score, variety };
  }
  return best;
}

/** The mask without vertical runs shorter than `minRun` in their column (lines, dashes). */
function keepUprightRuns(mask: Uint8Array, width: number, plot: Plot, minRun: number): Uint8Array {
  const out = new Uint8Array(mask.length);
  for (let x = plot.x0; x <= plot.x1; x++) {
    let start = -1;
    for (let y = plot.y0; y <= plot.y1 + 1; y++) {
      const on = y <= plot.y1 && mask[y * width + x] !== 0;
      if (on && start < 0) start = y;
      if (!on && start >= 0) {
        if (y - start >= minRun) for (let v = start; v < y; v++) out[v * width + x] = mask[v * width + x]!;
        start = -1;
      }
    }
  }
  return out;
}

/**
 * Drops marks at the right end of the series that are the left edge of a wider box. The box's
 * edge goes on in its own colour; a candle beside the price tag has a line of another colour
 * (the axis's border) or a gap between it and the tag.
 */
function dropTagEdges(
  bySlot: Map<number, Piece>,
  source: Parameters<typeof runsIntoBox>[0],
  spacing: number,
  textHeight: number,
  textBoxes: PixelBox[],
): void {
  for (let n = 0; n < 2 && bySlot.size > 1; n++) {
    const last = Math.max(...bySlot.keys());
    const mark = bySlot.get(last)!;
    if (!runsIntoBox(source, mark, spacing) || !continuesInColour(source.img, source.background, mark))
      return;
    // a tag holds its price in the chart's type: where what the mark runs into is lower than
    // that, it is the line that leads to the tag (the price line, an order line) and the mark a
    // candle's body on it
    if (heightBeside(source, mark, spacing) < textHeight * CANDLES.tagMinTextHeights) return;
    // …and it is about a line of that type tall: a taller mark with no text beside it is a candle
    // beside a box drawn over the chart (a rectangle, a position tool)
    if (
      mark.y1 - mark.y0 + 1 > textHeight * CANDLES.tagMaxTextHeights &&
      !textBeside(mark, textBoxes, textHeight)
    )
      return;
    bySlot.delete(last);
  }
}

/** Whether a text box starts just right of a mark (within `tagTextReach` text heights), level with it. */
function textBeside(mark: Piece, textBoxes: PixelBox[], textHeight: number): boolean {
  return textBoxes.some(
    (b) =>
      b.y1 >= mark.y0 &&
      b.y0 <= mark.y1 &&
      b.x0 >= mark.x1 - textHeight &&
      b.x0 <= mark.x1 + textHeight * CANDLES.tagTextReach,
  );
}

/**
 * How tall the ink is to the right of a mark (up to a slot and a half), in the runs that meet
 * the mark's rows: a tag's full height, or a line's thickness. The tallest column counts: the
 * tag's text breaks its fill in the columns it crosses.
 */
function heightBeside(source: Parameters<typeof runsIntoBox>[0], p: Piece, spacing: number): number {
  const { img, background } = source;
  let tallest = 0;
  for (let x = p.x1 + 2; x <= Math.min(img.width - 1, p.x1 + Math.ceil(spacing * 1.5)); x++) {
    const inked = (y: number) => y >= 0 && y < img.height && standsOut(img, background, x, y);
    for (let y = p.y0; y <= p.y1; y++) {
      if (!inked(y)) continue;
      let top = y;
      let bottom = y;
      while (inked(top - 1)) top--;
      while (inked(bottom + 1)) bottom++;
      tallest = Math.max(tallest, bottom - top + 1);
      y = bottom;
    }
  }
  return tallest;
}

/**
 * Whether, along most of the rows where a mark's right edge is inked, the fill goes on to its
 * right: no pixel in the next three columns turns back towards the background (a candle beside
 * the price tag has a gap or the axis's light border between them, however much JPEG smears it).
 */
function continuesInColour(img: Raster, background: Rgb, p: Piece): boolean {
  if (p.x1 + 3 >= img.width) return false;
  const fromBackground = (x: number, y: number) => {
    const i = (y * img.width + x) * 3;
    return dist2(background, img.data[i]!, img.data[i + 1]!, img.data[i + 2]!);
  };
  let rows = 0;
  let same = 0;
  for (let y = p.y0; y <= p.y1; y++) {
    if (!standsOut(img, background, p.x1, y)) continue;
    rows++;
    const edge = fromBackground(p.x1, y);
    let gap = false;
    for (let x = p.x1 + 1; x <= p.x1 + 3 && !gap; x++) gap = fromBackground(x, y) < edge * 0.25;
    if (!gap) same++;
  }
  return rows > 0 && same >= rows * 0.6;
}

/**
 * A lone candle or two far from the rest (two or more empty slots away, at either end) is
 * something else that happens to sit on the grid: a button, an icon — unless, at the right
 * end, it goes on with the series (`newest`: the candles the grid missed lie between).
 */
function dropStrays(
  bySlot: Map<number, Piece>,
  newest: (
    mark: Piece,
    slot: number,
    before: Array<{ slot: number; piece: Piece }>,
    previous: number,
  ) => boolean,
): void {
  for (;;) {
    const ks = [...bySlot.keys()].sort((a, b) => a - b);
    if (ks.length < 6) return;
    const clusters: number[][] = [[ks[0]!]];
    for (let i = 1; i < ks.length; i++) {
      if (ks[i]! - ks[i - 1]! > 2) clusters.push([]);
      clusters[clusters.length - 1]!.push(ks[i]!);
    }
    // (at the right end, the marks that go on with the series stay; the rest go)
    const newestEnd = clusters[clusters.length - 1]!;
    // (judged against the series itself: the clusters of more than two candles before it, not
    // the strays between)
    const before = clusters
      .slice(0, -1)
      .filter((c) => c.length > 2)
      .flat()
      .map((k) => ({ slot: k, piece: bySlot.get(k)! }));
    const going =
      clusters.length > 1 && newestEnd.length <= 2
        ? newestEnd.filter((k) => !newest(bySlot.get(k)!, k, before, ks[ks.indexOf(k) - 1]!))
        : newestEnd;
    const ends = [clusters[0]!, going].filter((c) => clusters.length > 1 && c.length > 0 && c.length <= 2);
    if (!ends.length) return;
    for (const c of ends) for (const k of c) bySlot.delete(k);
  }
}

/**
 * Volume bars and histograms stand on one baseline; candles do not. When a fifth of the pieces
 * (at least five) end on one row and most of them have a candle standing above them in the same
 * columns, those pieces are a volume pane and are left out. (Candles running off the bottom of
 * a cropped chart share that edge too, but nothing stands above them.)
 */
function dropBaselineBars(pieces: Piece[], all: Piece[]): { kept: Piece[]; dropped: Piece[] } {
  const counts = new Map<number, number>();
  for (const p of pieces) counts.set(p.y1, (counts.get(p.y1) ?? 0) + 1);
  let base = -1;
  let n = 0;
  for (const [y, c] of counts) {
    const near = c + (counts.get(y - 1) ?? 0) + (counts.get(y + 1) ?? 0);
    if (near > n) [base, n] = [y, near];
  }
  if (n < Math.max(5, pieces.length * 0.2)) return { kept: pieces, dropped: [] };
  const onBase = (p: Piece) => Math.abs(p.y1 - base) <= 1;
  const bars = pieces.filter(onBase);
  const rest = pieces.filter((p) => !onBase(p));
  const underCandle = bars.filter((b) =>
    all.some((p) => p.y1 < b.y0 - 1 && p.y1 - p.y0 >= 2 && p.x0 <= b.x1 && p.x1 >= b.x0),
  ).length;
  if (underCandle < bars.length * 0.6) return { kept: pieces, dropped: [] };
  return { kept: rest, dropped: bars };
}

/**
 * Bars of the volume pane put under their candles: one per slot, by its centre. Volume is never
 * below zero: bars that also hang down from their baseline (MACD's or an oscillator's histogram
 * around its zero line) are no volume, and none is reported.
 */
function volumeBySlot(
  bars: Piece[],
  grid: TimeGrid,
  slots: number[],
  pieces: Piece[],
): Array<number | null> | null {
  if (bars.length < 5) return null;
  if (hangsFromBaseline(bars, pieces)) return null;
  const bySlot = new Map<number, number>();
  for (const b of bars)
    bySlot.set(Math.round(((b.x0 + b.x1) / 2 - grid.origin) / grid.spacing), b.y1 - b.y0 + 1);
  return slots.map((k) => bySlot.get(k) ?? null);
}

/**
 * Whether pieces as wide as the bars hang from the row just under their baseline in number (a
 * histogram drawn both ways from zero): at least a quarter as many as stand on it, each 5 px
 * tall or more (the stubs of bars cut by a line along their foot are not).
 */
function hangsFromBaseline(bars: Piece[], pieces: Piece[]): boolean {
  const base = median(bars.map((b) => b.y1));
  const widths = bars.map((b) => b.x1 - b.x0 + 1);
  const [lo, hi] = [Math.min(...widths) - 1, Math.max(...widths) + 1];
  const hanging = pieces.filter((p) => {
    const w = p.x1 - p.x0 + 1;
    return w >= lo && w <= hi && p.y0 >= base && p.y0 <= base + 3 && p.y1 - p.y0 + 1 >= CANDLES.hangingBarPx;
  }).length;
  return hanging >= Math.max(3, bars.length * CANDLES.histogramHanging);
}

function medianWidth(pieces: Piece[]): number {
  return pieces.length ? median(pieces.map((p) => p.x1 - p.x0 + 1)) : 0;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1]!;
}

/** 1 − 0.9 × the share of heights within a pixel of the most common height. */
function heightVariety(heights: number[]): number {
  const counts = new Map<number, number>();
  for (const h of heights) counts.set(h, (counts.get(h) ?? 0) + 1);
  let best = 0;
  for (const h of counts.keys())
    best = Math.max(best, (counts.get(h - 1) ?? 0) + counts.get(h)! + (counts.get(h + 1) ?? 0));
  return 1 - (0.9 * best) / Math.max(1, heights.length);
}
