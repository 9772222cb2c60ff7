// `npm run worker`: a process that runs analyses from the PostgreSQL job queue (ANALYSIS_QUEUE=pg-boss
// on the API processes). Start as many as the load needs, on any machine that reaches DATABASE_URL.
import pino from 'pino';
import { createAnalysisProvider, workerConcurrency } from './create-analysis-provider';
import { EnvError, readEnv } from './env';
import { createAnalysisWorker } from './features/analysis/worker';
import { loggerOptions } from './lib/logger';

async function main() {
  const env = readEnv('worker');
  if (!env.DATABASE_URL) {
    throw new EnvError(
      'Invalid configuration in environment variables:\n  the analysis worker needs DATABASE_URL (the PostgreSQL database the API processes use)',
    );
  }
  const logger = pino(loggerOptions(env) as pino.LoggerOptions);
  const provider = createAnalysisProvider(env);
  const worker = createAnalysisWorker({
    url: env.DATABASE_URL,
    provider,
    concurrency: workerConcurrency(env),
    timeoutMs: env.ANALYSIS_TIMEOUT_MS,
    logger,
  });
  try {
    // Engine threads up before the first job, so no job pays their start-up.
    await provider.warm?.();
    await worker.start();
  } catch (error) {
    await provider.close().catch(() => {});
    throw error;
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`Received ${signal}, finishing the analyses in progress…`);
    // Within the usual 10 s a container manager waits before SIGKILL; what is left goes back to the queue.
    await worker.stop({ graceMs: Math.min(env.ANALYSIS_TIMEOUT_MS, 8_000) });
    await provider.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) {
    console.error(error.message);
  } else {
    console.error('Analysis worker failed to start:', error);
  }
  process.exit(1);
});
