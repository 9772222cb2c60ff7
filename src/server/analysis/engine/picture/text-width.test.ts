import { describe, expect, it } from 'vitest';
import { renderedInkWidth } from './font-check';
import { boldTextWidth } from './text-width';

describe('boldTextWidth', () => {
  it("adds DejaVu Sans Bold's advance widths", () => {
    expect(boldTextWidth('0123456789', 10)).toBeCloseTo(69.6, 5);
    expect(boldTextWidth('COMPRA se fechar acima de 1,20636', 12)).toBeCloseTo(248.8, 1);
    // a character outside the table counts as one em
    expect(boldTextWidth('漢', 20)).toBe(20);
  });

  it('holds the labels as the picture really renders them', async () => {
    for (const text of [
      'COMPRA se fechar acima de 1,20636',
      'VENDA se fechar abaixo de 4.432,84',
      'Resistência 1,19079 (1x)',
      'VTX: AGUARDAR · 87% (acerto medido) · tendência ALTA 38% · 163 velas lidas',
    ]) {
      for (const size of [12, 22]) {
        const ink = await renderedInkWidth(text, size);
        expect(ink, `${text} at ${size} px`).toBeGreaterThan(0);
        expect(ink, `${text} at ${size} px`).toBeLessThanOrEqual(boldTextWidth(text, size) + 1);
      }
    }
  });
});
