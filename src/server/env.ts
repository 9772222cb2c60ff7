import { z } from 'zod';
import { parseImageStoreUrl } from './lib/image-store/image-store-url';

// The only place that reads process.env (lint rule n/no-process-env). Everything else receives
// the parsed, typed `Env`.
const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((value) =>
      value === undefined || value === '' ? fallback : ['true', '1', 'yes'].includes(value),
    );

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

/** A positive count that may be left empty (compose files pass unset variables as ''). */
const optionalCount = (max: number) =>
  optionalString.pipe(z.coerce.number<string | undefined>().int().min(1).max(max).optional());

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(z.url().optional()),
  /** Analysis pictures in an S3-compatible bucket (lib/image-store/image-store-url.ts); unset: DATA_DIR/images. */
  IMAGE_STORE_URL: optionalString.pipe(
    z
      .string()
      .superRefine((url, context) => {
        try {
          parseImageStoreUrl(url);
        } catch (error) {
          context.addIssue({ code: 'custom', message: (error as Error).message });
        }
      })
      .optional(),
  ),
  /** Pictures of analyses older than this many days are deleted, favourites excepted; unset: kept. */
  IMAGE_RETENTION_DAYS: optionalCount(36_500),
  AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  AUTH_REQUIRE_EMAIL_CONFIRMATION: bool(false),
  SMTP_URL: optionalString.pipe(z.url().optional()),
  MAIL_FROM: z.string().min(3).default('VTX Análise <nao-responda@vtx-analise.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool(false),

  ANALYSIS_PROVIDER: z.enum(['local', 'openai']).default('local'),
  ANALYSIS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  ENGINE_WORKERS: optionalCount(64),
  ANALYSIS_QUEUE: z.enum(['inline', 'pg-boss']).default('inline'),
  WORKER_CONCURRENCY: optionalCount(256),
  OPENAI_BASE_URL: z.url().default('https://api.openai.com/v1'),
  OPENAI_API_KEY: optionalString,
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),

  FINNHUB_API_KEY: optionalString,
  FINNHUB_BASE_URL: z.url().default('https://finnhub.io'),

  // Unset: the sandbox outside production, no card payments in production (see parseEnv).
  PAYMENT_PROVIDER: optionalString.pipe(z.enum(['sandbox', 'stripe', 'none']).optional()),
  /** The sandbox hands out plans for a test card: in production only on this explicit request. */
  PAYMENT_SANDBOX_IN_PRODUCTION: bool(false),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  PIX_KEY: z.string().min(1).default('pagamentos@vtx-analise.com.br'),
  PIX_MERCHANT_NAME: z.string().min(1).default('VTX Analise'),
  PIX_MERCHANT_CITY: z.string().min(1).default('Sao Paulo'),
  PIX_WHATSAPP_NUMBER: z
    .string()
    .regex(/^\d{10,15}$/, 'digits only, with country and area code (e.g. 5511999999999)')
    .default('5511999999999'),
});

export type PaymentProvider = 'sandbox' | 'stripe' | 'none';
export type Env = Omit<z.infer<typeof envSchema>, 'PAYMENT_PROVIDER'> & {
  PUBLIC_URL: string;
  PAYMENT_PROVIDER: PaymentProvider;
};

export class EnvError extends Error {}

/**
 * Who reads the environment: an API process serves users (so production needs its public address
 * and must not hand out plans by accident); workers and command-line scripts serve no one.
 */
export type EnvRole = 'api' | 'worker' | 'script';

/** Parses the environment; throws an EnvError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>, role: EnvRole = 'api'): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid configuration in environment variables:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const paymentProvider: PaymentProvider =
    env.PAYMENT_PROVIDER ?? (env.NODE_ENV === 'production' ? 'none' : 'sandbox');
  // What production demands of a process that serves users.
  const production = env.NODE_ENV === 'production' && role === 'api';
  const problems: string[] = [];
  if (production && !env.PUBLIC_URL) {
    problems.push(
      'NODE_ENV=production needs PUBLIC_URL (the address users reach: e-mail links, Secure cookies and the CSRF check depend on it)',
    );
  }
  if (production && paymentProvider === 'sandbox' && !env.PAYMENT_SANDBOX_IN_PRODUCTION) {
    problems.push(
      'PAYMENT_PROVIDER=sandbox in production hands out plans for a test card; use stripe, or set PAYMENT_SANDBOX_IN_PRODUCTION=true on a staging server',
    );
  }
  if (env.ANALYSIS_PROVIDER === 'openai' && !env.OPENAI_API_KEY) {
    problems.push('ANALYSIS_PROVIDER=openai needs OPENAI_API_KEY');
  }
  if (env.ANALYSIS_QUEUE === 'pg-boss' && !env.DATABASE_URL) {
    problems.push(
      'ANALYSIS_QUEUE=pg-boss needs DATABASE_URL (the job queue lives in PostgreSQL; workers on other machines read it there)',
    );
  }
  if (paymentProvider === 'stripe' && (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET)) {
    problems.push('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  }
  if (problems.length > 0) {
    throw new EnvError(
      `Invalid configuration in environment variables:\n${problems.map((line) => `  ${line}`).join('\n')}`,
    );
  }
  return {
    ...env,
    PAYMENT_PROVIDER: paymentProvider,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
  };
}

export function readEnv(role: EnvRole = 'api'): Env {
  return parseEnv(process.env, role);
}
