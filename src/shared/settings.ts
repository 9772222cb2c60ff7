import { z } from 'zod';

/** Whole numbers; empty or invalid input becomes 0 (SPEC.md section 5). */
const wholeNumber = z.preprocess(
  (value) => {
    const parsed = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
    return Number.isFinite(parsed) ? Math.trunc(parsed) : 0;
  },
  z.number().int().min(0, 'O valor não pode ser negativo.').max(1_000_000, 'Valor muito alto.'),
);

const count = z.number().int().min(0).max(1_000_000);

/** The settings as stored and answered. */
export const systemSettingsSchema = z.object({
  systemMaintenance: z.boolean(),
  registrationEnabled: z.boolean(),
  maxCreditsPerUser: count,
  defaultCredits: count,
  emailNotifications: z.boolean(),
  analyticsEnabled: z.boolean(),
});
export type SystemSettings = z.infer<typeof systemSettingsSchema>;

/**
 * The settings as an admin sends them: numeric fields parsed as whole numbers (form and API). A
 * new account may not start above the ceiling every purchase is held to.
 */
export const systemSettingsInputSchema = systemSettingsSchema
  .extend({
    maxCreditsPerUser: wholeNumber,
    defaultCredits: wholeNumber,
  })
  .refine((settings) => settings.defaultCredits <= settings.maxCreditsPerUser, {
    path: ['defaultCredits'],
    error: (issue) => {
      const input = issue.input as { maxCreditsPerUser?: unknown } | undefined;
      return defaultAboveMaxMessage(Number(input?.maxCreditsPerUser));
    },
  });

export function defaultAboveMaxMessage(max: number): string {
  return `Os créditos padrão não podem passar do máximo de créditos por usuário (${max}).`;
}

/** Defaults of SPEC.md section 9. */
export const defaultSystemSettings: SystemSettings = {
  systemMaintenance: false,
  registrationEnabled: true,
  maxCreditsPerUser: 1000,
  defaultCredits: 1,
  emailNotifications: true,
  analyticsEnabled: true,
};
