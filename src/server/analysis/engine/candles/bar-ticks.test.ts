import { describe, expect, it } from 'vitest';
import type { PixelCandle } from '../types';
import { readBarTicks } from './bar-ticks';

const W = 40;

/** A mask holding one OHLC bar: a 1 px stroke at x 20 from y 10 to 50, ticks 3 px long. */
function bar(openY: number, closeY: number): Uint8Array {
  const mask = new Uint8Array(W * 60);
  for (let y = 10; y <= 50; y++) mask[y * W + 20] = 1;
  for (let x = 17; x < 20; x++) mask[openY * W + x] = 1;
  for (let x = 21; x < 24; x++) mask[closeY * W + x] = 1;
  return mask;
}

// as the pieces measure it: the whole stroke, one row of "body", the colour's direction
const READ: PixelCandle = {
  index: 0,
  x: 20,
  left: 20,
  right: 20,
  yHigh: 10,
  yLow: 50,
  yOpen: 30,
  yClose: 30,
  direction: 'down',
};

describe('readBarTicks', () => {
  it('takes open and close from the ticks and the direction from them', () => {
    const [up] = readBarTicks([READ], bar(45, 15), W, 12);
    expect(up).toMatchObject({ yOpen: 45, yClose: 15, direction: 'up' });
    const [down] = readBarTicks([READ], bar(12, 40), W, 12);
    expect(down).toMatchObject({ yOpen: 12, yClose: 40, direction: 'down' });
  });

  it('leaves a bar without its ticks, or beside a line, as read', () => {
    const bare = new Uint8Array(W * 60);
    for (let y = 10; y <= 50; y++) bare[y * W + 20] = 1;
    expect(readBarTicks([READ], bare, W, 12)[0]).toEqual(READ);
    const lined = bar(45, 15);
    for (let y = 10; y <= 50; y++) lined[y * W + 19] = 1;
    expect(readBarTicks([READ], lined, W, 12)[0]).toEqual(READ);
  });
});
