import type { PixelBox } from '../text/text-boxes';
import { linkMaskRuns } from '../image/linked-runs';

/**
 * Connected pieces of the foreground (8-connected), each with a profile per column: how many
 * pixels, the top and bottom, and how many separate vertical runs. A candle is a short stretch
 * of columns with one long run each; a line drawn across candles is a long stretch of columns
 * with one short run each, and that is where `splitAtThinColumns` cuts it away.
 */
export type Piece = PixelBox & {
  pixels: number;
  /** per column x0..x1 */
  count: Int32Array;
  top: Int32Array;
  bottom: Int32Array;
  runs: Int32Array;
  /** every column thin: a flat candle (a dash) or a line fragment — it may fill a slot of the
   * grid but says nothing about the body width */
  flat?: boolean;
};

export function findPieces(mask: Uint8Array, width: number, region: PixelBox, minPixels = 3): Piece[] {
  // horizontal runs, joined with runs of the previous row that touch them (8-connectivity)
  const { x0: rx0, x1: rx1, y: ry, count: n, root } = linkMaskRuns(region, width, mask);
  // components numbered in the order of their first run; their boxes and pixel counts
  const id = new Int32Array(n);
  const idOfRoot = new Int32Array(n).fill(-1);
  let m = 0;
  for (let i = 0; i < n; i++) {
    const r = root(i);
    if (idOfRoot[r]! < 0) idOfRoot[r] = m++;
    id[i] = idOfRoot[r]!;
  }
  const bx0 = new Int32Array(m).fill(2 ** 30);
  const bx1 = new Int32Array(m).fill(-1);
  const by0 = new Int32Array(m).fill(-1);
  const by1 = new Int32Array(m);
  const pixels = new Int32Array(m);
  // each component's runs together, in run order (a counting sort)
  const first = new Int32Array(m + 1);
  for (let i = 0; i < n; i++) {
    const c = id[i]!;
    if (rx0[i]! < bx0[c]!) bx0[c] = rx0[i]!;
    if (rx1[i]! > bx1[c]!) bx1[c] = rx1[i]!;
    if (by0[c]! < 0) by0[c] = ry[i]!;
    by1[c] = ry[i]!;
    pixels[c]! += rx1[i]! - rx0[i]! + 1;
    first[c + 1]!++;
  }
  for (let c = 0; c < m; c++) first[c + 1]! += first[c]!;
  const order = new Int32Array(n);
  const next = first.slice(0, m);
  for (let i = 0; i < n; i++) order[next[id[i]!]!++] = i;
  const pieces: Piece[] = [];
  for (let c = 0; c < m; c++) {
    if (pixels[c]! < minPixels) continue;
    const x0 = bx0[c]!;
    const w = bx1[c]! - x0 + 1;
    const count = new Int32Array(w);
    const top = new Int32Array(w).fill(2 ** 30);
    const bottom = new Int32Array(w).fill(-1);
    const runs = new Int32Array(w);
    for (let k = first[c]!; k < first[c + 1]!; k++) {
      const i = order[k]!;
      const y = ry[i]!;
      for (let col = rx0[i]! - x0, last = rx1[i]! - x0; col <= last; col++) {
        count[col]!++;
        if (bottom[col]! !== y - 1) runs[col]!++;
        if (y < top[col]!) top[col] = y;
        bottom[col] = y;
      }
    }
    pieces.push({ x0, x1: bx1[c]!, y0: by0[c]!, y1: by1[c]!, pixels: pixels[c]!, count, top, bottom, runs });
  }
  // (a stable sort: pieces starting in the same column keep the order of their first runs)
  return pieces.sort((a, b) => a.x0 - b.x0);
}

/** The piece restricted to columns [c0, c1] (indices into its profile), bounds recomputed. */
export function slicePiece(p: Piece, c0: number, c1: number): Piece | null {
  let y0 = Infinity;
  let y1 = -Infinity;
  let pixels = 0;
  for (let c = c0; c <= c1; c++) {
    if (!p.count[c]) continue;
    y0 = Math.min(y0, p.top[c]!);
    y1 = Math.max(y1, p.bottom[c]!);
    pixels += p.count[c]!;
  }
  if (!pixels) return null;
  return {
    x0: p.x0 + c0,
    x1: p.x0 + c1,
    y0,
    y1,
    pixels,
    count: p.count.slice(c0, c1 + 1),
    top: p.top.slice(c0, c1 + 1),
    bottom: p.bottom.slice(c0, c1 + 1),
    runs: p.runs.slice(c0, c1 + 1),
  };
}

/**
 * Cuts a piece where a thin line passes: columns holding one short run (≤ `thin` px) only.
 * Hollow bodies survive (their inside columns hold two runs: top and bottom edge).
 */
export function splitAtThinColumns(p: Piece, thin: number): Piece[] {
  // all thin: a flat candle (a dash) or a line fragment; kept whole, its width will tell
  let thick = false;
  for (let c = 0; c < p.count.length && !thick; c++) thick = p.count[c]! > thin || p.runs[c]! > 1;
  if (!thick) return [{ ...p, flat: true }];
  const out: Piece[] = [];
  let start = -1;
  const w = p.x1 - p.x0 + 1;
  for (let c = 0; c <= w; c++) {
    const cut = c === w || p.count[c]! === 0 || (p.runs[c]! === 1 && p.count[c]! <= thin);
    if (!cut && start < 0) start = c;
    if (cut && start >= 0) {
      const s = slicePiece(p, start, c - 1);
      if (s) out.push(s);
      start = -1;
    }
  }
  return out;
}

/** A box of the mask as a piece: per column, its pixels, top, bottom and vertical runs. */
export function profileBox(mask: Uint8Array, width: number, box: PixelBox): Piece {
  const w = box.x1 - box.x0 + 1;
  const count = new Int32Array(w);
  const top = new Int32Array(w).fill(2 ** 30);
  const bottom = new Int32Array(w).fill(-1);
  const runs = new Int32Array(w);
  let pixels = 0;
  for (let c = 0; c < w; c++)
    for (let y = box.y0, inside = false; y <= box.y1; y++) {
      const on = mask[y * width + box.x0 + c] !== 0;
      if (on) {
        count[c]!++;
        pixels++;
        if (!inside) runs[c]!++;
        if (y < top[c]!) top[c] = y;
        bottom[c] = y;
      }
      inside = on;
    }
  return { ...box, pixels, count, top, bottom, runs };
}
