import {
  backupEntryIds,
  backupSchema,
  mergeUserSettings,
  type Backup,
  type UserSettings,
} from '../../../../shared/user-settings';

export interface BackupAnalysis {
  id: string;
  [key: string]: unknown;
}

/** The file written by "Exportar dados" (SPEC.md section 5: favorites, analysisHistory, settings). */
export function buildBackup(options: {
  favorites: BackupAnalysis[];
  analysisHistory: BackupAnalysis[];
  settings: UserSettings;
  now?: Date;
}): Backup {
  return {
    app: 'vtx-analise',
    version: 1,
    exportedAt: (options.now ?? new Date()).toISOString(),
    favorites: options.favorites,
    analysisHistory: options.analysisHistory,
    settings: options.settings,
  };
}

export class InvalidBackupError extends Error {}

export interface ParsedBackup {
  settings: UserSettings;
  favoriteIds: string[];
}

/** Reads a backup file's text; anything but the expected JSON shape is an InvalidBackupError. */
export function parseBackup(text: string): ParsedBackup {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new InvalidBackupError('not JSON');
  }
  const parsed = backupSchema.safeParse(json);
  if (!parsed.success) throw new InvalidBackupError(parsed.error.message);
  return {
    settings: mergeUserSettings(parsed.data.settings),
    favoriteIds: [...new Set(backupEntryIds(parsed.data.favorites))],
  };
}
