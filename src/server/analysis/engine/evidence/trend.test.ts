import { describe, expect, it } from 'vitest';
import { generateSeries, trendRatio as generatorRatio } from '../../../../../scripts/chart-fixtures/series';
import { measureTrend, trendLabel, trendRatio, trendStrength } from './trend';

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

describe('whole-chart trend (issue 22: a chart that triples is ALTA)', () => {
  const candle = (c: number, spread: number) => ({
    open: c - spread / 2,
    close: c + spread / 2,
    high: c + spread,
    low: c - spread,
  });
  it('reads a long, noisy climb from 19 k to 35 k as ALTA, however many candles', () => {
    // 230 daily candles whose ranges dwarf each candle's share of the climb
    const series = Array.from({ length: 230 }, (_, i) =>
      candle(19_000 + i * 72 + Math.sin(i / 3) * 900, 700),
    );
    const t = measureTrend(series);
    expect(t.whole.label).toBe('ALTA');
    expect(t.whole.strength).toBeGreaterThan(80);
  });

  it('reads a round trip and a range as LATERAL, and a fall as BAIXA', () => {
    const trip = Array.from({ length: 100 }, (_, i) => candle(100 + (i < 50 ? i : 100 - i), 1));
    expect(measureTrend(trip).whole.label).toBe('LATERAL');
    const fall = Array.from({ length: 100 }, (_, i) => candle(300 - i * 2, 3));
    expect(measureTrend(fall).whole.label).toBe('BAIXA');
  });
});
