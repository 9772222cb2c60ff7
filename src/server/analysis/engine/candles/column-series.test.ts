import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeImage } from '../image/decode';
import type { Plot } from '../plot/find-plot';
import { readCandles } from './read-candles';

const UP = '#26a69a';
const DOWN = '#ef5350';

/** A price walk drawn `pitch` px per candle: one-pixel columns, or bodies with wicks and gaps. */
async function walkChart(options: {
  n: number;
  pitch: number;
  bg?: string;
  colours?: [string, string];
  extra?: string;
}): Promise<{ png: Buffer; truth: Array<{ x: number; dir: 'up' | 'down'; high: number; low: number }> }> {
  const { n, pitch, bg = '#131722', colours = [UP, DOWN], extra = '' } = options;
  const parts: string[] = [];
  const truth: Array<{ x: number; dir: 'up' | 'down'; high: number; low: number }> = [];
  let price = 180;
  // a deterministic walk: up and down by turns of different lengths
  for (let i = 0; i < n; i++) {
    const step = ((i * 37) % 11) - 5 + (i % 23 < 11 ? 1 : -1);
    const open = price;
    const close = Math.max(40, Math.min(320, open - step * 2));
    const high = Math.min(open, close) - 2 - ((i * 7) % 5);
    const low = Math.max(open, close) + 2 + ((i * 5) % 4);
    const dir = close <= open ? 'up' : 'down';
    const colour = dir === 'up' ? colours[0] : colours[1];
    const x = 10 + i * pitch;
    if (pitch === 1)
      parts.push(`<rect x="${x}" y="${high}" width="1" height="${low - high}" fill="${colour}"/>`);
    else {
      const top = Math.min(open, close);
      parts.push(`<rect x="${x + 2}" y="${high}" width="1" height="${low - high}" fill="${colour}"/>`);
      parts.push(
        `<rect x="${x}" y="${top}" width="5" height="${Math.max(1, Math.abs(close - open))}" fill="${colour}"/>`,
      );
    }
    truth.push({ x: pitch === 1 ? x : x + 2, dir, high, low });
    price = close;
  }
  const width = 20 + n * pitch;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="360" shape-rendering="crispEdges"><rect width="${width}" height="360" fill="${bg}"/>${extra}${parts.join('')}</svg>`;
  return { png: await sharp(Buffer.from(svg)).png().toBuffer(), truth };
}

async function read(png: Buffer) {
  const img = await decodeImage(png);
  const plot: Plot = {
    x0: 0,
    x1: img.width - 1,
    y0: 0,
    y1: img.height - 1,
    axisSide: null,
    timeAxisY: null,
    separators: [],
  };
  return readCandles(img, plot, { textBoxes: [], textHeight: 10 });
}

describe('candles one pixel apart', () => {
  it('reads every column of the series as a candle, with its range and its colour', async () => {
    const { png, truth } = await walkChart({ n: 400, pitch: 1 });
    const r = await read(png);
    expect(r?.bodyWidth).toBe(1);
    expect(r!.candles).toHaveLength(truth.length);
    const last = r!.candles.at(-1)!;
    expect(last.x).toBe(truth.at(-1)!.x);
    const right = r!.candles.filter((c, i) => c.direction === truth[i]!.dir).length;
    expect(right / truth.length).toBeGreaterThan(0.95);
    for (const [i, c] of r!.candles.entries()) {
      expect(c.yHigh).toBe(truth[i]!.high);
      expect(c.yLow).toBe(truth[i]!.low - 1);
      expect(c.yOpen).toBeGreaterThanOrEqual(c.yHigh);
      expect(c.yClose).toBeLessThanOrEqual(c.yLow);
    }
  });

  it('reads across a box drawn over the candles, and leaves an icon in the corner out', async () => {
    const box = '<rect x="150" y="60" width="90" height="120" fill="#ffffff"/>';
    const icon = '<circle cx="435" cy="340" r="8" fill="#777777"/>';
    const { png, truth } = await walkChart({ n: 400, pitch: 1, extra: box + icon });
    const r = await read(png);
    expect(r?.bodyWidth).toBe(1);
    expect(r!.candles.at(-1)!.x).toBe(truth.at(-1)!.x);
    expect(r!.candles.length).toBeGreaterThan(truth.length * 0.75);
  });

  it('leaves wider candles with gaps between them to the pieces', async () => {
    const { png, truth } = await walkChart({ n: 60, pitch: 8 });
    const r = await read(png);
    expect(r?.bodyWidth).toBeGreaterThan(2);
    expect(Math.abs(r!.candles.length - truth.length)).toBeLessThanOrEqual(2);
  });

  it('takes no line of one colour for candles', async () => {
    const { png } = await walkChart({ n: 400, pitch: 1, colours: [UP, UP] });
    const r = await read(png);
    expect(r === null || r.bodyWidth > 1).toBe(true);
  });
});
