import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { annotateChart } from './annotate';

describe('annotateChart', () => {
  it('returns a PNG of the original size with the overlay drawn', async () => {
    const data = new Uint8Array(200 * 100 * 3).fill(255);
    const png = await annotateChart(
      { width: 200, height: 100, data, format: 'png' },
      {
        candles: [
          { index: 0, x: 50, left: 47, right: 53, yOpen: 60, yClose: 40, yHigh: 30, yLow: 70, direction: 'up' },
          { index: 1, x: 60, left: 57, right: 63, yOpen: 40, yClose: 50, yHigh: 35, yLow: 55, direction: 'down' },
        ],
        plot: { left: 0, top: 0, right: 180, bottom: 99 },
        levels: [{ price: 20, touches: 2, kind: 'support' }],
        toY: (p) => 100 - p,
        fmt: (p) => `${p}`,
        patterns: [{ name: 'Engolfo de Baixa', bias: 'bearish', candles: 2, weight: 1 }],
        signal: 'PUT',
        probability: 64,
      },
    );
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 200, 100]);
    const { data: out } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect(out.some((v) => v < 200)).toBe(true); // something was drawn on the white picture
  });
});
