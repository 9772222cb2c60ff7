import { describe, expect, it } from 'vitest';
import { parseNumber } from './ocr/read-labels';
import { fitScale } from './scale';

const label = (value: number, y: number, decimals = 2) => ({ value, y, decimals, x0: 0, x1: 10 });

describe('price axis', () => {
  it('parses axis numbers with a decimal point and thousands groups', () => {
    expect(parseNumber('1.0850')).toEqual({ value: 1.085, decimals: 4 });
    expect(parseNumber('152000.00')).toEqual({ value: 152000, decimals: 2 });
    expect(parseNumber('1.234.5')).toEqual({ value: 1234.5, decimals: 1 });
    expect(parseNumber('-3.5')).toEqual({ value: -3.5, decimals: 1 });
    expect(parseNumber('12')).toEqual({ value: 12, decimals: 0 });
    expect(parseNumber('1..2')).toBeNull();
    expect(parseNumber('.')).toBeNull();
  });

  it('fits price = a + b·y robustly, ignoring a misread label', () => {
    const labels = [label(1.2, 20), label(1.18, 70), label(1.16, 120), label(1.14, 170), label(9.99, 220), label(1.1, 270)];
    const s = fitScale(labels, 'right')!;
    expect(s.labelsRead).toBe(5);
    expect(s.slope).toBeCloseTo(-0.0004, 8);
    expect(s.intercept + s.slope * 145).toBeCloseTo(1.15, 6);
    expect(s.decimals).toBeGreaterThanOrEqual(4);
  });

  it('refuses too few or inconsistent labels (prices must grow upwards)', () => {
    expect(fitScale([label(1, 10), label(2, 20)], 'right')).toBeNull();
    expect(fitScale([label(1, 10), label(2, 20), label(3, 30)], 'right')).toBeNull();
  });
});
