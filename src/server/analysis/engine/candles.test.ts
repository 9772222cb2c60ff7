import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readCandles } from './candles';
import { detectColours } from './colours';
import { decodeImage } from './decode';
import { findPriceAxis } from './plot';

type Style = { bg: string; up: string; down: string; hollowUp?: boolean; border?: string };

/** A minimal SVG candlestick chart with known candles (no charting library involved). */
async function svgChart(style: Style, n = 30, extra = ''): Promise<{ png: Buffer; truth: Array<{ x: number; dir: 'up' | 'down' }> }> {
  const parts: string[] = [];
  const truth: Array<{ x: number; dir: 'up' | 'down' }> = [];
  let price = 200;
  for (let i = 0; i < n; i++) {
    const dir = (i * 7) % 3 === 0 ? 'down' : 'up';
    const body = 8 + ((i * 13) % 17);
    const open = price;
    const close = dir === 'up' ? open - body : open + body;
    const top = Math.min(open, close);
    const x = 20 + i * 16;
    const colour = dir === 'up' ? style.up : style.down;
    const stroke = style.border ?? colour;
    parts.push(`<rect x="${x}" y="${top - 6}" width="1" height="${body + 14}" fill="${stroke}"/>`);
    const fill = dir === 'up' && style.hollowUp ? style.bg : colour;
    parts.push(`<rect x="${x - 4.5}" y="${top + 0.5}" width="10" height="${body - 1}" fill="${fill}" stroke="${stroke}" stroke-width="1"/>`);
    truth.push({ x: x + 0.5, dir });
    price = close + (i % 2 ? 4 : -2);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="560" height="360"><rect width="560" height="360" fill="${style.bg}"/>${extra}${parts.join('')}</svg>`;
  return { png: await sharp(Buffer.from(svg)).png().toBuffer(), truth };
}

async function read(png: Buffer) {
  const img = await decodeImage(png);
  const scheme = detectColours(img)!;
  return { scheme, reading: readCandles(img, scheme, findPriceAxis(img, scheme.background))! };
}

describe('colours and candle segmentation', () => {
  const cases: Array<[string, Style]> = [
    ['green/red on white', { bg: '#ffffff', up: '#26a69a', down: '#ef5350' }],
    ['lime/red on black', { bg: '#000000', up: '#00ff00', down: '#ff0000' }],
    ['hollow teal up on dark', { bg: '#0e1116', up: '#26a69a', down: '#ef5350', hollowUp: true }],
    ['white/black (hollow up, filled down) on white', { bg: '#ffffff', up: '#ffffff', down: '#000000', border: '#000000', hollowUp: true }],
  ];
  for (const [name, style] of cases) {
    it(`finds every candle and its direction: ${name}`, async () => {
      const { png, truth } = await svgChart(style);
      const { reading } = await read(png);
      expect(reading.candles).toHaveLength(truth.length);
      reading.candles.forEach((c, i) => {
        expect(Math.abs(c.x - truth[i]!.x)).toBeLessThanOrEqual(1);
        expect(c.direction, `candle ${i}`).toBe(truth[i]!.dir);
      });
    });
  }

  it('ignores a moving-average line crossing the candles and a dashed price line', async () => {
    const ma = `<polyline points="0,150 560,120" stroke="#2962ff" stroke-width="2" fill="none"/><line x1="0" y1="180" x2="560" y2="180" stroke="#ef5350" stroke-dasharray="3 3"/>`;
    const { png, truth } = await svgChart({ bg: '#131722', up: '#26a69a', down: '#ef5350' }, 30, ma);
    const { reading } = await read(png);
    expect(reading.candles).toHaveLength(truth.length);
  });
});

describe('non-candle structures', () => {
  it('does not read a bar chart (bars on one baseline, with gaps) as candles', async () => {
    const bars = Array.from({ length: 30 }, (_, i) => {
      const h = 40 + ((i * 37) % 200);
      return `<rect x="${20 + i * 16 - 5}" y="${300 - h}" width="10" height="${h}" fill="${i % 3 ? '#26a69a' : '#ef5350'}"/>`;
    }).join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="560" height="360"><rect width="560" height="360" fill="#ffffff"/>${bars}</svg>`;
    const img = await decodeImage(await sharp(Buffer.from(svg)).png().toBuffer());
    const scheme = detectColours(img);
    const reading = scheme ? readCandles(img, scheme, null) : null;
    expect((reading?.candles.length ?? 0) < 8 || (reading?.regularity ?? 0) < 60).toBe(true);
  });
});
