import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { analysisMessages as m } from '../../../shared/messages/analysis';
import { analysisHistory, type AnalysisRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Database } from '../../lib/database';
import type { ImageStore } from '../../lib/image-store';

/*
 * An analysis's annotated picture and its thumbnail live in the image store (files or a bucket),
 * the row keeps their keys. Both are made once, when the analysis finishes: serving a thumbnail
 * is a read, never a new encoding.
 */

export interface StoredImages {
  imageKey: string;
  thumbnailKey: string;
}

export function imageKeysOf(analysisId: string): StoredImages {
  return {
    imageKey: `analyses/${analysisId}/annotated.png`,
    thumbnailKey: `analyses/${analysisId}/thumb.webp`,
  };
}

/** The history list's picture: 360 px wide (2× its largest display), WebP. */
export function makeThumbnail(png: Buffer): Promise<Buffer> {
  return sharp(png).resize({ width: 360, withoutEnlargement: true }).webp({ quality: 75 }).toBuffer();
}

/** Stores a finished analysis's picture and its thumbnail. */
export async function storeAnalysisImages(
  images: ImageStore,
  analysisId: string,
  png: Buffer,
): Promise<StoredImages> {
  const keys = imageKeysOf(analysisId);
  const thumbnail = await makeThumbnail(png);
  await Promise.all([
    images.put(keys.imageKey, png, 'image/png'),
    images.put(keys.thumbnailKey, thumbnail, 'image/webp'),
  ]);
  return keys;
}

export type ImageSize = 'full' | 'thumb';

// One encoding per picture at a time in this process, however many requests ask for it at once.
const thumbnailsInProgress = new Map<string, Promise<Buffer>>();

/**
 * The stored picture of an analysis (the caller checked it is the user's). A thumbnail that was
 * never made (an analysis moved out of the database before thumbnails were kept) is made now,
 * stored and remembered, once.
 */
export async function readAnalysisImage(
  deps: { db: Database; images: ImageStore },
  row: AnalysisRow,
  size: ImageSize,
): Promise<Buffer> {
  const full = async () => {
    const bytes = row.imageKey ? await deps.images.get(row.imageKey) : row.annotatedImage;
    if (!bytes) throw new AppError('NOT_FOUND', m.notFound);
    return bytes;
  };
  if (size === 'full') return full();
  if (row.thumbnailKey) {
    const stored = await deps.images.get(row.thumbnailKey);
    if (stored) return stored;
  }
  let making = thumbnailsInProgress.get(row.id);
  if (!making) {
    making = (async () => {
      const thumbnail = await makeThumbnail(await full());
      const { thumbnailKey } = imageKeysOf(row.id);
      await deps.images.put(thumbnailKey, thumbnail, 'image/webp');
      await deps.db
        .update(analysisHistory)
        .set({ thumbnailKey })
        .where(and(eq(analysisHistory.id, row.id), isNull(analysisHistory.thumbnailKey)));
      return thumbnail;
    })().finally(() => thumbnailsInProgress.delete(row.id));
    thumbnailsInProgress.set(row.id, making);
  }
  return making;
}
