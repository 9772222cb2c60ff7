import { fitWithin, imageTypeOf } from './image-file';

export interface PreparedImage {
  file: File;
  /** True when the upload is a smaller copy of what the user picked. */
  optimized: boolean;
  originalBytes: number;
}

const qualityByType: Record<string, number> = { 'image/jpeg': 0.92, 'image/webp': 0.95 };

function toBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, qualityByType[type]));
}

async function downscale(file: File, type: string): Promise<File | null> {
  const bitmap = await createImageBitmap(file);
  try {
    const size = fitWithin(bitmap.width, bitmap.height);
    if (!size.scaled) return null;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    // Same format as the original: PNG stays lossless so candle colours survive intact.
    const blob = await toBlob(canvas, type);
    if (!blob || blob.size >= file.size) return null;
    return new File([blob], file.name.replace(/\.\w+$/, '') + extensionFor(type), {
      type,
      lastModified: Date.now(),
    });
  } finally {
    bitmap.close();
  }
}

function extensionFor(type: string): string {
  return type === 'image/jpeg' ? '.jpg' : type === 'image/webp' ? '.webp' : '.png';
}

/**
 * Very large screenshots (4K and up) are scaled to 2560 px on the long side before upload: less
 * to send, same reading. Anything that goes wrong here falls back to the original file
 * (SPEC.md section 4: "if the image compressor fails, the original image is used").
 */
export async function prepareImage(
  file: File,
  decoded?: { width: number; height: number },
): Promise<PreparedImage> {
  const original = { file, optimized: false, originalBytes: file.size };
  // Already small enough (its size is known from the check that it decodes): sent as it is,
  // without decoding it a second time or encoding anything (issue 26, item 13).
  if (decoded && !fitWithin(decoded.width, decoded.height).scaled) return original;
  const type = imageTypeOf(file);
  if (!type || typeof createImageBitmap !== 'function') return original;
  try {
    const smaller = await downscale(file, type);
    return smaller ? { file: smaller, optimized: true, originalBytes: file.size } : original;
  } catch {
    return original;
  }
}
