import { availableParallelism } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from './env';
import { ENGINE_MODEL } from './analysis/engine';
import {
  type AnalysisProvider,
  createLocalProvider,
  createOpenAiProvider,
  createQueuedProvider,
} from './features/analysis/worker';

/** The provider that really analyses: the engine's worker threads, or a vision model grounded in them. */
export function createAnalysisProvider(env: Env): AnalysisProvider {
  const local = createLocalProvider({
    workers: env.ENGINE_WORKERS,
    timeoutMs: env.ANALYSIS_TIMEOUT_MS,
    // a contradictory result fails the analysis in development, where someone will notice
    strict: env.NODE_ENV === 'development',
  });
  if (env.ANALYSIS_PROVIDER !== 'openai' || !env.OPENAI_API_KEY) return local;
  return createOpenAiProvider({
    baseUrl: env.OPENAI_BASE_URL,
    apiKey: env.OPENAI_API_KEY,
    model: env.OPENAI_MODEL,
    timeoutMs: env.ANALYSIS_TIMEOUT_MS,
    local,
  });
}

/**
 * What an API process uses: with ANALYSIS_QUEUE=inline the provider itself, with pg-boss an
 * adapter that hands each analysis to the worker processes (`npm run worker`) through PostgreSQL.
 */
export function createApiAnalysisProvider(env: Env, logger: FastifyBaseLogger): AnalysisProvider {
  if (env.ANALYSIS_QUEUE !== 'pg-boss' || !env.DATABASE_URL) return createAnalysisProvider(env);
  const openai = env.ANALYSIS_PROVIDER === 'openai';
  return createQueuedProvider({
    url: env.DATABASE_URL,
    name: openai ? 'openai' : 'local',
    model: openai ? env.OPENAI_MODEL : ENGINE_MODEL,
    timeoutMs: env.ANALYSIS_TIMEOUT_MS,
    logger,
  });
}

/** Jobs a worker process runs at once: WORKER_CONCURRENCY, else one per engine thread. */
export function workerConcurrency(env: Env): number {
  return env.WORKER_CONCURRENCY ?? env.ENGINE_WORKERS ?? Math.max(1, availableParallelism() - 1);
}
