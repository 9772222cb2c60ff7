import { describe, expect, it } from 'vitest';
import type { Raster } from '../types';
import { fillHollows, findForeground, horizontalLinePixels } from './foreground';

/**
 * A white chart 80×60 with a black price line across it at y = 20 and a hollow candle (black
 * outline, white inside) whose top edge lies on that line: x 30–38, y 20–40.
 */
function hollowUnderLine(): Raster {
  const width = 80;
  const height = 60;
  const data = new Uint8Array(width * height * 3).fill(255);
  const ink = (x: number, y: number) => data.set([0, 0, 0], (y * width + x) * 3);
  for (let x = 0; x < width; x++) ink(x, 20);
  for (let y = 20; y <= 40; y++) [30, 38].forEach((x) => ink(x, y));
  for (let x = 30; x <= 38; x++) ink(x, 40);
  for (let y = 41; y <= 50; y++) ink(34, y);
  return { width, height, data, format: 'png' };
}

describe('fillHollows', () => {
  it('closes a hollow body whose top edge lies on the price line', () => {
    const img = hollowUnderLine();
    const region = { x0: 0, y0: 0, x1: img.width - 1, y1: img.height - 1 };
    const fg = findForeground(img, region, []);
    const inside = 30 * img.width + 34;
    const plain = fg.mask.slice();
    fillHollows(plain, img.width, region, 24);
    expect(plain[inside]).toBe(0);
    fillHollows(fg.mask, img.width, region, 24, horizontalLinePixels(img, fg));
    expect(fg.mask[inside]).toBe(2);
  });

  it('does not fill the background between two candles and the line', () => {
    const img = hollowUnderLine();
    // a second, solid body right of the first; between them lies background under the line
    for (let y = 20; y <= 40; y++)
      for (let x = 44; x <= 52; x++) img.data.set([0, 0, 0], (y * img.width + x) * 3);
    const region = { x0: 0, y0: 0, x1: img.width - 1, y1: img.height - 1 };
    const fg = findForeground(img, region, []);
    fillHollows(fg.mask, img.width, region, 24, horizontalLinePixels(img, fg));
    expect(fg.mask[30 * img.width + 41]).toBe(0);
  });
});
