import type { SystemSettings } from '../../../shared/settings';
import type { Database, DatabaseHandle } from '../../lib/database';
import { getSystemSettings } from './settings.service';

/** Channel written by the trigger of migration 0006 on every change to system_settings. */
export const settingsChangedChannel = 'vtx_settings_changed';

const fedTtlMs = 60_000;
const unfedTtlMs = 1000;

/**
 * Settings read on every request (maintenance mode) come from a per-process copy. The database
 * announces every change, so the copy is dropped at once in every process; the copy also expires
 * after a minute, or after a second while the announcements cannot be heard.
 */
export function createSettingsCache(db: Database, options: { fed?: () => boolean } = {}) {
  const fed = options.fed ?? (() => false);
  let cached: { value: SystemSettings; at: number } | null = null;
  let generation = 0;
  return {
    async get(): Promise<SystemSettings> {
      if (cached && Date.now() - cached.at < (fed() ? fedTtlMs : unfedTtlMs)) return cached.value;
      const before = generation;
      const value = await getSystemSettings(db);
      // A change announced during the read may not be in it: serve it, but do not keep it.
      if (before === generation) cached = { value, at: Date.now() };
      return value;
    },
    invalidate() {
      generation++;
      cached = null;
    },
  };
}

export type SettingsCache = ReturnType<typeof createSettingsCache>;

/** The settings cache, dropped whenever the database announces a change. */
export async function createFedSettingsCache(database: Pick<DatabaseHandle, 'db' | 'listen'>) {
  let fed = () => false;
  const cache = createSettingsCache(database.db, { fed: () => fed() });
  const feed = await database.listen(settingsChangedChannel, {
    onNotify: () => cache.invalidate(),
    onReset: () => cache.invalidate(),
  });
  fed = () => feed.connected;
  return { cache, close: () => feed.close() };
}
