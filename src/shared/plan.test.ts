import { describe, expect, it } from 'vitest';
import { breakEvenRate, describeMinutes, expectedValue, positionSize, tradeBreakEvenRate } from './plan';

describe('plan arithmetic', () => {
  it('breaks even at 1 / (1 + payout), as the issue works it out', () => {
    expect(breakEvenRate(93) * 100).toBeCloseTo(51.8, 1);
    expect(breakEvenRate(80) * 100).toBeCloseTo(55.6, 1);
    expect(expectedValue(breakEvenRate(85), 85)).toBeCloseTo(0, 10);
  });

  it('values R$ 10 at the shown probability: a win pays the payout, a loss costs the stake', () => {
    expect(expectedValue(0.6, 93)).toBeCloseTo(10 * (0.6 * 0.93 - 0.4), 10);
    expect(expectedValue(0.52, 80)).toBeLessThan(0);
    expect(expectedValue(0.7, 80, 100)).toBeCloseTo(100 * (0.7 * 0.8 - 0.3), 10);
  });

  it('says what a trade must win to break even', () => {
    expect(tradeBreakEvenRate(2)).toBeCloseTo(1 / 3, 10);
    expect(tradeBreakEvenRate(1)).toBe(0.5);
  });

  it('sizes a position so the stop costs capital × risk %', () => {
    const p = positionSize({ capital: 10_000, riskPercent: 1, entry: 100, stop: 98 })!;
    expect(p.risk).toBe(100);
    expect(p.stopDistance).toBeCloseTo(0.02, 10);
    expect(p.exposure).toBeCloseTo(5000, 6);
    expect(positionSize({ capital: 0, riskPercent: 1, entry: 100, stop: 98 })).toBeNull();
    expect(positionSize({ capital: 1000, riskPercent: 1, entry: 100, stop: 100 })).toBeNull();
  });

  it('writes durations in pt-BR, seconds included', () => {
    expect(describeMinutes(0.5)).toBe('30 segundos');
    expect(describeMinutes(1.5)).toBe('1 minuto e 30 segundos');
    expect(describeMinutes(1)).toBe('1 minuto');
    expect(describeMinutes(75)).toBe('1 hora e 15 minutos');
    expect(describeMinutes(240)).toBe('4 horas');
    expect(describeMinutes(1440)).toBe('1 dia');
    expect(describeMinutes(7200)).toBe('5 dias');
    expect(describeMinutes(10080)).toBe('1 semana');
  });
});
