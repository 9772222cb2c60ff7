import { sql } from 'drizzle-orm';
import { analyticsDaily } from '../../db/schema';
import type { Database } from '../../lib/database';
import { todayInSaoPaulo } from '../../lib/sao-paulo-today';
import type { SystemSettings } from '../../../shared/settings';
import { getSystemSettings } from '../settings';

/** Counts one event for today, only while the Analytics setting is on; off records nothing. */
export async function recordAnalyticsEvent(
  db: Database,
  event: { metric: 'page_view' | 'analysis'; key: string },
  settings: { get(): Promise<SystemSettings> } = { get: () => getSystemSettings(db) },
) {
  const { analyticsEnabled } = await settings.get();
  if (!analyticsEnabled) return;
  await db
    .insert(analyticsDaily)
    .values({ day: todayInSaoPaulo(), metric: event.metric, key: event.key.slice(0, 120), count: 1 })
    .onConflictDoUpdate({
      target: [analyticsDaily.day, analyticsDaily.metric, analyticsDaily.key],
      set: { count: sql`${analyticsDaily.count} + 1` },
    });
}
