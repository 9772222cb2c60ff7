import { describe, expect, it } from 'vitest';
import { parseNumber } from './parse-number';

const value = (s: string) => parseNumber(s)?.asDecimal.value;

describe('numbers as platforms print them', () => {
  it('reads en-US, pt-BR, spaced thousands, currency, suffixes and signs', () => {
    expect(value('1,219.03')).toBe(1219.03);
    expect(value('3.402,50')).toBe(3402.5);
    expect(value('3 402,50')).toBe(3402.5);
    expect(value('R$ 38,52')).toBe(38.52);
    expect(value('1.2428')).toBe(1.2428);
    expect(value('674.71 K')).toBeCloseTo(674710);
    expect(value('-11.9227')).toBe(-11.9227);
    expect(value('1.234.567')).toBe(1234567);
    expect(parseNumber('2.54%')?.asDecimal.percent).toBe(true);
  });

  it('keeps both readings of a lone separator before three digits', () => {
    expect(parseNumber('128.450')).toMatchObject({
      asDecimal: { value: 128.45 },
      asThousands: { value: 128450 },
      separator: '.',
    });
    expect(parseNumber('33,477')).toMatchObject({
      asDecimal: { value: 33.477 },
      asThousands: { value: 33477 },
      separator: ',',
    });
    expect(parseNumber('0.168')?.asThousands).toBeUndefined();
  });

  it('reads numbers as traders write them', () => {
    // pt-BR thousands and decimals, one decimal, a suffix after a decimal comma
    expect(value('1.234,56')).toBe(1234.56);
    expect(value('5.123,5')).toBe(5123.5);
    expect(parseNumber('5.123,5')?.asDecimal.decimals).toBe(1);
    expect(value('12,5K')).toBe(12500);
    expect(value('1.2M')).toBeCloseTo(1_200_000);
    expect(value('541.98 K')).toBeCloseTo(541_980);
    // B3's mini index: a point before three digits may group thousands (79 635 points)
    expect(parseNumber('79.635')?.asThousands?.value).toBe(79635);
    expect(parseNumber('112.345')?.asThousands?.value).toBe(112345);
  });

  it('refuses what is not a number', () => {
    for (const s of ['09:13', '1..2', '12.', 'EUR', '', '1,2,3']) expect(parseNumber(s), s).toBeNull();
  });
});
