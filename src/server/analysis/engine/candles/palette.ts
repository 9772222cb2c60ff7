import { colourKey, keyColour } from '../image/colour-stats';
import type { Raster, Rgb } from '../types';
import type { Piece } from './pieces';

/**
 * The candles' own colours, learnt from candles already found on the time grid (bodies,
 * outlines, wicks): a histogram of their pixels in 5-bit buckets. Keeping only foreground
 * pixels of those colours ("back-projection") drops what merely stands out — moving averages
 * and markers in other colours, JPEG ringing between candles, anti-aliased fringes — so
 * candles that touched through them come apart.
 */
export type CandlePalette = {
  allowed: Uint8Array;
  /** candle colours seen on two candles or more (a drawing touching one candle is not one) */
  shared: Uint8Array;
  /** the main shared colours (each at least 0.5 % of the candle pixels), most common first */
  colours: Rgb[];
};

export function learnPalette(img: Raster, mask: Uint8Array, seeds: Piece[]): CandlePalette {
  const { width: W, data } = img;
  const counts = new Uint32Array(1 << 15);
  // how many seeds hold each bucket: a drawing touching one candle is in one piece only
  const pieces = new Uint16Array(1 << 15);
  const lastSeed = new Int32Array(1 << 15).fill(-1);
  let total = 0;
  seeds.forEach((p, n) => {
    for (let y = p.y0; y <= p.y1; y++)
      for (let x = p.x0, i = y * W + x; x <= p.x1; x++, i++) {
        if (mask[i] !== 1) continue;
        const k = colourKey(data[i * 3]!, data[i * 3 + 1]!, data[i * 3 + 2]!);
        counts[k]!++;
        total++;
        if (lastSeed[k] !== n) {
          lastSeed[k] = n;
          pieces[k]!++;
        }
      }
  });
  // a bucket with at least 0.3 % of the candle pixels is a candle colour; its neighbours
  // (one step per channel) are accepted too: JPEG and anti-aliasing move colours a little
  const allowed = new Uint8Array(1 << 15);
  const shared = new Uint8Array(1 << 15);
  const min = Math.max(2, total * 0.003);
  for (let k = 0; k < counts.length; k++) {
    if (counts[k]! < min) continue;
    const into = pieces[k]! >= 2 ? [allowed, shared] : [allowed];
    const r = k >> 10;
    const g = (k >> 5) & 31;
    const b = k & 31;
    for (let dr = -1; dr <= 1; dr++)
      for (let dg = -1; dg <= 1; dg++)
        for (let db = -1; db <= 1; db++) {
          const rr = r + dr;
          const gg = g + dg;
          const bb = b + db;
          if (rr < 0 || gg < 0 || bb < 0 || rr > 31 || gg > 31 || bb > 31) continue;
          for (const set of into) set[(rr << 10) | (gg << 5) | bb] = 1;
        }
  }
  const colours = [...counts.keys()]
    .filter((k) => counts[k]! >= Math.max(2, total * 0.005) && pieces[k]! >= 2)
    .sort((a, b) => counts[b]! - counts[a]!)
    .slice(0, 16)
    .map(keyColour);
  return { allowed, shared, colours };
}

/**
 * Foreground pixels (mask value 1) whose colour is a candle colour, and the hollow bodies found
 * on the full mask (value 2); everything else cleared. Hollows are not looked for again here: a
 * translucent volume bar, its fill not a candle colour, would pass for one.
 */
export function keepCandleColours(
  img: Raster,
  mask: Uint8Array,
  palette: CandlePalette,
  region: { x0: number; x1: number; y0: number; y1: number },
): Uint8Array {
  const { width: W, data } = img;
  const out = new Uint8Array(mask.length);
  for (let y = region.y0; y <= region.y1; y++)
    for (let x = region.x0, i = y * W + x; x <= region.x1; x++, i++) {
      if (mask[i] === 2) out[i] = 2;
      if (mask[i] !== 1) continue;
      if (palette.allowed[colourKey(data[i * 3]!, data[i * 3 + 1]!, data[i * 3 + 2]!)]) out[i] = 1;
    }
  return out;
}
