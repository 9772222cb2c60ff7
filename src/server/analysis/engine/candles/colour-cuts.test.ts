import { describe, expect, it } from 'vitest';
import type { Raster, Rgb } from '../types';
import { edgesOnGrid, splitAtColourChanges } from './colour-cuts';
import { findPieces } from './pieces';

const BLUE: Rgb = [33, 150, 243];
const RED: Rgb = [239, 83, 80];
const GREY: Rgb = [160, 160, 160];
const W = 80;
const H = 60;

type Candle = { x: number; width: number; top: number; bottom: number; colour: Rgb; wick?: Rgb };

/** A dark print of candles whose bodies touch (each `width` px, one slot each), with its mask. */
function print(candles: Candle[]): { img: Raster; mask: Uint8Array } {
  const data = new Uint8Array(W * H * 3).fill(20);
  const mask = new Uint8Array(W * H);
  const paint = (x: number, y: number, c: Rgb) => {
    data.set(c, (y * W + x) * 3);
    mask[y * W + x] = 1;
  };
  for (const c of candles) {
    for (let x = c.x; x < c.x + c.width; x++) for (let y = c.top; y <= c.bottom; y++) paint(x, y, c.colour);
    // a wick through the middle, above and below the body
    const mid = c.x + (c.width >> 1);
    for (let y = c.top - 6; y < c.top; y++) paint(mid, y, c.wick ?? c.colour);
    for (let y = c.bottom + 1; y <= c.bottom + 6; y++) paint(mid, y, c.wick ?? c.colour);
  }
  return { img: { width: W, height: H, data, format: 'png' }, mask };
}

const plot = { x0: 0, y0: 0, x1: W - 1, y1: H - 1 };

describe('touching bodies cut where their colour changes', () => {
  // an up, a down, two ups, a down: bodies of 3 px on a 3 px pitch, no column between them
  const row: Candle[] = [
    { x: 10, width: 3, top: 20, bottom: 30, colour: BLUE },
    { x: 13, width: 3, top: 24, bottom: 34, colour: RED },
    { x: 16, width: 3, top: 22, bottom: 33, colour: BLUE },
    { x: 19, width: 3, top: 18, bottom: 25, colour: BLUE },
    { x: 22, width: 3, top: 15, bottom: 28, colour: RED },
  ];

  it('cuts one piece into its runs of one colour', () => {
    const { img, mask } = print(row);
    const pieces = findPieces(mask, W, plot);
    expect(pieces).toHaveLength(1);
    const parts = splitAtColourChanges(pieces[0]!, img, mask);
    expect(parts.map((p) => [p.x0, p.x1])).toEqual([
      [10, 12],
      [13, 15],
      [16, 21],
      [22, 24],
    ]);
  });

  it('does not cut at a wick of another colour through its body', () => {
    const { img, mask } = print([
      { x: 10, width: 5, top: 20, bottom: 24, colour: BLUE, wick: GREY },
      { x: 15, width: 5, top: 22, bottom: 26, colour: BLUE, wick: GREY },
    ]);
    const parts = splitAtColourChanges(findPieces(mask, W, plot)[0]!, img, mask);
    expect(parts).toHaveLength(1);
  });

  it('leaves a line above the candle out of the part cut from its columns', () => {
    const { img, mask } = print(row);
    // a line across the slots of the first two candles, joined to the first one's upper wick
    for (let x = 8; x <= 16; x++) {
      img.data.set([200, 200, 200], (8 * W + x) * 3);
      mask[8 * W + x] = 1;
    }
    for (let y = 9; y < 14; y++) {
      img.data.set(BLUE, (y * W + 11) * 3);
      mask[y * W + 11] = 1;
    }
    const parts = splitAtColourChanges(findPieces(mask, W, plot)[0]!, img, mask);
    const second = parts.find((p) => p.x0 === 13)!;
    // the second candle's columns also cross the line at row 8: it is no part of the candle
    expect(second.y0).toBe(18);
  });

  it('measures whether the changes of colour fall on a grid of a given spacing', () => {
    // slot edges every 3 px from x 10
    const edges = [12.5, 15.5, 21.5, 27.5, 30.5, 39.5, 45.5, 48.5, 57.5];
    expect(edgesOnGrid(edges, 3)).toBe(1);
    expect(edgesOnGrid(edges, 4.6)).toBeLessThan(0.7);
    expect(edgesOnGrid([], 3)).toBe(0);
  });
});
