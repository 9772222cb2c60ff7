import { sql } from 'drizzle-orm';
import { analyticsDaily } from '../../db/schema';
import type { Database } from '../../lib/database';
import { todayInSaoPaulo } from '../../lib/sao-paulo-today';

/**
 * Page views are added up in memory and written in one statement every few seconds: however many
 * requests arrive, the table sees at most one upsert per (day, page) per flush.
 */
export function createPageViewBatch(options: { db: Database; flushEveryMs: number }) {
  let pending = new Map<string, { day: string; path: string; count: number }>();
  let flushing: Promise<void> = Promise.resolve();

  async function write(batch: typeof pending): Promise<void> {
    if (batch.size === 0) return;
    await options.db
      .insert(analyticsDaily)
      .values(
        [...batch.values()].map(({ day, path, count }) => ({ day, metric: 'page_view', key: path, count })),
      )
      .onConflictDoUpdate({
        target: [analyticsDaily.day, analyticsDaily.metric, analyticsDaily.key],
        set: { count: sql`${analyticsDaily.count} + excluded.count` },
      });
  }

  const timer = setInterval(() => {
    void flush().catch(() => {});
  }, options.flushEveryMs);
  timer.unref();

  function flush(): Promise<void> {
    const batch = pending;
    pending = new Map();
    flushing = flushing.then(() => write(batch));
    return flushing;
  }

  return {
    add(path: string): void {
      const day = todayInSaoPaulo();
      const key = `${day} ${path}`;
      const entry = pending.get(key);
      if (entry) entry.count += 1;
      else pending.set(key, { day, path, count: 1 });
    },
    /** Writes what is pending (the timer does it every few seconds; the app does it on close). */
    flush,
    async close(): Promise<void> {
      clearInterval(timer);
      await flush();
    },
  };
}

export type PageViewBatch = ReturnType<typeof createPageViewBatch>;
