import type { PixelCandle, PlotArea, Raster, Rgb } from './types';

/**
 * Locates the price axis: a band of columns at the left or right edge that many separate
 * text rows cross (one run of ink per stacked label). Candles, lines and the legend cross a
 * column only once or twice.
 */
export type AxisBand = { side: 'left' | 'right'; x0: number; x1: number };

const MIN_RUNS = 4;

export function findPriceAxis(img: Raster, background: Rgb): AxisBand | null {
  return findTextBands(img, background)[0] ?? null;
}

/**
 * Text bands at the image edges, nearest to the edge first: the price axis, but also a
 * watchlist or an order panel beside it. Up to six per side; right side first.
 */
export function findTextBands(img: Raster, background: Rgb): AxisBand[] {
  const { width: W, height: H, data } = img;
  const runs = new Uint16Array(W);
  const prev = new Uint8Array(W);
  const [br, bgg, bb] = background;
  let prevKey = -1;
  let prevInk = 0;
  // every other row: a label is ≥ 7 px tall, so it still counts as one run per column
  for (let y = 0; y < H; y += 2) {
    for (let x = 0, p = y * W * 3; x < W; x++, p += 3) {
      const key = (data[p]! << 16) | (data[p + 1]! << 8) | data[p + 2]!;
      if (key !== prevKey) {
        prevKey = key;
        const r = data[p]! - br;
        const g = data[p + 1]! - bgg;
        const b = data[p + 2]! - bb;
        prevInk = r * r + g * g + b * b > 6400 ? 1 : 0;
      }
      const ink = prevInk;
      if (ink && !prev[x]) runs[x]!++;
      prev[x] = ink;
    }
  }
  const texty = (x: number) => runs[x]! >= MIN_RUNS;
  const bands: AxisBand[] = [];
  for (const side of ['right', 'left'] as const) {
    let from = 0;
    for (let k = 0; k < 6; k++) {
      const band = scanBand(W, texty, side, from);
      if (!band) break;
      bands.push(band.band);
      from = band.next;
    }
  }
  return bands;
}

function scanBand(W: number, texty: (x: number) => boolean, side: 'left' | 'right', from: number): { band: AxisBand; next: number } | null {
  const at = (i: number) => (side === 'right' ? W - 1 - i : i);
  const maxMargin = from + Math.round(W * 0.2);
  let i = from;
  while (i < maxMargin && i < W * 0.45 && !texty(at(i))) i++;
  if (i >= maxMargin || i >= W * 0.45) return null;
  const start = i;
  let lastText = i;
  // glyphs leave blank columns between them: tolerate gaps up to 10 px
  while (i < W * 0.45 && i - lastText <= 10) {
    if (texty(at(i))) lastText = i;
    i++;
  }
  if (lastText - start < 12) return i < W * 0.45 ? scanBand(W, texty, side, i) : null;
  const inner = at(lastText);
  const outer = at(start);
  return { band: side === 'right' ? { side, x0: inner, x1: outer } : { side, x0: outer, x1: inner }, next: i };
}

/** Plot rectangle: between the axis and the far edge, vertically around the candles. */
export function plotArea(img: Raster, candles: PixelCandle[], axis: AxisBand | null, spacing: number): PlotArea {
  const first = candles[0]!;
  const last = candles[candles.length - 1]!;
  const top = Math.min(...candles.map((c) => c.yHigh));
  const bottom = Math.max(...candles.map((c) => c.yLow));
  const pad = Math.round((bottom - top) * 0.05);
  const left = axis?.side === 'left' ? axis.x1 + 1 : Math.max(0, Math.round(first.left - spacing));
  const right = axis?.side === 'right' ? axis.x0 - 1 : Math.min(img.width - 1, Math.round(last.right + spacing));
  return { left, top: Math.max(0, top - pad), right, bottom: Math.min(img.height - 1, bottom + pad) };
}
