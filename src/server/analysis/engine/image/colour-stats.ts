import type { Raster, Rgb } from '../types';

/** A colour's bucket, 5 bits per channel: anti-aliasing and JPEG noise around one colour mostly share one. */
export const colourKey = (r: number, g: number, b: number) => ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3);

/** A bucket's centre colour. */
export const keyColour = (k: number): Rgb => [
  ((k >> 10) << 3) + 4,
  (((k >> 5) & 31) << 3) + 4,
  ((k & 31) << 3) + 4,
];

/** The bucket of the pixel at (x, y). */
export function quantKey(img: Raster, x: number, y: number): number {
  const p = (y * img.width + x) * 3;
  return colourKey(img.data[p]!, img.data[p + 1]!, img.data[p + 2]!);
}

export type Region = { x0: number; x1: number; y0: number; y1: number };

/**
 * The most common colour of a region (its background, for a chart pane): the mean of the
 * pixels in the most populated 5-bit bucket, sampled on a grid of about `samples` points
 * (200 000 by default; a strip that is mostly background needs a few thousand).
 */
export function dominantColour(img: Raster, region: Region, { samples = 200_000 } = {}): Rgb {
  const w = region.x1 - region.x0 + 1;
  const h = region.y1 - region.y0 + 1;
  const step = Math.max(1, Math.round(Math.sqrt((w * h) / samples)));
  const counts = new Uint32Array(1 << 15);
  // (whole sums: the grid takes under 450 000 samples, whose sums of 8-bit values fit 32 bits
  // and divide exactly as the doubles did)
  const sums = new Uint32Array((1 << 15) * 3);
  const data = img.data;
  for (let y = region.y0; y <= region.y1; y += step)
    for (let x = region.x0, p = (y * img.width + x) * 3; x <= region.x1; x += step, p += step * 3) {
      const r = data[p]!;
      const g = data[p + 1]!;
      const b = data[p + 2]!;
      const k = colourKey(r, g, b);
      counts[k]!++;
      sums[k * 3] = sums[k * 3]! + r;
      sums[k * 3 + 1] = sums[k * 3 + 1]! + g;
      sums[k * 3 + 2] = sums[k * 3 + 2]! + b;
    }
  let best = 0;
  for (let k = 1; k < counts.length; k++) if (counts[k]! > counts[best]!) best = k;
  const n = Math.max(1, counts[best]!);
  return [sums[best * 3]! / n, sums[best * 3 + 1]! / n, sums[best * 3 + 2]! / n];
}
