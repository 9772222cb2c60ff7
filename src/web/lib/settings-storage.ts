import { mergeUserSettings, type UserSettings } from '../../shared/user-settings';

// The local mirror of the server's copy: applies instantly and survives being offline. Keyed by
// user so two accounts on one device never see each other's preferences.
export const settingsStorageKey = (userId: string) => `vtx-settings:${userId}`;

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export function readLocalSettings(storage: StorageLike | undefined, userId: string): UserSettings | null {
  try {
    const raw = storage?.getItem(settingsStorageKey(userId));
    return raw ? mergeUserSettings(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

export function writeLocalSettings(
  storage: StorageLike | undefined,
  userId: string,
  settings: UserSettings,
): void {
  try {
    storage?.setItem(settingsStorageKey(userId), JSON.stringify(settings));
  } catch {
    // Storage full or blocked: the server copy still holds the settings.
  }
}
