import { describe, expect, it } from 'vitest';
import type { Raster, Rgb } from '../types';
import { measureCandle } from './measure';
import { profileBox } from './pieces';

const W = 60;
const H = 120;
const BG: Rgb = [30, 36, 50];
const BODY: Rgb = [60, 190, 115];
const LINE: Rgb = [250, 170, 40];

/**
 * A 16 px body (rows 20–79) crossed by a sloped line of another colour, `rows` thick, from row
 * 40 at its left edge to row 40 + `slope` at its right: the mask keeps the candle's colour only,
 * as the reader's second look does, so the line cuts the piece at its upper side.
 */
function crossed(rows: number, slope: number, second?: { at: number; rows: number }) {
  const data = new Uint8Array(W * H * 3);
  const mask = new Uint8Array(W * H);
  const paint = (x: number, y: number, c: Rgb) => data.set(c, (y * W + x) * 3);
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) paint(x, y, BG);
  for (let y = 20; y < 80; y++) for (let x = 20; x < 36; x++) paint(x, y, BODY);
  for (let x = 0; x < W; x++) {
    const top = 40 + Math.round(((x - 20) * slope) / 15);
    for (let y = top; y < top + rows; y++) if (y >= 0 && y < H) paint(x, y, LINE);
    if (second) for (let y = second.at; y < second.at + second.rows; y++) paint(x, y, LINE);
  }
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const p = (y * W + x) * 3;
      if (data[p] === BODY[0] && data[p + 1] === BODY[1]) mask[y * W + x] = 1;
    }
  const img: Raster = { width: W, height: H, data, format: 'png' };
  // the piece the reader cut: the body down to its last row as wide as a body above the line
  const wide = (y: number) => mask.subarray(y * W + 20, y * W + 36).reduce((n, v) => n + v, 0) >= 9;
  let y1 = 20;
  while (wide(y1 + 1)) y1++;
  const piece = profileBox(mask, W, { x0: 20, x1: 35, y0: 20, y1 });
  return { img, mask, piece };
}

const measure = (c: ReturnType<typeof crossed>, bodyLineRows: number) =>
  measureCandle(c.img, c.mask, c.mask, c.piece, {
    bodyWidth: 16,
    background: BG,
    bodyLineRows,
    wickLineRows: 3,
  });

describe('measureCandle across a line drawn over the body', () => {
  it('follows the body past a flat line as thick as allowed', () => {
    expect(measure(crossed(5, 0), 5).bodyBottom).toBe(79);
  });

  it('stops at a line thicker than allowed: the body is not joined to what lies beyond', () => {
    expect(measure(crossed(6, 0), 5).bodyBottom).toBe(39);
  });

  it('follows a sloped line across the body', () => {
    // the line drops 4 rows across the body: its upper rows clear the left of the body first
    expect(measure(crossed(5, 4), 5).bodyBottom).toBe(79);
  });

  it('follows two lines with a body-wide row between them (a sloped line leaves such rows)', () => {
    expect(measure(crossed(3, 0, { at: 44, rows: 2 }), 3).bodyBottom).toBe(79);
  });
});

describe('measureCandle on a wick whose flat body was cut off as a line', () => {
  /** a 5 px wick (rows 10–69) with a 16 px body 4 rows tall (rows 30–33) centred on it */
  function flat(line?: { at: number }) {
    const mask = new Uint8Array(W * H);
    for (let y = 10; y < 70; y++) for (let x = 26; x < 31; x++) mask[y * W + x] = 1;
    for (let y = 30; y < 34; y++) for (let x = 20; x < 36; x++) mask[y * W + x] = 1;
    if (line) for (let x = 0; x < W; x++) mask[line.at * W + x] = 1;
    const img: Raster = { width: W, height: H, data: new Uint8Array(W * H * 3), format: 'png' };
    // the piece the reader kept: the wick's columns (the body's columns, 4 px tall, were cut)
    return { img, mask, piece: profileBox(mask, W, { x0: 26, x1: 30, y0: 10, y1: 69 }) };
  }
  const opts = { bodyWidth: 16, bodyLineRows: 3, wickLineRows: 3 };

  it('finds the body in the mask around the wick', () => {
    const f = flat();
    const m = measureCandle(f.img, f.mask, f.mask, f.piece, opts);
    expect([m.bodyTop, m.bodyBottom, m.high, m.low]).toEqual([30, 33, 10, 69]);
  });

  it('takes no horizontal line for a body: a doji under a line is read at its middle', () => {
    const f = flat({ at: 50 });
    for (let y = 30; y < 34; y++) for (let x = 20; x < 36; x++) if (x < 26 || x > 30) f.mask[y * W + x] = 0;
    const m = measureCandle(f.img, f.mask, f.mask, f.piece, opts);
    expect([m.bodyTop, m.bodyBottom]).toEqual([40, 40]);
  });
});
