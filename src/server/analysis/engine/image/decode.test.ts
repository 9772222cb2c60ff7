import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeImage, MAX_BYTES } from './decode';
import { ChartReadError } from '../errors';

const red = { r: 200, g: 10, b: 10 };

async function codeOf(p: Promise<unknown>): Promise<string | null> {
  return p.then(
    () => null,
    (e: unknown) => (e instanceof ChartReadError ? e.code : 'other'),
  );
}

describe('decodeImage', () => {
  it('decodes PNG, JPG and WEBP by content to RGB', async () => {
    const base = sharp({ create: { width: 40, height: 30, channels: 4, background: { ...red, alpha: 1 } } });
    for (const [fmt, buf] of [
      ['png', await base.clone().png().toBuffer()],
      ['jpeg', await base.clone().jpeg().toBuffer()],
      ['webp', await base.clone().webp({ lossless: true }).toBuffer()],
    ] as const) {
      const img = await decodeImage(buf);
      expect(img.format).toBe(fmt);
      expect([img.width, img.height, img.data.length]).toEqual([40, 30, 40 * 30 * 3]);
      expect(img.data[0]).toBeGreaterThan(180);
    }
  });

  it('refuses non-images, other formats and oversized input with pt-BR messages', async () => {
    expect(await codeOf(decodeImage(Buffer.from('GIF89a… not really')))).toBe('NOT_AN_IMAGE');
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: red } })
      .gif()
      .toBuffer();
    expect(await codeOf(decodeImage(gif))).toBe('NOT_AN_IMAGE');
    expect(await codeOf(decodeImage(Buffer.alloc(MAX_BYTES + 1)))).toBe('TOO_LARGE');
    await expect(decodeImage(Buffer.from('x'.repeat(100)))).rejects.toThrow(
      'Arquivo inválido. Envie uma imagem JPG, PNG ou WEBP.',
    );
  });

  it('refuses decompression bombs (huge declared size, tiny file)', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 5000, channels: 3, background: red } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MAX_BYTES);
    expect(await codeOf(decodeImage(bomb))).toBe('TOO_LARGE');
  });
});
