import type { PixelBox } from '../text/text-boxes';
import type { Raster, Rgb } from '../types';
import { standsOut } from '../image/ink';
import { CANDLES } from '../params';

/**
 * Volume drawn inside the price pane (TradingView's default, lightweight-charts, many broker
 * web charts): bars in the candles' colours standing on one baseline near the pane's bottom,
 * side by side across the whole width. Read from the image itself, not the foreground mask:
 * where the bars cover most of a row, their colour is that row's most common one and the mask
 * loses them. Candles are then looked for without these bars.
 */
export type VolumeOverlay = {
  /** the row the bars stand on */
  baseline: number;
  /** per column of the image: the top row of the bar standing there, or -1 */
  top: Int32Array;
};

export function findVolumeOverlay(img: Raster, plot: PixelBox, background: Rgb): VolumeOverlay | null {
  const W = img.width;
  const inked = (x: number, y: number) => standsOut(img, background, x, y);
  // up a bar from its bottom to the background above it
  const climb = (x: number, bottom: number): number => {
    let y = bottom;
    while (y > plot.y0 && inked(x, y - 1)) y--;
    return y;
  };
  const columns = plot.x1 - plot.x0 + 1;
  const floor = Math.round(plot.y0 + (plot.y1 - plot.y0) * CANDLES.volumeLowest);
  // each column's lowest inked run that starts above the pane's bottom edge (the bars may stand
  // on the edge itself, or on a line a few pixels above the time axis)
  const bottoms = new Int32Array(columns).fill(-1);
  const tops = new Int32Array(columns).fill(-1);
  for (let x = plot.x0; x <= plot.x1; x++) {
    let y = plot.y1;
    for (;;) {
      while (y >= floor && !inked(x, y)) y--;
      if (y < floor) break;
      const bottom = y;
      y = climb(x, y);
      // a grid line under the bars is no bar: look on above it
      if (bottom - y + 1 >= 3) {
        bottoms[x - plot.x0] = bottom;
        tops[x - plot.x0] = y;
        break;
      }
      y--;
    }
  }
  const baseline = commonRow(bottoms);
  if (baseline < 0) return null;
  // columns whose lowest run was something else (a time label under the bars): their bar, if
  // any, is the run through the baseline
  for (let x = plot.x0; x <= plot.x1; x++) {
    const i = x - plot.x0;
    if (Math.abs(bottoms[i]! - baseline) <= 1) continue;
    let y = Math.min(plot.y1, baseline + 1);
    while (y >= baseline - 1 && !inked(x, y)) y--;
    if (y < baseline - 1) continue;
    const bottom = y;
    y = climb(x, y);
    bottoms[i] = bottom;
    tops[i] = y;
  }
  const top = new Int32Array(W).fill(-1);
  const heights: number[] = [];
  for (let i = 0; i < columns; i++) {
    if (Math.abs(bottoms[i]! - baseline) > 1) continue;
    const h = baseline - tops[i]! + 1;
    // a bar is taller than a line and shorter than the pane; a band of colour across the
    // bottom (a toolbar, the time axis's strip) fills the columns to one height
    // (a column inked most of the way up holds a vertical line, not a bar)
    if (h < 3 || h > (baseline - plot.y0) * 0.6) continue;
    top[plot.x0 + i] = tops[i]!;
    heights.push(h);
  }
  if (heights.length < columns * CANDLES.volumeCover) return null;
  if (hangsBelow(plot, baseline, top, inked) >= heights.length * CANDLES.histogramHanging) return null;
  heights.sort((a, b) => a - b);
  const q1 = heights[Math.floor(heights.length * 0.25)]!;
  const q3 = heights[Math.floor(heights.length * 0.75)]!;
  // volume varies from bar to bar; a filled strip does not
  if (q3 - q1 < Math.max(3, q3 * 0.2)) return null;
  // a vertical grid line through a bar runs up the whole pane: the bar there is as tall as
  // beside the line
  for (let i = 0; i < columns; i++) {
    if (Math.abs(bottoms[i]! - baseline) > 1 || top[plot.x0 + i]! >= 0) continue;
    for (let d = 1; d <= 3; d++) {
      const beside = [top[plot.x0 + i - d], top[plot.x0 + i + d]].filter(
        (t): t is number => t !== undefined && t >= 0,
      );
      if (beside.length) {
        top[plot.x0 + i] = Math.max(...beside);
        break;
      }
    }
  }
  return { baseline, top };
}

/**
 * Columns with no bar standing on the baseline but a bar of 5 px or more hanging from just under
 * it: volume is never below zero, an oscillator's histogram around its zero line is (a band
 * under the pane, the time axis's strip, hangs under the bars too and is not counted).
 */
function hangsBelow(
  plot: PixelBox,
  baseline: number,
  top: Int32Array,
  inked: (x: number, y: number) => boolean,
): number {
  let n = 0;
  for (let x = plot.x0; x <= plot.x1; x++) {
    if (top[x]! >= 0) continue;
    let y = baseline + 1;
    while (y <= baseline + 2 && y <= plot.y1 && !inked(x, y)) y++;
    const start = y;
    while (y <= plot.y1 && inked(x, y)) y++;
    if (y - start >= CANDLES.hangingBarPx && start <= baseline + 2) n++;
  }
  return n;
}

/** the row most runs end on (±1), when a clear majority of the inked columns share it; else -1 */
function commonRow(bottoms: Int32Array): number {
  const counts = new Map<number, number>();
  let inkedColumns = 0;
  for (const b of bottoms) {
    if (b < 0) continue;
    inkedColumns++;
    counts.set(b, (counts.get(b) ?? 0) + 1);
  }
  let best = -1;
  let n = 0;
  for (const [y, c] of counts) {
    const near = c + (counts.get(y - 1) ?? 0) + (counts.get(y + 1) ?? 0);
    if (near > n) [best, n] = [y, near];
  }
  return n >= Math.max(10, inkedColumns * 0.6) ? best : -1;
}

/** Clears the bars from a mask: candles are read without them. */
export function clearVolumeBars(mask: Uint8Array, width: number, overlay: VolumeOverlay): void {
  overlay.top.forEach((t, x) => {
    if (t < 0) return;
    for (let y = t; y <= overlay.baseline; y++) mask[y * width + x] = 0;
  });
}

/** Height in pixels of the bar under columns left..right (the tallest column), null where none stands. */
export function overlayHeight(overlay: VolumeOverlay, left: number, right: number): number | null {
  let best = 0;
  for (let x = Math.round(left); x <= Math.round(right); x++) {
    const t = overlay.top[x];
    if (t !== undefined && t >= 0) best = Math.max(best, overlay.baseline - t + 1);
  }
  return best || null;
}
