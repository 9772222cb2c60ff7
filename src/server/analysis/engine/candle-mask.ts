import type { ColourScheme, Raster } from './types';

/**
 * Per-pixel candle labels: 1 = up colour, 2 = down colour, 3 = outline/wick colour when the
 * chart draws one, 0 = anything else. Rows that are
 * mostly candle-coloured (the dashed last-price line, a separator) are cleared except where a
 * pixel continues a vertical structure, so candles crossing such a line stay whole.
 */
export function buildCandleMask(img: Raster, s: ColourScheme): Uint8Array {
  const { data, width, height } = img;
  const mask = new Uint8Array(width * height);
  const t2 = s.tolerance * s.tolerance;
  const rowCount = new Uint32Array(height);
  const [ur, ug, ub] = s.up;
  const [dr, dg, db] = s.down;
  // screenshots are mostly long runs of one colour: reuse the previous pixel's answer
  const mono = s.monochrome;
  const [or, og, ob] = s.outline ?? [0, 0, 0];
  const hasOutline = s.outline !== undefined;
  let prevKey = -1;
  let prevLabel = 0;
  for (let y = 0, i = 0, p = 0; y < height; y++) {
    let n = 0;
    for (let x = 0; x < width; x++, i++, p += 3) {
      const r = data[p]!;
      const g = data[p + 1]!;
      const b = data[p + 2]!;
      const key = (r << 16) | (g << 8) | b;
      if (key !== prevKey) {
        prevKey = key;
        const du = (r - ur) * (r - ur) + (g - ug) * (g - ug) + (b - ub) * (b - ub);
        if (mono) prevLabel = du < t2 ? 1 : 0;
        else {
          const dd = (r - dr) * (r - dr) + (g - dg) * (g - dg) + (b - db) * (b - db);
          prevLabel = du < t2 && du <= dd ? 1 : dd < t2 ? 2 : 0;
          // label 3: outline/wick colour, part of the candle's shape but not of its direction
          if (!prevLabel && hasOutline && (r - or) * (r - or) + (g - og) * (g - og) + (b - ob) * (b - ob) < t2) prevLabel = 3;
        }
      }
      if (prevLabel) {
        mask[i] = prevLabel;
        n++;
      }
    }
    rowCount[y] = n;
  }
  const lineRows: number[] = [];
  for (let y = 0; y < height; y++) if (rowCount[y]! > width * 0.3) lineRows.push(y);
  const isLine = new Uint8Array(height);
  for (const y of lineRows) isLine[y] = 1;
  for (const y of lineRows) {
    // look past adjacent line rows (a 2-px line) for the vertical continuation
    let up = y - 1;
    while (up >= 0 && isLine[up]) up--;
    let down = y + 1;
    while (down < height && isLine[down]) down++;
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (!mask[row + x]) continue;
      const above = up >= 0 && mask[up * width + x] !== 0;
      const below = down < height && mask[down * width + x] !== 0;
      if (!above && !below) mask[row + x] = 0;
    }
  }
  return mask;
}
