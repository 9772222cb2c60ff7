import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { maxImageBytes } from '../../../shared/analyses';
import { analysisMessages as m } from '../../../shared/messages/analysis';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error';
import { assertSafeText } from '../../lib/unsafe-text';
import { sniffImageType } from './image-type';

export interface Upload {
  image: Buffer;
  /** the optional second print: the same asset on a higher timeframe (issue 22) */
  higherImage: Buffer | null;
  fields: Record<string, string>;
}

// Screenshots are at most a few million pixels (a 4K phone capture is 8.3 M); a decompression
// bomb declares hundreds of millions in a few kilobytes.
export const maxImagePixels = 40_000_000;

/** Reads only the header: refuses what cannot be decoded or would explode in memory, before any charge. */
async function assertDecodableSize(image: Buffer, field: 'image' | 'higherImage' = 'image'): Promise<void> {
  const metadata = await sharp(image, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new AppError('UNSUPPORTED_MEDIA', m.notAnImage, { [field]: m.notAnImage });
    });
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  if (width * height > maxImagePixels)
    throw new AppError('PAYLOAD_TOO_LARGE', m.tooManyPixels, { [field]: m.tooManyPixels });
  if (width < 50 || height < 50) throw new AppError('UNPROCESSABLE', m.tooSmall, { [field]: m.tooSmall });
}

/** Reads POST /api/analyses: multipart/form-data with one file part 'image' and text fields. */
export async function readAnalysisUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA', 'Envie a imagem do gráfico como multipart/form-data.');
  }
  const fields: Record<string, string> = {};
  let image: Buffer | null = null;
  let higherImage: Buffer | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxImageBytes, files: 2, fields: 10, fieldSize: 4096 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname === 'image' && !image) image = await part.toBuffer();
        else if (part.fieldname === 'higherImage' && !higherImage) higherImage = await part.toBuffer();
        else await part.toBuffer();
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', m.tooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new AppError('BAD_REQUEST', m.tooManyFiles);
    }
    throw new AppError('BAD_REQUEST', 'Não foi possível ler o envio. Tente novamente.');
  }
  assertSafeText(fields);
  if (!image || image.length === 0) throw new AppError('VALIDATION', m.noImage, { image: m.noImage });
  if (!sniffImageType(image)) throw new AppError('UNSUPPORTED_MEDIA', m.notAnImage, { image: m.notAnImage });
  await assertDecodableSize(image);
  if (higherImage) {
    if (!sniffImageType(higherImage))
      throw new AppError('UNSUPPORTED_MEDIA', m.higherNotAnImage, { higherImage: m.higherNotAnImage });
    await assertDecodableSize(higherImage, 'higherImage');
  }
  return { image, higherImage: higherImage?.length ? higherImage : null, fields };
}
