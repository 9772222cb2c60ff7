import { eq } from 'drizzle-orm';
import { defaultSystemSettings, systemSettingsSchema, type SystemSettings } from '../../../shared/settings';
import { systemSettings } from '../../db/schema';
import type { Executor } from '../../lib/database';

const settingsKey = 'system';

/** Reads the global settings; missing or unreadable values fall back to the defaults. */
export async function getSystemSettings(db: Executor): Promise<SystemSettings> {
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.key, settingsKey));
  if (!row) return { ...defaultSystemSettings };
  const parsed = systemSettingsSchema.partial().safeParse(row.value);
  return { ...defaultSystemSettings, ...(parsed.success ? parsed.data : {}) };
}

export async function saveSystemSettings(
  db: Executor,
  options: { settings: SystemSettings; updatedBy: string | null },
): Promise<SystemSettings> {
  const value = systemSettingsSchema.parse(options.settings);
  await db
    .insert(systemSettings)
    .values({ key: settingsKey, value, updatedBy: options.updatedBy })
    .onConflictDoUpdate({
      target: systemSettings.key,
      set: { value, updatedBy: options.updatedBy, updatedAt: new Date() },
    });
  return value;
}
