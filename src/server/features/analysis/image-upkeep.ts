import { and, asc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { analysisFavorites, analysisHistory } from '../../db/schema';
import type { Database } from '../../lib/database';
import type { ImageStore } from '../../lib/image-store';
import { imageKeysOf, storeAnalysisImages } from './analysis-images';

/*
 * Two chores on the pictures, run by every API process at start and then hourly; both are safe to
 * run in several processes at once and to stop at any point:
 * - pictures still in the database (bytea, before images had a store) move to the store, a row at
 *   a time: stored first, then the row points at the store and drops its bytes. Stopped half way,
 *   the next run stores that picture again under the same key and carries on.
 * - with IMAGE_RETENTION_DAYS, pictures of analyses older than that go, unless the analysis is a
 *   favourite of its owner; the result (signal, levels, reasoning) stays.
 */

interface UpkeepDeps {
  db: Database;
  images: ImageStore;
}

/** Moves every picture still held in the database to the store; returns how many moved. */
export async function moveImagesOutOfDatabase(deps: UpkeepDeps, options: { batchSize?: number } = {}) {
  const batchSize = options.batchSize ?? 20;
  let moved = 0;
  for (;;) {
    const rows = await deps.db
      .select({ id: analysisHistory.id, annotatedImage: analysisHistory.annotatedImage })
      .from(analysisHistory)
      .where(isNotNull(analysisHistory.annotatedImage))
      .orderBy(asc(analysisHistory.id))
      .limit(batchSize);
    for (const row of rows) {
      const keys = await storeAnalysisImages(deps.images, row.id, row.annotatedImage!);
      const [updated] = await deps.db
        .update(analysisHistory)
        .set({ ...keys, annotatedImage: null })
        .where(and(eq(analysisHistory.id, row.id), isNotNull(analysisHistory.annotatedImage)))
        .returning({ id: analysisHistory.id });
      if (!updated) await dropIfRowGone(deps, row.id);
      else moved += 1;
    }
    if (rows.length < batchSize) return moved;
  }
}

/** The row went (its owner's account was deleted) while its picture was being stored. */
async function dropIfRowGone(deps: UpkeepDeps, id: string) {
  const [row] = await deps.db
    .select({ id: analysisHistory.id })
    .from(analysisHistory)
    .where(eq(analysisHistory.id, id));
  if (!row) {
    const keys = imageKeysOf(id);
    await deps.images.delete([keys.imageKey, keys.thumbnailKey]);
  }
}

/** Removes the pictures of analyses older than `retentionDays` that are not favourites. */
export async function deleteExpiredImages(
  deps: UpkeepDeps,
  options: { retentionDays: number; now?: Date; batchSize?: number },
) {
  const cutoff = new Date((options.now ?? new Date()).getTime() - options.retentionDays * 86_400_000);
  const batchSize = options.batchSize ?? 200;
  const notFavourite = sql`not exists (select 1 from ${analysisFavorites} f where f.analysis_id = ${analysisHistory.id})`;
  // Pictures still in the database are moved out first (startImageUpkeep runs that before).
  const hasPicture = isNotNull(analysisHistory.imageKey);
  let deleted = 0;
  for (;;) {
    const rows = await deps.db
      .select({ id: analysisHistory.id })
      .from(analysisHistory)
      .where(and(lt(analysisHistory.createdAt, cutoff), hasPicture, notFavourite))
      .limit(batchSize);
    for (const row of rows) {
      // The row first, in one statement that checks again: a favourite marked meanwhile keeps
      // its picture. Then the files; a failure there leaves an unreferenced file, never a
      // reference to a missing one.
      const [cleared] = await deps.db
        .update(analysisHistory)
        .set({ imageKey: null, thumbnailKey: null, annotatedImage: null })
        .where(and(eq(analysisHistory.id, row.id), hasPicture, notFavourite))
        .returning({ id: analysisHistory.id });
      if (!cleared) continue;
      const keys = imageKeysOf(row.id);
      await deps.images.delete([keys.imageKey, keys.thumbnailKey]);
      deleted += 1;
    }
    if (rows.length < batchSize) return deleted;
  }
}

export interface ImageUpkeep {
  /** The run in progress, if any (tests wait for it). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/** Runs both chores now and then every `intervalMs` (an hour), logging what they did. */
export function startImageUpkeep(
  deps: UpkeepDeps & { logger: FastifyBaseLogger },
  options: { retentionDays?: number; intervalMs?: number } = {},
): ImageUpkeep {
  let running: Promise<void> = Promise.resolve();
  const runOnce = async () => {
    try {
      const moved = await moveImagesOutOfDatabase(deps);
      if (moved > 0) deps.logger.info({ moved, store: deps.images.kind }, 'images moved out of the database');
      if (options.retentionDays) {
        const deleted = await deleteExpiredImages(deps, { retentionDays: options.retentionDays });
        if (deleted > 0)
          deps.logger.info(
            { deleted, retentionDays: options.retentionDays },
            'expired analysis images deleted',
          );
      }
    } catch (error) {
      // Tried again at the next run; nothing is lost meanwhile (see above).
      deps.logger.warn({ err: error }, 'image upkeep failed; retrying at the next run');
    }
  };
  const tick = () => {
    running = running.then(runOnce);
  };
  tick();
  const timer = setInterval(tick, options.intervalMs ?? 3_600_000);
  timer.unref();
  return {
    idle: () => running,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
