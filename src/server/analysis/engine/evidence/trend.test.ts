import { describe, expect, it } from 'vitest';
import { generateSeries, trendRatio as generatorRatio } from '../../../../../scripts/chart-fixtures/series';
import { trendLabel, trendRatio, trendStrength } from './trend';

describe('trend', () => {
  it('matches the contract formula (slope of closes per candle / mean true range)', () => {
    for (const regime of ['ALTA', 'BAIXA', 'LATERAL'] as const) {
      const { bars } = generateSeries({ seed: 5, count: 50, regime, start: 10 });
      expect(trendRatio(bars)).toBeCloseTo(generatorRatio(bars), 10);
      expect(trendLabel(trendRatio(bars))).toBe(regime);
    }
  });

  it('is scale-free: pixels (inverted y) and prices give the same ratio', () => {
    const { bars } = generateSeries({ seed: 8, count: 30, regime: 'ALTA', start: 50 });
    const px = bars.map((b) => ({
      open: 700 - b.open * 9,
      high: 700 - b.low * 9,
      low: 700 - b.high * 9,
      close: 700 - b.close * 9,
    }));
    // y grows downwards, so a pixel series of -y is the price series up to scale and offset
    const neg = px.map((b) => ({ open: -b.open, high: -b.low, low: -b.high, close: -b.close }));
    expect(trendRatio(neg)).toBeCloseTo(trendRatio(bars), 10);
  });

  it('uses the 0.15 thresholds and a bounded strength', () => {
    expect([trendLabel(0.16), trendLabel(-0.16), trendLabel(0.1)]).toEqual(['ALTA', 'BAIXA', 'LATERAL']);
    expect(trendStrength(0)).toBe(0);
    expect(trendStrength(-2)).toBe(100);
  });
});
