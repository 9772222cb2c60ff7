import { eq } from 'drizzle-orm';
import { mergeUserSettings, type UserSettings } from '../../../shared/user-settings';
import { userSettings } from '../../db/schema';
import type { Executor } from '../../lib/database';

/** The user's preferences; the defaults of SPEC.md section 9 when none were saved. */
export async function getUserSettings(db: Executor, userId: string): Promise<UserSettings> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  return mergeUserSettings(row?.settings);
}

export async function saveUserSettings(
  db: Executor,
  options: { userId: string; settings: UserSettings; now?: Date },
): Promise<UserSettings> {
  const settings = mergeUserSettings(options.settings);
  const updatedAt = options.now ?? new Date();
  await db
    .insert(userSettings)
    .values({ userId: options.userId, settings, updatedAt })
    .onConflictDoUpdate({ target: userSettings.userId, set: { settings, updatedAt } });
  return settings;
}
