import { dist2, distance } from './colour-math';
import type { Raster, Rgb } from './types';

/**
 * Dominant colours of an image: the background (most frequent colour) and up to `max`
 * clusters of clearly non-background colours, found on a subsample by greedy merging of a
 * 5-bit-per-channel histogram.
 */
export type Palette = { background: Rgb; clusters: Array<{ colour: Rgb; count: number }> };

const BITS = 5;
const SHIFT = 8 - BITS;

export function extractPalette(img: Raster, max = 12): Palette {
  const { data, width, height } = img;
  const bins = 1 << (3 * BITS);
  const count = new Uint32Array(bins);
  const sums = new Float64Array(bins * 3);
  const step = Math.max(1, Math.round(Math.sqrt((width * height) / 200_000)));
  for (let y = 0; y < height; y += step) {
    let p = y * width * 3;
    for (let x = 0; x < width; x += step, p += 3 * step) {
      const r = data[p]!;
      const g = data[p + 1]!;
      const b = data[p + 2]!;
      const k = ((r >> SHIFT) << (2 * BITS)) | ((g >> SHIFT) << BITS) | (b >> SHIFT);
      count[k]!++;
      sums[k * 3] = sums[k * 3]! + r;
      sums[k * 3 + 1] = sums[k * 3 + 1]! + g;
      sums[k * 3 + 2] = sums[k * 3 + 2]! + b;
    }
  }
  const used: Array<{ colour: Rgb; count: number }> = [];
  for (let k = 0; k < bins; k++) {
    const n = count[k]!;
    if (n > 0) used.push({ colour: [sums[k * 3]! / n, sums[k * 3 + 1]! / n, sums[k * 3 + 2]! / n], count: n });
  }
  used.sort((a, b) => b.count - a.count);
  const background = used[0]?.colour ?? [0, 0, 0];
  const total = used.reduce((s, u) => s + u.count, 0);
  // a cluster keeps the colour of its most frequent bin: solid candle fills are exact there,
  // while the merged anti-aliased and JPEG-noisy neighbours would drag a mean off
  const clusters: Array<{ colour: Rgb; count: number }> = [];
  for (const u of used) {
    if (distance(u.colour, background) < 45) continue;
    const near = clusters.find((c) => dist2(c.colour, ...u.colour) < 32 * 32);
    if (near) {
      near.count += u.count;
      continue;
    }
    if (clusters.length >= 64) continue;
    if (u.count < total * 0.00001) continue;
    clusters.push({ colour: u.colour, count: u.count });
  }
  return {
    background,
    clusters: clusters
      .filter((c) => c.count >= total * 0.0001)
      .sort((a, b) => b.count - a.count)
      .slice(0, max),
  };
}
