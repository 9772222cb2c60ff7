import { z } from 'zod';

// The only place that reads process.env (lint rule n/no-process-env). Everything else receives
// the parsed, typed `Env`.
const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((value) => (value === undefined || value === '' ? fallback : ['true', '1', 'yes'].includes(value)));

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(z.url().optional()),
  AUTH_SECRET: optionalString.pipe(z.string().min(32, 'deve ter pelo menos 32 caracteres').optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(8, 'deve ter pelo menos 8 caracteres').optional()),
  AUTH_REQUIRE_EMAIL_CONFIRMATION: bool(false),
  SMTP_URL: optionalString.pipe(z.url().optional()),
  MAIL_FROM: z.string().min(3).default('VTX Análise <nao-responda@vtx-analise.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool(false),
});

export type Env = z.infer<typeof envSchema> & { PUBLIC_URL: string };

export class EnvError extends Error {}

/** Parses the environment; throws an EnvError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid configuration in environment variables:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return { ...env, PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '') };
}

export function readEnv(): Env {
  return parseEnv(process.env);
}
