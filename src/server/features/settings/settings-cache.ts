import type { SystemSettings } from '../../../shared/settings';
import type { Database } from '../../lib/database';
import { getSystemSettings } from './settings.service';

/**
 * Settings read on every request (maintenance mode) come from a per-process copy at most `ttlMs`
 * old, so a change made in another process takes effect within that time.
 */
export function createSettingsCache(db: Database, ttlMs = 1000) {
  let cached: { value: SystemSettings; at: number } | null = null;
  return {
    async get(): Promise<SystemSettings> {
      if (cached && Date.now() - cached.at < ttlMs) return cached.value;
      const value = await getSystemSettings(db);
      cached = { value, at: Date.now() };
      return value;
    },
    invalidate() {
      cached = null;
    },
  };
}

export type SettingsCache = ReturnType<typeof createSettingsCache>;
