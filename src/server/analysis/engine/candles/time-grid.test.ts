import { describe, expect, it } from 'vitest';
import { fitTimeGrid } from './time-grid';

describe('time grid', () => {
  it('puts candles on slots despite missing candles, off-grid blobs and a long run', () => {
    const centres = Array.from({ length: 200 }, (_, k) => 12.3 + k * 6.02).filter((_, k) => k % 17 !== 5);
    const grid = fitTimeGrid([...centres, 40.1, 333.3], 4)!;
    expect(grid.spacing).toBeCloseTo(6.02, 2);
    expect(grid.slots.size).toBe(centres.length);
    const last = Math.max(...grid.slots.values());
    expect(last).toBe(199);
  });
});
