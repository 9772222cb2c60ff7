import type { Plot } from '../plot/find-plot';
import { distance } from '../image/colour-math';
import type { PixelCandle, Raster, Rgb } from '../types';
import { CANDLES } from '../params';

/**
 * Candles one pixel apart: a zoomed-out MetaTrader or a desktop print shrunk, hundreds of
 * candles side by side, each a single column from its high to its low in the up or the down
 * colour. No gap and no body separates them, so the piece-and-grid reading finds nothing to cut;
 * here every column of the series is a candle.
 *
 * It is told from wider candles by its neighbours: inside a body of two pixels or more, the
 * next column spans the same rows; here nearly every column spans rows of its own. It is told
 * from a line or an area chart by its colours: two, mixed all along the series.
 *
 * A one-pixel candle shows no body: where it opened and closed is taken from its neighbours
 * (prices move on from candle to candle — it opened where the previous one closed, it closed
 * where it meets the next) and its colour.
 */
export type ColumnSeries = {
  candles: PixelCandle[];
  up: Rgb;
  down: Rgb;
};

type Column = { x: number; top: number; bottom: number; colour: Rgb };

export function readColumnSeries(
  img: Raster,
  plot: Plot,
  mask: Uint8Array,
  lineWidth: number,
): ColumnSeries | null {
  const columns: Array<Column | null> = [];
  // (a column crossed only by a line — a price line running on past the candles — holds none)
  for (let x = plot.x0; x <= plot.x1; x++) {
    const run = longestRun(img, mask, x, plot);
    columns.push(run && run.bottom - run.top + 1 > lineWidth ? run : null);
  }
  // the series: the longest stretch of inked columns, across the holes boxes drawn over the
  // chart leave (a tooltip, a position tool: cleared, no candle is that wide)
  const maxHole = Math.round((plot.x1 - plot.x0) * CANDLES.columnHole);
  // (a box cleared from the mask leaves a hole at least this wide)
  const wideHole = Math.max(24, Math.round((plot.x1 - plot.x0) * 0.06));
  let best: [number, number] = [0, -1];
  for (let i = 0; i < columns.length;) {
    if (!columns[i]) {
      i++;
      continue;
    }
    let j = i;
    for (let k = i + 1; k < columns.length && k - j <= maxHole + 1; k++) if (columns[k]) j = k;
    if (j - i > best[1] - best[0]) best = [i, j];
    i = j + 1;
  }
  // its ends are where the candles stand side by side: a few columns beyond a hole wider than
  // themselves are something else (a grid line, an icon in the corner)
  trimEnds(columns, best);
  const stretch = columns.slice(best[0], best[1] + 1).filter((c): c is Column => c !== null);
  if (stretch.length < CANDLES.columnSeriesMin) return null;
  if (stretch.length < (best[1] - best[0] + 1) * CANDLES.columnCoverage) return null;
  // candles one pixel apart leave no background between them: gaps narrower than a box's hole
  // (between candles of two pixels or more) say the candles are wider
  let gaps = 0;
  for (let i = best[0], hole = 0; i <= best[1]; i++) {
    if (!columns[i]) hole++;
    else {
      if (hole > 0 && hole < wideHole) gaps += hole;
      hole = 0;
    }
  }
  if (gaps > (best[1] - best[0] + 1) * CANDLES.columnGaps) return null;
  // neighbours spanning the same rows are one body: these are wider candles
  let same = 0;
  for (let i = 1; i < stretch.length; i++)
    if (stretch[i]!.top === stretch[i - 1]!.top && stretch[i]!.bottom === stretch[i - 1]!.bottom) same++;
  if (same > (stretch.length - 1) * CANDLES.columnSameRows) return null;
  const split = twoColours(stretch.map((c) => c.colour));
  if (!split) return null;
  const { a, b, isA } = split;
  const shareA = isA.filter(Boolean).length / isA.length;
  if (Math.min(shareA, 1 - shareA) < CANDLES.columnColourShare) return null;
  // the up colour is the one whose columns are followed by higher prices (smaller y)
  let moveA = 0;
  let moveB = 0;
  for (let i = 1; i + 1 < stretch.length; i++) {
    const mid = (c: Column) => (c.top + c.bottom) / 2;
    const move = mid(stretch[i + 1]!) - mid(stretch[i - 1]!);
    if (isA[i]) moveA += move;
    else moveB += move;
  }
  const aIsUp = moveA / Math.max(1, shareA) < moveB / Math.max(1e-9, 1 - shareA);
  const candles: PixelCandle[] = [];
  let closed: number | null = null;
  stretch.forEach((c, i) => {
    const up = isA[i] === aIsUp;
    const next = stretch[i + 1];
    const clamp = (y: number) => Math.min(c.bottom, Math.max(c.top, y));
    // it opened where the previous candle closed, and closes where it meets the next one
    const open = clamp(closed ?? (up ? c.bottom : c.top));
    const meet = next
      ? (Math.max(c.top, next.top) + Math.min(c.bottom, next.bottom)) / 2
      : up
        ? c.top
        : c.bottom;
    let close = clamp(meet);
    // the colour says which way it went
    if (up ? close > open : close < open) close = open;
    closed = close;
    candles.push({
      index: c.x - stretch[0]!.x,
      x: c.x,
      left: c.x,
      right: c.x,
      yHigh: c.top,
      yLow: c.bottom,
      yOpen: open,
      yClose: close,
      direction: up ? 'up' : 'down',
    });
  });
  return { candles, up: aIsUp ? a : b, down: aIsUp ? b : a };
}

