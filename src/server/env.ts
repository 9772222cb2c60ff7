import { z } from 'zod';
import { parseImageStoreUrl } from './lib/image-store/image-store-url';
import { parseTrustProxy } from './lib/trust-proxy';

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
  NODE_ENV: optionalString.pipe(z.enum(['development', 'production', 'test']).default('development')),
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
  /** A hop count or the proxies' addresses (lib/trust-proxy.ts); never "every hop". */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((raw, context) => {
      const parsed = parseTrustProxy(raw);
      if ('value' in parsed) return parsed.value;
      context.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }),

  ANALYSIS_PROVIDER: z.enum(['local', 'openai']).default('local'),
  ANALYSIS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  // Multiplies the per-address limits on sign-ups and page views, for places where many people
  // share one address (an office behind NAT, the browser tests all on 127.0.0.1). Default 1.
  ADDRESS_LIMIT_FACTOR: optionalCount(1000).transform((value) => value ?? 1),
  ENGINE_WORKERS: optionalCount(64),
  ANALYSIS_QUEUE: z.enum(['inline', 'pg-boss']).default('inline'),
  /** Per-user limits (features/analysis/analysis-limits.ts): running at once, started per minute, refused per hour. */
  ANALYSIS_USER_IN_FLIGHT: optionalCount(1000).transform((value) => value ?? 2),
  ANALYSIS_USER_PER_MINUTE: optionalCount(100_000).transform((value) => value ?? 10),
  ANALYSIS_USER_REFUSED_PER_HOUR: optionalCount(100_000).transform((value) => value ?? 20),
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
  /** False in production (staging aside) while PIX_KEY or PIX_WHATSAPP_NUMBER are the demo values. */
  PIX_ENABLED: boolean;
};

/** The demo PIX receiver and chat: fine for a trial, money sent nowhere useful in production. */
export const demoPix = {
  key: envSchema.shape.PIX_KEY.parse(undefined),
  whatsappNumber: envSchema.shape.PIX_WHATSAPP_NUMBER.parse(undefined),
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
    throw new EnvError(
      `Configuração inválida nas variáveis de ambiente (invalid configuration):\n${lines.join('\n')}`,
    );
  }
  const env = parsed.data;
  const problems: string[] = role === 'api' ? carelessProductionProblems(source, env) : [];
  const paymentProvider: PaymentProvider =
    env.PAYMENT_PROVIDER ?? (env.NODE_ENV === 'production' ? 'none' : 'sandbox');
  // What production demands of a process that serves users.
  const production = env.NODE_ENV === 'production' && role === 'api';
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
      `Configuração inválida nas variáveis de ambiente (invalid configuration):\n${problems.map((line) => `  ${line}`).join('\n')}`,
    );
  }
  return {
    ...env,
    PAYMENT_PROVIDER: paymentProvider,
    // A staging server (PAYMENT_SANDBOX_IN_PRODUCTION) takes test money and may use the demo PIX.
    PIX_ENABLED:
      env.NODE_ENV !== 'production' ||
      env.PAYMENT_SANDBOX_IN_PRODUCTION ||
      (env.PIX_KEY !== demoPix.key && env.PIX_WHATSAPP_NUMBER !== demoPix.whatsappNumber),
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
  };
}

const loopbackHost = /^(localhost|.*\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * A server that users reach over https, or at an address other than this machine, is a production
 * server whether or not the operator said so: in development mode it would sell plans for the
 * sandbox's test card and print reset links in the log. Such a start is refused, naming NODE_ENV.
 */
function carelessProductionProblems(
  source: Record<string, string | undefined>,
  env: z.infer<typeof envSchema>,
): string[] {
  const problems: string[] = [];
  const nodeEnvGiven = (source.NODE_ENV ?? '').trim() !== '';
  const publicUrl = env.PUBLIC_URL ? new URL(env.PUBLIC_URL) : null;
  if (publicUrl && env.NODE_ENV !== 'production') {
    if (publicUrl.protocol === 'https:') {
      problems.push(
        `NODE_ENV: PUBLIC_URL=${publicUrl.origin} é https, mas NODE_ENV=${nodeEnvGiven ? env.NODE_ENV : '(não definido)'}. Um servidor em https atende usuários de verdade: defina NODE_ENV=production (em desenvolvimento o checkout de teste daria planos de graça e os links de redefinição de senha iriam para o log). Para um servidor de homologação use NODE_ENV=production com PAYMENT_PROVIDER=sandbox e PAYMENT_SANDBOX_IN_PRODUCTION=true.`,
      );
    } else if (!nodeEnvGiven && !loopbackHost.test(publicUrl.hostname)) {
      problems.push(
        `NODE_ENV: não definido, com PUBLIC_URL=${publicUrl.origin} fora desta máquina. Defina NODE_ENV=production para um servidor que outras pessoas acessam, ou NODE_ENV=development para testar na rede local.`,
      );
    }
  }
  if (env.NODE_ENV === 'production' && !env.PAYMENT_SANDBOX_IN_PRODUCTION) {
    if (source.PIX_KEY?.trim() === demoPix.key) {
      problems.push(
        `PIX_KEY: ${demoPix.key} é a chave de demonstração; em produção defina a chave PIX que recebe os pagamentos (sem ela o PIX fica desligado).`,
      );
    }
    if (source.PIX_WHATSAPP_NUMBER?.trim() === demoPix.whatsappNumber) {
      problems.push(
        `PIX_WHATSAPP_NUMBER: ${demoPix.whatsappNumber} é o número de demonstração; em produção defina o WhatsApp que recebe os comprovantes (sem ele o PIX fica desligado).`,
      );
    }
  }
  return problems;
}

export function readEnv(role: EnvRole = 'api'): Env {
  return parseEnv(process.env, role);
}
