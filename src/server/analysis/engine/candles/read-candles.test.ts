import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readCandlesOfWholeImage } from './read-whole-image';

type Style = { bg: string; up: string; down: string; hollowUp?: boolean; border?: string; wick?: string };

/** A minimal SVG candlestick chart with known candles (no charting library involved). */
async function svgChart(
  style: Style,
  n = 30,
  extra = '',
): Promise<{ png: Buffer; truth: Array<{ x: number; dir: 'up' | 'down'; top: number; bottom: number }> }> {
  const parts: string[] = [];
  const truth: Array<{ x: number; dir: 'up' | 'down'; top: number; bottom: number }> = [];
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
    parts.push(
      `<rect x="${x}" y="${top - 6}" width="1" height="${body + 14}" fill="${style.wick ?? stroke}"/>`,
    );
    const fill = dir === 'up' && style.hollowUp ? style.bg : colour;
    parts.push(
      `<rect x="${x - 4.5}" y="${top + 0.5}" width="10" height="${body - 1}" fill="${fill}" stroke="${stroke}" stroke-width="1"/>`,
    );
    truth.push({ x: x + 0.5, dir, top, bottom: top + body });
    price = close + (i % 2 ? 4 : -2);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="560" height="360"><rect width="560" height="360" fill="${style.bg}"/>${extra}${parts.join('')}</svg>`;
  return { png: await sharp(Buffer.from(svg)).png().toBuffer(), truth };
}

const read = readCandlesOfWholeImage;

/** The chart with more SVG drawn over it (lines, tags, dialogs), at the chart's own size. */
function drawOver(png: Buffer, svg: string): Promise<Buffer> {
  const layer = `<svg xmlns="http://www.w3.org/2000/svg" width="560" height="360">${svg}</svg>`;
  return sharp(png)
    .composite([{ input: Buffer.from(layer) }])
    .png()
    .toBuffer();
}

describe('candles of any style', () => {
  const cases: Array<[string, Style]> = [
    ['green/red on white', { bg: '#ffffff', up: '#26a69a', down: '#ef5350' }],
    ['lime/red on black', { bg: '#000000', up: '#00ff00', down: '#ff0000' }],
    ['hollow teal up on dark', { bg: '#0e1116', up: '#26a69a', down: '#ef5350', hollowUp: true }],
    [
      'white/black (hollow up, filled down) on white',
      { bg: '#ffffff', up: '#ffffff', down: '#000000', border: '#000000', hollowUp: true },
    ],
    [
      'MetaTrader classic: black bull, white bear, green outlines on black',
      { bg: '#000000', up: '#000000', down: '#ffffff', border: '#00ff00', hollowUp: true },
    ],
    [
      'coloured bodies with black outlines and wicks',
      { bg: '#ffffff', up: '#2ca02c', down: '#d62728', border: '#000000' },
    ],
    ['blue/orange', { bg: '#ffffff', up: '#1f77b4', down: '#ff7f0e' }],
  ];
  for (const [name, style] of cases) {
    it(`finds every candle, its body and its direction: ${name}`, async () => {
      const { png, truth } = await svgChart(style);
      const reading = (await read(png))!;
      expect(reading.candles).toHaveLength(truth.length);
      reading.candles.forEach((c, i) => {
        expect(Math.abs(c.x - truth[i]!.x)).toBeLessThanOrEqual(1);
        expect(c.direction, `candle ${i}`).toBe(truth[i]!.dir);
        expect(
          Math.abs(Math.min(c.yOpen, c.yClose) - truth[i]!.top),
          `candle ${i} body top`,
        ).toBeLessThanOrEqual(1.5);
      });
    });
  }

  it('is not misled by a moving average across the candles and a dashed price line', async () => {
    const lines = `<polyline points="0,150 560,120" stroke="#2962ff" stroke-width="2" fill="none"/><line x1="0" y1="180" x2="560" y2="180" stroke="#ef5350" stroke-dasharray="3 3"/>`;
    const { png, truth } = await svgChart({ bg: '#131722', up: '#26a69a', down: '#ef5350' }, 30, lines);
    expect((await read(png))!.candles).toHaveLength(truth.length);
  });

  it('reads the last candle when a vertical line (crosshair, expiry) crosses it', async () => {
    const { png, truth } = await svgChart({ bg: '#131722', up: '#26a69a', down: '#ef5350' }, 30, '');
    const crossed = await drawOver(
      png,
      `<line x1="${truth[29]!.x}" y1="0" x2="${truth[29]!.x}" y2="360" stroke="#9598a1" stroke-dasharray="4 4"/>`,
    );
    const reading = (await read(crossed))!;
    expect(Math.abs(reading.candles[reading.candles.length - 1]!.x - truth[29]!.x)).toBeLessThanOrEqual(1);
  });

  it('ends a wick where the candle ends, not where a drawing in another colour runs on from it', async () => {
    const { png, truth } = await svgChart({ bg: '#ffffff', up: '#26a69a', down: '#ef5350' }, 30, '');
    const last = truth[29]!;
    // a trader's ellipse whose near-vertical edge touches the last candle's upper wick
    const drawn = await drawOver(
      png,
      `<line x1="${last.x}" y1="${last.top - 6}" x2="${last.x + 1}" y2="20" stroke="#8fd14f" stroke-width="3"/>`,
    );
    const reading = (await read(drawn))!;
    const read29 = reading.candles[reading.candles.length - 1]!;
    expect(Math.abs(read29.x - last.x)).toBeLessThanOrEqual(1);
    expect(read29.yHigh).toBeGreaterThanOrEqual(last.top - 9);
  });

  it('reads the whole body of the last candle when a thick line is drawn across it', async () => {
    const { png, truth } = await svgChart({ bg: '#1e2130', up: '#0faf59', down: '#ff5a5a' }, 30, '');
    const last = truth[29]!;
    // a trade line (3 px, drawn over the candles) through the middle of the last candle's body
    const middle = Math.round((last.top + last.bottom) / 2);
    const drawn = await drawOver(
      png,
      `<rect x="0" y="${middle - 1}" width="560" height="3" fill="#2f6df6"/>`,
    );
    const read29 = (await read(drawn))!.candles.at(-1)!;
    expect(Math.abs(read29.x - last.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(Math.min(read29.yOpen, read29.yClose) - last.top)).toBeLessThanOrEqual(1.5);
    expect(Math.abs(Math.max(read29.yOpen, read29.yClose) - last.bottom)).toBeLessThanOrEqual(1.5);
  });

  it("follows the last candle's wick past the price line drawn at its close", async () => {
    const style = { bg: '#1e2130', up: '#26a69a', down: '#ef5350' };
    const { truth } = await svgChart(style);
    const last = truth[29]!;
    expect(last.dir).toBe('up');
    // the broker's current-price line, dashed in the up colour, level with the forming candle's close
    const line = `<line x1="0" y1="${last.top + 0.5}" x2="560" y2="${last.top + 0.5}" stroke="${style.up}" stroke-dasharray="6 3"/>`;
    const { png } = await svgChart(style, 30, '');
    const drawn = await drawOver(png, line);
    const read29 = (await read(drawn))!.candles.at(-1)!;
    expect(Math.abs(read29.x - last.x)).toBeLessThanOrEqual(1);
    // the wick runs 6 px above the body
    expect(Math.abs(read29.yHigh - (last.top - 6))).toBeLessThanOrEqual(1.5);
  });

  it('reads a forming doji whose body lies under the price line', async () => {
    const style = { bg: '#ffffff', up: '#089981', down: '#f23645' };
    const { truth } = await svgChart(style);
    const last = truth[29]!;
    // the newest candle: a 1 px body on the dashed price line, at the previous candle's close, wicks 16 px up and down
    const x = last.x + 16;
    const y = last.top;
    const doji = `<rect x="${x - 0.5}" y="${y - 16}" width="1" height="33" fill="${style.up}"/><rect x="${x - 5}" y="${y}" width="10" height="1" fill="${style.up}"/>`;
    const line = `<line x1="0" y1="${y + 0.5}" x2="560" y2="${y + 0.5}" stroke="${style.up}" stroke-dasharray="2 2"/>`;
    const { png } = await svgChart(style, 30, '');
    const drawn = await drawOver(png, `${doji}${line}`);
    const reading = (await read(drawn))!;
    expect(reading.candles).toHaveLength(31);
    const newest = reading.candles.at(-1)!;
    expect(Math.abs(newest.x - x)).toBeLessThanOrEqual(1);
    expect(Math.abs(newest.yHigh - (y - 16))).toBeLessThanOrEqual(1.5);
    expect(Math.abs(newest.yLow - (y + 16))).toBeLessThanOrEqual(1.5);
  });

  it('takes no candle from a vertical line crossing the price line past the last candle', async () => {
    const style = { bg: '#ffffff', up: '#089981', down: '#f23645' };
    const { truth } = await svgChart(style);
    const last = truth[29]!;
    // the expiry line of a binary-option trade, in the up colour, from the top of the pane to the bottom
    const x = last.x + 16;
    const lines = `<rect x="${x - 0.5}" y="0" width="1" height="360" fill="${style.up}"/><line x1="0" y1="${last.top + 0.5}" x2="560" y2="${last.top + 0.5}" stroke="${style.up}" stroke-dasharray="2 2"/>`;
    const { png } = await svgChart(style, 30, '');
    const drawn = await drawOver(png, lines);
    expect((await read(drawn))!.candles).toHaveLength(30);
  });

  it('leaves the stretch under an order dialog empty instead of cutting candles out of its edges', async () => {
    const style = { bg: '#ffffff', up: '#26a69a', down: '#ef5350' };
    const { png, truth } = await svgChart(style);
    // a dialog over the middle of the chart: white, a grey border and a soft shadow under it,
    // a title and two buttons
    const dialog =
      `<rect x="200" y="60" width="170" height="262" fill="#e3e3e3"/><rect x="196" y="40" width="170" height="270" fill="#ffffff" stroke="#c8c8c8"/>` +
      `<rect x="210" y="52" width="80" height="9" fill="#222222"/><rect x="210" y="270" width="70" height="26" rx="4" fill="#e9ebee"/><rect x="290" y="270" width="66" height="26" rx="4" fill="#2962ff"/>`;
    const covered = await drawOver(png, dialog);
    const reading = (await read(covered))!;
    const visible = truth.filter((t) => t.x < 190 || t.x > 376);
    expect(reading.candles.filter((c) => c.x > 200 && c.x < 366)).toEqual([]);
    expect(reading.candles.length).toBeGreaterThanOrEqual(visible.length - 1);
  });

  it('keeps the newest candle that stands just left of the price tag, across the axis border', async () => {
    const style = { bg: '#ffffff', up: '#26a69a', down: '#ef5350' };
    const { truth } = await svgChart(style);
    const last = truth[29]!;
    expect(last.dir).toBe('up');
    // the axis's border a pixel right of the body, and the price tag in the up colour beyond it
    const x = last.x + 5.5;
    const tag = `<rect x="${x}" y="0" width="1" height="360" fill="#e0e3eb"/><rect x="${x + 1}" y="${last.top - 9}" width="${559 - x}" height="18" fill="${style.up}"/>`;
    const { png } = await svgChart(style, 30, '');
    const drawn = await drawOver(png, tag);
    const reading = (await read(drawn))!;
    expect(Math.abs(reading.candles.at(-1)!.x - last.x)).toBeLessThanOrEqual(1);
  });

  it('keeps a forming doji drawn in its own colour on a thick price line of another', async () => {
    const style = { bg: '#000000', up: '#00c000', down: '#e01040' };
    const { png, truth } = await svgChart(style);
    const last = truth[29]!;
    // the newest candle: a 10 px dash in the up colour on a 3 px grey price line, a short tick
    // through it (the candle that just opened)
    const x = last.x + 16;
    const y = last.top;
    const line = `<rect x="0" y="${y - 1}" width="560" height="3" fill="#303540"/>`;
    const doji = `<rect x="${x}" y="${y - 6}" width="1" height="9" fill="${style.up}"/><rect x="${x - 4.5}" y="${y - 1}" width="10" height="3" fill="${style.up}"/>`;
    const drawn = await drawOver(png, `${line}${doji}`);
    const reading = (await read(drawn))!;
    expect(reading.candles).toHaveLength(31);
    expect(Math.abs(reading.candles.at(-1)!.x - (x + 0.5))).toBeLessThanOrEqual(1);
  });

  it('reads the candle that has just opened: a flat dash at the last close, no wick, on the bid line or alone', async () => {
    const style = { bg: '#000000', up: '#00c000', down: '#e01040' };
    const { png, truth } = await svgChart(style);
    const last = truth[29]!;
    // MetaTrader's new bar: open, high, low and close on one row, a body-wide dash in the up
    // colour one slot on, at the close of the last candle (an up candle closes at its top)
    const x = last.x + 16;
    const y = last.top;
    const dash = `<rect x="${x - 5}" y="${y}" width="10" height="1" fill="${style.up}"/>`;
    const bidLine = `<rect x="0" y="${y}" width="560" height="1" fill="#8090a0"/>`;
    for (const over of [`${bidLine}${dash}`, dash]) {
      const reading = (await read(await drawOver(png, over)))!;
      expect(reading.candles).toHaveLength(31);
      const newest = reading.candles.at(-1)!;
      expect(Math.abs(newest.x - x)).toBeLessThanOrEqual(1);
      expect(Math.abs(newest.yHigh - y)).toBeLessThanOrEqual(1);
      expect(Math.abs(newest.yLow - y)).toBeLessThanOrEqual(1);
    }
  });

  it('takes no new candle from a dashed line whose dashes fall on the slots past the last candle', async () => {
    const style = { bg: '#000000', up: '#00c000', down: '#e01040' };
    const { png, truth } = await svgChart(style);
    const last = truth[29]!;
    // dashes as wide as a body, one per slot, level with the last close
    const from = last.x + 16 - 5;
    const line = `<line x1="${from}" y1="${last.top + 0.5}" x2="560" y2="${last.top + 0.5}" stroke="#c0c000" stroke-dasharray="10 6"/>`;
    expect((await read(await drawOver(png, line)))!.candles).toHaveLength(30);
  });

  it('keeps the newest candle inside a box drawn over the chart (no price in the box)', async () => {
    const style = { bg: '#000000', up: '#00ff00', down: '#ffffff' };
    const { truth } = await svgChart(style);
    const last = truth[29]!;
    // a filled rectangle drawn over the newest candles and on to the right edge (a zone from a
    // tester or a drawing tool), and a tall newest candle in it: right of that candle the box
    // runs on as a tag would, but the candle is far taller than a tag and the box holds no price
    const box = `<rect x="${last.x - 40}" y="0" width="${600 - last.x}" height="360" fill="#fa8072"/>`;
    const x = last.x + 16;
    const newest = `<rect x="${x - 0.5}" y="${last.top - 10}" width="1" height="60" fill="${style.up}"/><rect x="${x - 5}" y="${last.top}" width="10" height="40" fill="${style.up}"/>`;
    const { png } = await svgChart(style, 30, box);
    const drawn = await drawOver(png, newest);
    const reading = (await read(drawn))!;
    expect(Math.abs(reading.candles.at(-1)!.x - x)).toBeLessThanOrEqual(1);
  });

  it('follows thin wicks through a lossy WebP, whose halved chroma greys them', async () => {
    const { png, truth } = await svgChart({ bg: '#131722', up: '#26a69a', down: '#ef5350' });
    const webp = await sharp(png).webp({ quality: 70 }).toBuffer();
    const reading = (await read(webp))!;
    expect(reading.candles).toHaveLength(truth.length);
    // every wick runs 6 px above the body and 8 px below it
    const whole = reading.candles.filter(
      (c, i) =>
        Math.abs(c.yHigh - (truth[i]!.top - 6)) <= 1.5 && Math.abs(c.yLow - (truth[i]!.bottom + 8)) <= 1.5,
    );
    expect(whole.length).toBeGreaterThanOrEqual(truth.length - 1);
  });

  it('leaves volume bars (one baseline, a candle above each) out of the candles', async () => {
    const { truth } = await svgChart({ bg: '#ffffff', up: '#26a69a', down: '#ef5350' });
    const bars = truth
      .map(
        (t, i) =>
          `<rect x="${t.x - 5}" y="${350 - (20 + ((i * 31) % 50))}" width="10" height="${20 + ((i * 31) % 50)}" fill="${t.dir === 'up' ? '#26a69a' : '#ef5350'}"/>`,
      )
      .join('');
    const { png } = await svgChart({ bg: '#ffffff', up: '#26a69a', down: '#ef5350' }, 30, bars);
    const reading = (await read(png))!;
    expect(reading.candles).toHaveLength(30);
    expect(reading.candles.every((c) => c.yLow < 280)).toBe(true);
    expect(reading.volume?.filter((v) => v !== null).length).toBeGreaterThanOrEqual(25);
  });

  it('reports no volume for a histogram drawn both ways from its zero line (an oscillator)', async () => {
    const { truth } = await svgChart({ bg: '#ffffff', up: '#26a69a', down: '#ef5350' });
    // zero at y = 325: bars up for a stretch, then down, like MACD's histogram
    const bars = truth
      .map((t, i) => {
        const h = 6 + ((i * 31) % 18);
        const up = Math.floor(i / 6) % 2 === 0;
        return `<rect x="${t.x - 5}" y="${up ? 325 - h : 326}" width="10" height="${h}" fill="${up ? '#26a69a' : '#ef5350'}"/>`;
      })
      .join('');
    const { png } = await svgChart({ bg: '#ffffff', up: '#26a69a', down: '#ef5350' }, 30, bars);
    const reading = (await read(png))!;
    expect(reading.candles.length).toBeGreaterThanOrEqual(28);
    expect(reading.volume).toBeNull();
  });
});
