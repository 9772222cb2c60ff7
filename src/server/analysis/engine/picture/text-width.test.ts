import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { boldTextWidth } from './text-width';

/** The columns the text's ink reaches, rendered as annotate.ts renders it (SVG through sharp). */
async function inkWidth(text: string, fontSize: number): Promise<number> {
  const width = Math.ceil(text.length * fontSize * 1.2) + 20;
  const height = Math.ceil(fontSize * 2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/><text x="10" y="${fontSize * 1.4}" fill="#000" font-size="${fontSize}" font-family="sans-serif" font-weight="bold">${text}</text></svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let first = -1;
  let last = -1;
  for (let x = 0; x < info.width; x++) {
    for (let y = 0; y < info.height; y++) {
      if (data[y * info.width + x]! < 128) {
        if (first < 0) first = x;
        last = x;
        break;
      }
    }
  }
  return first < 0 ? 0 : last - 10 + 1;
}

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
        const ink = await inkWidth(text, size);
        expect(ink, `${text} at ${size} px`).toBeGreaterThan(0);
        expect(ink, `${text} at ${size} px`).toBeLessThanOrEqual(boldTextWidth(text, size) + 1);
      }
    }
  });
});
