import type { Raster, Rgb } from '../types';

/** 5 bits per channel: anti-aliasing and JPEG noise around one colour mostly share a bucket. */
export function quantKey(img: Raster, x: number, y: number): number {
  const p = (y * img.width + x) * 3;
  return ((img.data[p]! >> 3) << 10) | ((img.data[p + 1]! >> 3) << 5) | (img.data[p + 2]! >> 3);
}

export type Region = { x0: number; x1: number; y0: number; y1: number };

/**
 * The most common colour of a region (its background, for a chart pane): the mean of the
 * pixels in the most populated 5-bit bucket, sampled on a grid of about 200 000 points.
 */
export function dominantColour(img: Raster, region: Region): Rgb {
  const w = region.x1 - region.x0 + 1;
  const h = region.y1 - region.y0 + 1;
  const step = Math.max(1, Math.round(Math.sqrt((w * h) / 200_000)));
  const counts = new Uint32Array(1 << 15);
  const sums = new Float64Array((1 << 15) * 3);
  for (let y = region.y0; y <= region.y1; y += step)
    for (let x = region.x0; x <= region.x1; x += step) {
      const k = quantKey(img, x, y);
      const p = (y * img.width + x) * 3;
      counts[k]!++;
      sums[k * 3] = sums[k * 3]! + img.data[p]!;
      sums[k * 3 + 1] = sums[k * 3 + 1]! + img.data[p + 1]!;
      sums[k * 3 + 2] = sums[k * 3 + 2]! + img.data[p + 2]!;
    }
  let best = 0;
  for (let k = 1; k < counts.length; k++) if (counts[k]! > counts[best]!) best = k;
  const n = Math.max(1, counts[best]!);
  return [sums[best * 3]! / n, sums[best * 3 + 1]! / n, sums[best * 3 + 2]! / n];
}
