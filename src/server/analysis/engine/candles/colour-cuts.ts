import { distance } from '../image/colour-math';
import { colourKey, keyColour } from '../image/colour-stats';
import type { Raster, Rgb } from '../types';
import { CANDLES } from '../params';
import { profileBox, slicePiece, type Piece } from './pieces';

/**
 * Candles whose bodies touch: on a dense chart a body fills its whole slot (TradingView at 3 px
 * a candle, a zoomed-out MetaTrader), so neighbouring candles make one piece with no empty or
 * thin column to cut at. Where two neighbours differ in colour (an up beside a down candle,
 * about every other pair) the colour of the columns changes from one to the next: the piece is
 * cut there. Stretches of one colour stay whole; the grid the single candles stand on measures
 * the pitch, and the empty slots are filled from the ink afterwards.
 *
 * A cut must leave at least `minColumns` on each side: a wick of another colour than its body
 * (a grey wick through a coloured body) changes the colour of one column only.
 */
export function splitAtColourChanges(
  p: Piece,
  img: Raster,
  mask: Uint8Array,
  minColumns = CANDLES.colourCutMinColumns,
): Piece[] {
  const w = p.x1 - p.x0 + 1;
  if (w < minColumns * 2) return [p];
  const colours = columnColours(p, img, mask);
  // runs of columns of one colour (each column against the run's first)
  const near = (a: Rgb | null, b: Rgb | null) => !a || !b || distance(a, b) <= CANDLES.colourCutDistance;
  const runs: Array<{ c0: number; c1: number; colour: Rgb | null }> = [];
  for (let c = 0; c < w; c++) {
    const colour = colours[c]!;
    const run = runs[runs.length - 1];
    if (run && near(colour, run.colour)) {
      run.c1 = c;
      run.colour ??= colour;
    } else runs.push({ c0: c, c1: c, colour });
  }
  // runs narrower than a body join their left neighbour (or the right one at the start), and
  // the run after one so joined is cut off only if its colour differs from the left one's
  const kept: Array<{ c0: number; c1: number; colour: Rgb | null }> = [];
  for (const r of runs) {
    const last = kept[kept.length - 1];
    if (
      last &&
      (r.c1 - r.c0 + 1 < minColumns || last.c1 - last.c0 + 1 < minColumns || near(last.colour, r.colour))
    ) {
      // (a run too narrow to be a body says nothing of the colour)
      if (last.c1 - last.c0 + 1 < minColumns) last.colour = r.colour;
      last.c1 = r.c1;
    } else kept.push({ ...r });
  }
  if (kept.length < 2) return [p];
  return kept.flatMap(({ c0, c1 }) => {
    const slice = slicePiece(p, c0, c1);
    return slice ? [mainBlock(slice, mask, img.width)] : [];
  });
}

/**
 * The slice's rows that hang together with its tallest stretch: the columns of one candle may
 * also cross a line drawn above or below it (the piece was joined to it elsewhere), which is no
 * part of the candle — it would stretch the body up to the line.
 */
function mainBlock(p: Piece, mask: Uint8Array, width: number): Piece {
  let best: [number, number] = [p.y0, p.y0 - 1];
  let start = -1;
  for (let y = p.y0; y <= p.y1 + 1; y++) {
    let on = false;
    for (let x = p.x0; x <= p.x1 && y <= p.y1 && !on; x++) on = mask[y * width + x] !== 0;
    if (on && start < 0) start = y;
    if (!on && start >= 0) {
      if (y - start > best[1] - best[0] + 1) best = [start, y - 1];
      start = -1;
    }
  }
  if (best[0] === p.y0 && best[1] === p.y1) return p;
  return profileBox(mask, width, { x0: p.x0, x1: p.x1, y0: best[0], y1: best[1] });
}

/**
 * Each column's most common colour (5-bit buckets) over the piece's rows where the mask is set,
 * null when empty: a line crossing the column, or a box the piece joined, adds a few pixels of
 * its own colour, which a mean would blend in.
 */
function columnColours(p: Piece, img: Raster, mask: Uint8Array): Array<Rgb | null> {
  const { width: W, data } = img;
  const out: Array<Rgb | null> = [];
  const counts = new Map<number, number>();
  for (let c = 0, x = p.x0; x <= p.x1; c++, x++) {
    counts.clear();
    let best = -1;
    let most = 0;
    for (let y = p.top[c]!; y <= p.bottom[c]!; y++) {
      const i = y * W + x;
      if (mask[i] !== 1) continue;
      const k = colourKey(data[i * 3]!, data[i * 3 + 1]!, data[i * 3 + 2]!);
      const n = (counts.get(k) ?? 0) + 1;
      counts.set(k, n);
      if (n > most) [best, most] = [k, n];
    }
    out.push(best < 0 ? null : keyColour(best));
  }
  return out;
}

/**
 * The share of the colour changes that fall on one lattice of the grid's spacing (at the best
 * phase, within half a pixel: edges sit on whole pixels). Where the grid is the candles' own,
 * every change from an up to a down candle is a slot's edge; a grid fitted to a few pieces
 * that happen to be evenly spaced leaves most of them off it.
 */
export function edgesOnGrid(edges: readonly number[], spacing: number): number {
  if (!edges.length || spacing <= 0) return 0;
  let best = 0;
  for (let phase = 0; phase < spacing; phase += CANDLES.colourCutPhaseStep) {
    let n = 0;
    for (const e of edges) {
      const f = (e - phase) / spacing;
      if (Math.abs(f - Math.round(f)) * spacing <= 0.5) n++;
    }
    best = Math.max(best, n);
  }
  return best / edges.length;
}
