import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../shared/random';
import { createCandleStream, ema } from './candle-stream';

describe('candle stream', () => {
  it('is deterministic for a seed and stays within [0, 1)', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    for (let i = 0; i < 100; i += 1) {
      const value = a();
      expect(value).toBe(b());
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it('produces well-formed, continuous candles that stay near the base', () => {
    const next = createCandleStream(42, 100);
    let previousClose = 100;
    for (let i = 0; i < 2000; i += 1) {
      const c = next();
      expect(c.open).toBeCloseTo(previousClose, 10);
      expect(c.high).toBeGreaterThanOrEqual(Math.max(c.open, c.close));
      expect(c.low).toBeLessThanOrEqual(Math.min(c.open, c.close));
      expect(Math.abs(c.close - 100)).toBeLessThan(60);
      previousClose = c.close;
    }
  });

  it('computes an EMA seeded with the first value', () => {
    expect(ema([10, 10, 10], 9)).toEqual([10, 10, 10]);
    const out = ema([0, 10], 3);
    expect(out[1]).toBeCloseTo(5);
  });
});
