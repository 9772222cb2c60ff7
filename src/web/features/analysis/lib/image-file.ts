import { maxImageBytes } from '../../../../shared/analyses';
import { analysisMessages as m } from '../../../../shared/messages/analysis';

export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const acceptAttribute = acceptedImageTypes.join(',');

const extensionTypes: Record<string, (typeof acceptedImageTypes)[number]> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The image type of a picked file; some systems leave `type` empty, so the name decides then. */
export function imageTypeOf(file: { type: string; name: string }): string | null {
  if ((acceptedImageTypes as readonly string[]).includes(file.type)) return file.type;
  if (file.type) return null;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return extensionTypes[extension] ?? null;
}

/** The spec's message for a file we cannot take, or null. The server checks the bytes again. */
export function imageFileError(file: { type: string; name: string; size: number }): string | null {
  if (!imageTypeOf(file)) return m.notAnImage;
  if (file.size > maxImageBytes) return m.tooLarge;
  return null;
}

/** 1,2 MB / 850 KB, for the "optimized" note. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) {
    return `${(bytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
  }
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The long side of a screenshot is scaled down to this; the engine needs no more. */
export const maxImageSide = 2560;

/** Size that fits in `max`×`max` keeping the aspect ratio, never enlarged. */
export function fitWithin(width: number, height: number, max = maxImageSide) {
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
    scaled: scale < 1,
  };
}
