import { describe, expect, it } from 'vitest';
import { findBodyStacks } from './body-stacks';

/** A blank mask with filled rectangles and a one-pixel diagonal line. */
function mask(
  width: number,
  height: number,
  rects: Array<[number, number, number, number]>,
  line?: [number, number, number, number],
) {
  const m = new Uint8Array(width * height);
  for (const [x0, y0, x1, y1] of rects)
    for (let y = y0; y <= y1; y++) m.fill(1, y * width + x0, y * width + x1 + 1);
  if (line) {
    const [x0, y0, x1, y1] = line;
    for (let x = x0; x <= x1; x++) {
      const y = Math.round(y0 + ((y1 - y0) * (x - x0)) / (x1 - x0));
      m[y * width + x] = 1;
      m[(y + 1) * width + x] = 1;
    }
  }
  return m;
}

describe('body stacks', () => {
  const plot = { x0: 0, y0: 0, x1: 99, y1: 79 };

  it('finds bodies that a line drawn across them glues into one piece', () => {
    const m = mask(
      100,
      80,
      [
        [10, 20, 17, 50],
        [30, 30, 37, 60],
        [50, 10, 57, 40],
      ],
      [0, 45, 99, 25],
    );
    const stacks = findBodyStacks(m, 100, plot, 24).filter((p) => p.x1 - p.x0 + 1 === 8);
    expect(stacks.map((p) => [p.x0, p.y0, p.y1]).sort((a, b) => a[0]! - b[0]!)).toEqual([
      [10, 20, 50],
      [30, 30, 60],
      [50, 10, 40],
    ]);
  });

  it('leaves out what is too thin or too short to be a body', () => {
    const m = mask(100, 80, [
      [10, 20, 11, 60],
      [30, 30, 45, 31],
    ]);
    expect(findBodyStacks(m, 100, plot, 24)).toEqual([]);
  });
});
