import { describe, expect, it } from 'vitest';
import type { Raster } from '../types';
import { findSeparators } from './separators';

const WIDTH = 300;
const HEIGHT = 200;
const GREY = [120, 130, 140];

/** a dark 300×200 pane with JPEG-like noise (±6 per channel), lines drawn on it by the caller */
function pane(draw: (set: (x: number, y: number) => void) => void): Raster {
  const data = new Uint8Array(WIDTH * HEIGHT * 3);
  let seed = 7;
  for (let i = 0; i < data.length; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    data[i] = 20 + (seed % 13);
  }
  draw((x, y) => data.set(GREY, (y * WIDTH + x) * 3));
  return { width: WIDTH, height: HEIGHT, data, format: 'jpeg' };
}

const whole = { x0: 0, x1: WIDTH - 1, y0: 0, y1: HEIGHT - 1 };

describe('pane separators', () => {
  it('finds a line across the whole pane at its middle row', () => {
    const img = pane((set) => {
      for (let x = 0; x < WIDTH; x++) {
        set(x, 80);
        set(x, 81);
      }
    });
    expect(findSeparators(img, whole)).toEqual([80.5]);
  });

  it('takes a line that covers most of the row, and one unbroken stretch of most of it', () => {
    const img = pane((set) => {
      // 96 % of the row, broken every 25 px: coverage only
      for (let x = 0; x < WIDTH; x++) if (x % 25 !== 0) set(x, 50);
      // the right 85 % unbroken: one stretch only (the row is not given up at its bare start)
      for (let x = Math.round(WIDTH * 0.15); x < WIDTH; x++) set(x, 120);
    });
    expect(findSeparators(img, whole)).toEqual([50, 120]);
  });

  it('leaves rows whose line covers too little, however it is spread', () => {
    const img = pane((set) => {
      // 70 % of the row in two stretches of 35 %: neither test passes
      for (let x = 0; x < WIDTH * 0.35; x++) {
        set(x, 60);
        set(WIDTH - 1 - x, 60);
      }
      // a line that stops short of the stretch needed, with its pixels at the row's end
      for (let x = Math.round(WIDTH * 0.25); x < WIDTH; x++) set(x, 140);
    });
    expect(findSeparators(img, whole)).toEqual([]);
  });
});
