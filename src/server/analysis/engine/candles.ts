import { findBlobs, median, modeOf, type Blob } from './blobs';
import { buildCandleMask } from './candle-mask';
import type { AxisBand } from './plot';
import { assignMonochromeDirections, detectHollowUp, measure } from './measure-candle';
import { fillMissingSlots, fitGrid } from './time-grid';
import { extendWicks } from './wicks';
import type { ColourScheme, PixelCandle, Raster } from './types';

/**
 * Segments the candles: blobs of candle colour, minus volume bars (common baseline), glued
 * back together where a moving-average line cut them, kept only when they have the common
 * candle width and sit on the regular time grid, then measured row by row.
 */
export type CandleReading = { candles: PixelCandle[]; width: number; spacing: number; regularity: number; hollowUp: boolean; volumePane: boolean };

export function readCandles(img: Raster, scheme: ColourScheme, axis: AxisBand | null): CandleReading | null {
  const { width: W, height: H } = img;
  const mask = buildCandleMask(img, scheme);
  // the axis carries the last-price label, a candle-coloured box
  let blobs = findBlobs(mask, W, H, (l) => l > 0, false);
  // the axis carries the last-price label, a candle-coloured box reaching into the text band
  const clear = (b: Blob) => !axis || (axis.side === 'right' ? b.x1 < axis.x0 - 1 : b.x0 > axis.x1 + 1);
  const onAxis = blobs.filter((b) => !clear(b));
  blobs = blobs.filter(clear);
  const before = blobs.length;
  blobs = dropVolumeBars(blobs);
  const volumePane = blobs.length < before - 5;
  const cw = modeOf(blobs.filter((b) => b.y1 - b.y0 >= 4 && b.x1 > b.x0).map((b) => b.x1 - b.x0 + 1)).value;
  if (cw < 2) return null;
  // the last candle can touch the price label (JPEG/WEBP blur): peel it off the label box
  if (axis?.side === 'right') for (const b of onAxis) {
    const peeled = peelFromLabel(mask, W, b, axis.x0, cw);
    if (peeled) blobs.push(peeled);
  }
  const merged = mergeFragments(blobs, cw);
  const tol = Math.max(1, Math.round(cw * 0.15));
  const shaped = merged.filter((b) => Math.abs(b.x1 - b.x0 + 1 - cw) <= tol);
  if (shaped.length < 5) return null;
  const grid = fitGrid(shaped, cw);
  if (!grid) return null;
  fillMissingSlots(grid, merged, cw);
  const candles = grid.slots.map(({ blob, index }) => measure(mask, W, blob, index, cw, scheme));
  extendWicks(img, scheme, candles, grid.spacing);
  let hollowUp = false;
  if (scheme.monochrome) assignMonochromeDirections(img, mask, candles, scheme);
  else hollowUp = detectHollowUp(mask, W, candles);
  return { candles, width: cw, spacing: grid.spacing, regularity: grid.regularity, hollowUp, volumePane };
}

function peelFromLabel(mask: Uint8Array, W: number, b: Blob, axisX0: number, cw: number): Blob | null {
  if (axisX0 - b.x0 < cw) return null;
  const count = (x: number) => {
    let n = 0;
    for (let y = b.y0; y <= b.y1; y++) if (mask[y * W + x]) n++;
    return n;
  };
  const boxHeight = count(Math.min(axisX0, b.x1));
  if (boxHeight < 4) return null;
  // walk left from the axis over the box (full-height columns), then over the bridge (thin)
  let x = Math.min(axisX0, b.x1);
  while (x > b.x0 && count(x - 1) >= boxHeight * 0.8) x--;
  while (x > b.x0 && count(x - 1) <= 2) x--;
  const right = x - 1;
  if (right - b.x0 + 1 < cw - 1 || right - b.x0 + 1 > cw + 1) return null;
  let y0 = Infinity;
  let y1 = -Infinity;
  let pixels = 0;
  const counts: [number, number, number] = [0, 0, 0];
  for (let y = b.y0; y <= b.y1; y++)
    for (let xx = b.x0; xx <= right; xx++) {
      const l = mask[y * W + xx]!;
      if (!l) continue;
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
      pixels++;
      counts[l as 1 | 2]++;
    }
  return pixels ? { x0: b.x0, x1: right, y0, y1, pixels, label: b.label, counts } : null;
}

function dropVolumeBars(blobs: Blob[]): Blob[] {
  const tall = blobs.filter((b) => b.y1 - b.y0 >= 2);
  const base = modeOf(tall.map((b) => b.y1));
  if (base.count < Math.max(5, tall.length * 0.2)) return blobs;
  const onBase = (b: Blob) => Math.abs(b.y1 - base.value) <= 1;
  // a quarter or more of all blobs on one baseline: a volume pane or a plain bar chart, drop it all
  if (base.count >= tall.length * 0.25) return blobs.filter((b) => !onBase(b));
  // otherwise only the baseline blobs below the candles (candles may share a low by chance)
  const centres = median(tall.map((b) => (b.y0 + b.y1) / 2));
  return blobs.filter((b) => !(onBase(b) && (b.y0 + b.y1) / 2 > centres));
}

/** Re-joins pieces of one candle split by a line drawn over it (same columns, small vertical gap). */
function mergeFragments(blobs: Blob[], cw: number): Blob[] {
  const maxGap = Math.max(5, Math.round(cw * 0.6));
  const sorted = [...blobs].sort((a, b) => a.x0 - b.x0 || a.y0 - b.y0);
  const out: Blob[] = [];
  for (const b of sorted) {
    let joined = false;
    for (let k = out.length - 1; k >= 0; k--) {
      const o = out[k]!;
      if (o.x1 < b.x0 - cw * 2) break;
      const overlapX = Math.min(o.x1, b.x1) - Math.max(o.x0, b.x0) >= 0;
      const gap = Math.max(o.y0, b.y0) - Math.min(o.y1, b.y1);
      const mergedWidth = Math.max(o.x1, b.x1) - Math.min(o.x0, b.x0) + 1;
      if (overlapX && gap <= maxGap && mergedWidth <= cw + 1) {
        o.x0 = Math.min(o.x0, b.x0);
        o.x1 = Math.max(o.x1, b.x1);
        o.y0 = Math.min(o.y0, b.y0);
        o.y1 = Math.max(o.y1, b.y1);
        o.pixels += b.pixels;
        for (let i = 0; i < 3; i++) o.counts[i as 0 | 1 | 2] += b.counts[i as 0 | 1 | 2];
        joined = true;
        break;
      }
    }
    if (!joined) out.push({ ...b, counts: [...b.counts] });
  }
  return out;
}
