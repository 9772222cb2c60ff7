import sharp from 'sharp';
import { ChartReadError } from '../errors';
import type { Raster } from '../types';

export const MAX_BYTES = 10 * 1024 * 1024;
/** Decompression-bomb guard: a 10 MB file may declare billions of pixels. 6000×6000 is plenty. */
export const MAX_PIXELS = 36_000_000;

const FORMATS = new Set(['jpeg', 'png', 'webp']);
const TOO_MANY_PIXELS = 'Imagem com resolução grande demais para análise.';

/** Decodes JPG/PNG/WEBP (detected from the bytes, not a file name) to flat RGB. */
export async function decodeImage(bytes: Buffer): Promise<Raster> {
  if (bytes.length > MAX_BYTES) throw new ChartReadError('TOO_LARGE');
  if (bytes.length < 8) throw new ChartReadError('NOT_AN_IMAGE');
  let format: string | undefined;
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
    format = meta.format;
    if (meta.width && meta.height && meta.width * meta.height > MAX_PIXELS)
      throw new ChartReadError('TOO_LARGE', TOO_MANY_PIXELS);
  } catch (e) {
    if (e instanceof ChartReadError) throw e;
    if (e instanceof Error && /pixel limit/i.test(e.message))
      throw new ChartReadError('TOO_LARGE', TOO_MANY_PIXELS);
    throw new ChartReadError('NOT_AN_IMAGE');
  }
  if (!format || !FORMATS.has(format)) throw new ChartReadError('NOT_AN_IMAGE');
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .flatten({ background: '#ffffff' })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new ChartReadError('NOT_AN_IMAGE');
    return {
      width: info.width,
      height: info.height,
      data: new Uint8Array(data.buffer, data.byteOffset, data.length),
      format: format as Raster['format'],
    };
  } catch (e) {
    if (e instanceof ChartReadError) throw e;
    if (e instanceof Error && /pixel limit/i.test(e.message))
      throw new ChartReadError('TOO_LARGE', TOO_MANY_PIXELS);
    throw new ChartReadError('NOT_AN_IMAGE');
  }
}
