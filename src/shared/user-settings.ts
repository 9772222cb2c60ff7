import { z } from 'zod';
import { accuracySchema, payoutSchema, timeframeSettingSchema } from './analysis';
import { BROKER_CODES, BROKERS, type Broker } from './plan';
import { settingsMessages as m } from './messages/settings';

export const themeSettingSchema = z.enum(['light', 'dark', 'system']);

/** A user's preferences: saved per user on the server, mirrored in the browser (GET/PUT /api/settings). */
export const userSettingsSchema = z.object({
  theme: themeSettingSchema,
  notifications: z.boolean(),
  defaultTimeframe: timeframeSettingSchema,
  analysisAccuracy: accuracySchema,
  cacheEnabled: z.boolean(),
  autoAnalysis: z.boolean(),
  /** issue 22: the binary broker and payout the plan assumes where the print shows none */
  broker: z.enum(BROKER_CODES as [Broker, ...Broker[]]),
  payout: payoutSchema,
  /** issue 22: capital (R$; 0 = not told) and risk per trade (%), for the position size */
  capital: z.number({ error: m.invalidCapital }).min(0, m.invalidCapital).max(1e12, m.invalidCapital),
  riskPercent: z.number({ error: m.invalidRisk }).min(0.1, m.invalidRisk).max(10, m.invalidRisk),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

/** Defaults of SPEC.md section 9. */
export const defaultUserSettings: UserSettings = {
  theme: 'dark',
  notifications: true,
  defaultTimeframe: '4h',
  analysisAccuracy: 'balanced',
  cacheEnabled: true,
  autoAnalysis: false,
  broker: 'quotex',
  payout: BROKERS.quotex.payout,
  capital: 0,
  riskPercent: 1,
};

/**
 * Stored or imported settings may be partial or hold values from an older version: keep each
 * valid field, default the rest, so one bad field never throws away the others.
 */
export function mergeUserSettings(value: unknown): UserSettings {
  const source = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const merged: Record<string, unknown> = { ...defaultUserSettings };
  for (const [key, field] of Object.entries(userSettingsSchema.shape)) {
    const parsed = field.safeParse(source[key]);
    if (parsed.success) merged[key] = parsed.data;
  }
  return merged as UserSettings;
}

export const backupFileName = 'vtx-analise-backup.json';

/**
 * The backup file (SPEC.md section 5): valid JSON holding favorites, analysisHistory and settings.
 * Entries are analysis summaries, or bare ids in hand-written files.
 */
const backupEntrySchema = z.union([z.string(), z.looseObject({ id: z.string() })]);
export const backupSchema = z.object(
  {
    app: z.literal('vtx-analise').optional(),
    version: z.number().int().optional(),
    exportedAt: z.string().optional(),
    favorites: z.array(backupEntrySchema, { error: m.invalidBackup }),
    analysisHistory: z.array(backupEntrySchema, { error: m.invalidBackup }),
    settings: z.record(z.string(), z.unknown(), { error: m.invalidBackup }),
  },
  { error: m.invalidBackup },
);
export type Backup = z.infer<typeof backupSchema>;

/** Ids of the entries of a backup list, whatever form each entry has. */
export function backupEntryIds(entries: Backup['favorites']): string[] {
  return entries.map((entry) => (typeof entry === 'string' ? entry : entry.id));
}
