import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeImage } from '../image/decode';
import type { Plot } from '../plot/find-plot';
import type { PixelCandle } from '../types';
import { readCandles, type CandleReading } from './read-candles';
import { boxesOnSeries } from './text-over-series';

const plot: Plot = { x0: 0, x1: 559, y0: 0, y1: 359, axisSide: null, timeAxisY: null, separators: [] };

/** 30 candles 16 px apart, stepping down 6 px each, bodies 10 px wide. */
function candleAt(i: number): { x: number; top: number; bottom: number; up: boolean } {
  return { x: 20 + i * 16, top: 60 + i * 6, bottom: 60 + i * 6 + 12 + (i % 3) * 4, up: i % 3 === 0 };
}

function readingOf(indices: number[]): CandleReading {
  const candles: PixelCandle[] = indices.map((i) => {
    const c = candleAt(i);
    return {
      index: i,
      x: c.x,
      left: c.x - 5,
      right: c.x + 5,
      yHigh: c.top - 4,
      yLow: c.bottom + 4,
      yOpen: c.bottom,
      yClose: c.top,
      direction: 'down',
    };
  });
  return {
    candles,
    bodyWidth: 10,
    spacing: 16,
    coverage: 1,
    colours: { background: [0, 0, 0], up: [0, 200, 0], down: [200, 0, 0], hollowUp: false, by: 'colour' },
    volumeBars: 0,
    volume: null,
  };
}

/** The box over candles a..b, bodies edge to edge (what the detector draws around a run of them). */
function boxOver(a: number, b: number) {
  return { x0: candleAt(a).x - 5, x1: candleAt(b).x + 5, y0: candleAt(a).top, y1: candleAt(b).bottom };
}

const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, k) => a + k);

describe('text boxes the series runs into', () => {
  it('takes a box over a hole in the series, level with the candles beside it', () => {
    const reading = readingOf([...range(0, 11), ...range(16, 29)]);
    const hole = boxOver(12, 15);
    expect(boxesOnSeries(reading, [hole], plot).has(hole)).toBe(true);
  });

  it('takes a box past the newest candle read, where the series would go on', () => {
    const reading = readingOf(range(0, 25));
    const tail = boxOver(26, 29);
    expect(boxesOnSeries(reading, [tail], plot).has(tail)).toBe(true);
  });

  it('leaves a legend far above the candles, a box over candles read, and one empty slot alone', () => {
    const reading = readingOf([...range(0, 11), ...range(13, 29)]);
    const legend = { x0: candleAt(10).x, x1: candleAt(20).x, y0: 4, y1: 14 };
    const overRead = boxOver(3, 6);
    const oneSlot = boxOver(12, 12);
    expect(boxesOnSeries(reading, [legend, overRead, oneSlot], plot).size).toBe(0);
  });
});

describe('candles the text detector boxed', () => {
  it('reads the whole series when a box taken for text covers its newest candles', async () => {
    const rects = range(0, 29).map((i) => {
      const c = candleAt(i);
      const colour = c.up ? '#00c000' : '#d00000';
      return (
        `<rect x="${c.x}" y="${c.top - 4}" width="1" height="${c.bottom - c.top + 8}" fill="${colour}"/>` +
        `<rect x="${c.x - 5}" y="${c.top}" width="10" height="${c.bottom - c.top}" fill="${colour}"/>`
      );
    });
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="560" height="360"><rect width="560" height="360" fill="#000"/>${rects.join('')}</svg>`;
    const img = await decodeImage(await sharp(Buffer.from(svg)).png().toBuffer());
    const box = {
      x0: candleAt(25).x - 6,
      x1: candleAt(29).x + 6,
      y0: candleAt(25).top - 5,
      y1: candleAt(29).bottom + 5,
    };
    // (candles 16 px apart under text 22 px tall: as narrow as its glyphs)
    const reading = readCandles(img, plot, { textBoxes: [box], textHeight: 22, unsureText: [box] });
    expect(reading?.candles.length).toBe(30);
    expect(Math.abs(reading!.candles.at(-1)!.x - candleAt(29).x)).toBeLessThanOrEqual(1);
  });
});
