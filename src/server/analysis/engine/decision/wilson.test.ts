import { describe, expect, it } from 'vitest';
import { wilsonInterval } from './wilson';

describe('wilsonInterval (90 %)', () => {
  it('matches worked values', () => {
    // 14 of 22: p = 0.636; Wilson 90 % = 0.4615–0.7813 (computed by hand from the formula)
    const [lo, hi] = wilsonInterval(14, 22)!;
    expect(lo).toBeCloseTo(0.4615, 3);
    expect(hi).toBeCloseTo(0.7813, 3);
  });
  it('stays inside 0–1 at the extremes and narrows with more data', () => {
    expect(wilsonInterval(0, 5)![0]).toBe(0);
    expect(wilsonInterval(5, 5)![1]).toBe(1);
    const small = wilsonInterval(6, 10)!;
    const large = wilsonInterval(600, 1000)!;
    expect(large[1] - large[0]).toBeLessThan(small[1] - small[0]);
    expect(wilsonInterval(0, 0)).toBeNull();
  });
});