/** Drops end groups of inked columns that are narrower than the hole between them and the rest. */
function trimEnds(columns: Array<Column | null>, span: [number, number]): void {
  for (const end of [0, 1] as const) {
    for (;;) {
      const step = end === 0 ? 1 : -1;
      let i = span[end];
      let group = 0;
      while (columns[i] && i >= span[0] && i <= span[1]) [i, group] = [i + step, group + 1];
      let hole = 0;
      while (!columns[i] && i >= span[0] && i <= span[1]) [i, hole] = [i + step, hole + 1];
      if (i < span[0] || i > span[1] || group >= hole) break;
      span[end] = i;
    }
  }
}

/** The longest upright run of inked pixels in a column, with its mean colour. (No break is
 * bridged: a dotted grid line would become one tall run.) */
function longestRun(img: Raster, mask: Uint8Array, x: number, plot: Plot): Column | null {
  let best: [number, number] | null = null;
  let start = -1;
  let lastOn = -1;
  for (let y = plot.y0; y <= plot.y1 + 2; y++) {
    const on = y <= plot.y1 && mask[y * img.width + x] !== 0;
    if (on) {
      if (start < 0) start = y;
      lastOn = y;
    } else if (start >= 0) {
      if (!best || lastOn - start > best[1] - best[0]) best = [start, lastOn];
      start = -1;
    }
  }
  if (!best) return null;
  let r = 0;
  let g = 0;
  let b = 0;
  let n = 0;
  for (let y = best[0]; y <= best[1]; y++) {
    if (mask[y * img.width + x] === 0) continue;
    const p = (y * img.width + x) * 3;
    r += img.data[p]!;
    g += img.data[p + 1]!;
    b += img.data[p + 2]!;
    n++;
  }
  return { x, top: best[0], bottom: best[1], colour: [r / n, g / n, b / n] };
}

/**
 * The up and the down colour: three groups (k-means from far-apart seeds), of which the two
 * largest are the candles' (the third takes what else crosses them: a line, a marker, a label's
 * box); null when those two are one colour.
 */
function twoColours(colours: Rgb[]): { a: Rgb; b: Rgb; isA: boolean[] } | null {
  const seeds: Rgb[] = [colours[0]!];
  while (seeds.length < 3) {
    let far = colours[0]!;
    let farDist = -1;
    for (const c of colours) {
      const d = Math.min(...seeds.map((s) => distance(c, s)));
      if (d > farDist) [far, farDist] = [c, d];
    }
    seeds.push(far);
  }
  let centres = seeds;
  let group: number[] = [];
  for (let round = 0; round < 6; round++) {
    group = colours.map((c) => {
      let k = 0;
      for (let j = 1; j < centres.length; j++) if (distance(c, centres[j]!) < distance(c, centres[k]!)) k = j;
      return k;
    });
    centres = centres.map((old, k) => {
      const sum: Rgb = [0, 0, 0];
      let n = 0;
      colours.forEach((c, i) => {
        if (group[i] !== k) return;
        sum[0] += c[0];
        sum[1] += c[1];
        sum[2] += c[2];
        n++;
      });
      return n ? [sum[0] / n, sum[1] / n, sum[2] / n] : old;
    });
  }
  const sizes = centres.map((_, k) => group.filter((g) => g === k).length);
  const [ka, kb] = [0, 1, 2].sort((x, y) => sizes[y]! - sizes[x]!);
  const a = centres[ka!]!;
  const b = centres[kb!]!;
  if (distance(a, b) < CANDLES.columnColourDistance) return null;
  return { a, b, isA: colours.map((c) => distance(c, a) <= distance(c, b)) };
}
