import type { ColourScheme, PixelCandle, Raster, Rgb } from './types';

/**
 * Thin wicks lose colour in JPEG/WEBP (chroma subsampling blends a 1-px line into the
 * background) and fall outside the candle-colour tolerance. Past each end of the candle we
 * keep walking up/down the wick column while the pixel is still a partial mix of the candle
 * colour: its projection on the background→candle colour line is ≥ 40 % with a bounded residual.
 */
const MIN_MIX = 0.4;
// generous: chroma subsampling keeps luminance but pulls a thin line towards grey
const MAX_RESIDUAL = 90;

/** Share (0–1) of colour `c` in the pixel, as a mix with the background; 0 when not such a mix. */
export function mixOf(img: Raster, x: number, y: number, bg: Rgb, c: Rgb): number {
  const p = (y * img.width + x) * 3;
  const d0 = c[0] - bg[0];
  const d1 = c[1] - bg[1];
  const d2 = c[2] - bg[2];
  const len2 = d0 * d0 + d1 * d1 + d2 * d2;
  if (len2 < 900) return 0;
  const v0 = img.data[p]! - bg[0];
  const v1 = img.data[p + 1]! - bg[1];
  const v2 = img.data[p + 2]! - bg[2];
  const t = (v0 * d0 + v1 * d1 + v2 * d2) / len2;
  const res = Math.hypot(v0 - t * d0, v1 - t * d1, v2 - t * d2);
  return res <= MAX_RESIDUAL ? t : 0;
}

function walk(img: Raster, x: number, from: number, step: -1 | 1, limit: number, bg: Rgb, c: Rgb): number {
  let y = from;
  while (y + step >= 0 && y + step < img.height && Math.abs(y + step - from) <= limit && mixOf(img, x, y + step, bg, c) >= MIN_MIX) y += step;
  return y;
}

export function extendWicks(img: Raster, s: ColourScheme, candles: PixelCandle[], spacing: number): void {
  const limit = Math.round(img.height * 0.5);
  for (const c of candles) {
    const colour = c.direction === 'up' ? s.up : s.down;
    const columns = [Math.floor(c.x), Math.ceil(c.x)].filter((x, i, a) => a.indexOf(x) === i && x >= 0 && x < img.width);
    let high = c.yHigh;
    let low = c.yLow;
    for (const x of columns) {
      high = Math.min(high, walk(img, x, c.yHigh, -1, limit, s.background, colour));
      low = Math.max(low, walk(img, x, c.yLow, 1, limit, s.background, colour));
    }
    // a wick never reaches further than the neighbouring structure would allow: cap the growth
    // at a few candle spacings so a line of the same hue cannot drag it across the chart
    const cap = Math.max(6, spacing * 8);
    c.yHigh = Math.max(high, c.yHigh - cap);
    c.yLow = Math.min(low, c.yLow + cap);
  }
}
