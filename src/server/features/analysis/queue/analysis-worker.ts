import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { analysisMessages as m } from '../../../../shared/messages/analysis';
import { AnalysisFailure, type AnalysisProvider } from '../providers/analysis-provider';
import { toAnalysisFailure } from '../providers/local-provider';
import {
  analysisQueue,
  channels,
  failureOutput,
  jobDataSchema,
  toJobOutput,
  type AnalysisJobOutput,
} from './analysis-jobs';
import { inTransaction } from './job-rows';
import { openBoss, type OpenBoss } from './open-boss';
import { listenOnPostgres, type NotificationSubscription } from '../../../lib/db-notifications';

export interface AnalysisWorkerOptions {
  url: string;
  /** The real provider (engine pool or OpenAI-compatible model) that runs each job. */
  provider: AnalysisProvider;
  /** Jobs in flight at once; match the engine pool so none waits inside the process. */
  concurrency: number;
  timeoutMs: number;
  logger: FastifyBaseLogger;
  /** Fallback fetch interval when no 'queued' notification arrives. */
  pollMs?: number;
}

export interface AnalysisWorker {
  start(): Promise<void>;
  /** Stops fetching, lets jobs in flight finish for up to `graceMs`, then puts the rest back in the queue. */
  stop(options?: { graceMs?: number }): Promise<void>;
  stats(): { processed: number; failed: number; active: number };
}

/** A worker process's loop: fetch up to `concurrency` jobs, run them, answer each with NOTIFY. */
export function createAnalysisWorker(options: AnalysisWorkerOptions): AnalysisWorker {
  const { logger, provider } = options;
  const pollMs = options.pollMs ?? 2_000;
  const inFlight = new Map<string, { controller: AbortController; task: Promise<void> }>();
  const released = new Set<string>();
  let queue: OpenBoss | null = null;
  let listener: NotificationSubscription | null = null;
  let running = false;
  let loopDone: Promise<void> = Promise.resolve();
  let wakeRequested = false;
  let wakeUp: (() => void) | null = null;
  let processed = 0;
  let failed = 0;

  function wake() {
    wakeRequested = true;
    wakeUp?.();
  }

  function sleep(ms: number): Promise<void> {
    if (wakeRequested) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(finish, ms);
      function finish() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = finish;
    });
  }

  async function answer(boss: PgBoss, pool: OpenBoss['pool'], id: string, output: AnalysisJobOutput) {
    // Completing and notifying in one transaction: the API is woken only once the output is visible.
    await inTransaction(pool, async (db, client) => {
      await boss.complete(analysisQueue, id, output, { db });
      await client.query('select pg_notify($1, $2)', [channels.done, id]);
    });
  }

  async function runJob(opened: OpenBoss, job: PgBoss.Job<unknown>, controller: AbortController) {
    const data = jobDataSchema.safeParse(job.data);
    let output: AnalysisJobOutput;
    if (!data.success) {
      output = failureOutput(new AnalysisFailure('unexpected', m.unexpected));
    } else {
      const { image, higherTimeframe, ...request } = data.data;
      try {
        const result = await provider.analyze(Buffer.from(image, 'base64'), {
          ...request,
          ...(higherTimeframe ? { higherTimeframe: Buffer.from(higherTimeframe, 'base64') } : {}),
          annotate: true,
          signal: controller.signal,
        });
        output = toJobOutput(result);
      } catch (error) {
        const failure = toAnalysisFailure(error);
        if (failure.kind === 'unexpected' && failure.message !== m.cancelled)
          logger.error({ err: error, job: job.id }, 'analysis job failed');
        output = failureOutput(failure);
      }
    }
    // Released at shutdown: another worker owns it now.
    if (released.has(job.id)) return;
    await answer(opened.boss, opened.pool, job.id, output);
    if (output.ok) processed += 1;
    else failed += 1;
  }

  function launch(opened: OpenBoss, job: PgBoss.Job<unknown>) {
    const controller = new AbortController();
    const task = runJob(opened, job, controller)
      .catch((error: unknown) => logger.error({ err: error, job: job.id }, 'analysis job: answering failed'))
      .finally(() => {
        inFlight.delete(job.id);
        released.delete(job.id);
        wake();
      });
    inFlight.set(job.id, { controller, task });
  }

  async function loop(opened: OpenBoss) {
    while (running) {
      wakeRequested = false;
      const free = options.concurrency - inFlight.size;
      if (free > 0) {
        let jobs: PgBoss.Job<unknown>[] = [];
        try {
          jobs = await opened.boss.fetch<unknown>(analysisQueue, { batchSize: free });
        } catch (error) {
          logger.warn({ err: error }, 'analysis queue: fetch failed');
        }
        if (!running) {
          // Stopped while fetching: hand these straight back.
          if (jobs.length)
            await release(
              opened,
              jobs.map((job) => job.id),
            );
          break;
        }
        for (const job of jobs) launch(opened, job);
        if (jobs.length === free) continue; // there may be more waiting
      }
      await sleep(pollMs);
    }
  }

  async function release(opened: OpenBoss, ids: string[]) {
    for (const id of ids) {
      released.add(id);
      inFlight.get(id)?.controller.abort();
    }
    // Failed and retried in one transaction: waiting API processes never see the 'failed' in
    // between, and the job is back in the queue ('retry') for another worker.
    await inTransaction(opened.pool, async (db, client) => {
      await opened.boss.fail(analysisQueue, ids, { db });
      await opened.boss.retry(analysisQueue, ids, { db });
      await client.query('select pg_notify($1, $2)', [channels.queued, '']);
    });
    logger.warn({ jobs: ids.length }, 'analysis worker: released unfinished jobs back to the queue');
  }

  return {
    async start() {
      if (running) return;
      const opened = await openBoss({ url: options.url, timeoutMs: options.timeoutMs, logger });
      queue = opened;
      listener = await listenOnPostgres(options.url, [channels.queued, channels.cancel], {
        onNotify: (payload, channel) => {
          if (channel === channels.cancel) inFlight.get(payload)?.controller.abort();
          else wake();
        },
        // Notifications sent while the connection was down are lost: look at the queue again.
        onReset: wake,
        onConnectionError: (error) =>
          logger.warn({ err: error }, 'analysis worker: notification connection lost'),
      });
      running = true;
      loopDone = loop(opened);
      logger.info({ concurrency: options.concurrency, provider: provider.name }, 'analysis worker started');
    },
    async stop(stopOptions = {}) {
      if (!queue) return;
      const opened = queue;
      running = false;
      wake();
      await loopDone;
      const graceMs = stopOptions.graceMs ?? 10_000;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all([...inFlight.values()].map((job) => job.task)),
        new Promise((resolve) => (timer = setTimeout(resolve, graceMs))),
      ]);
      clearTimeout(timer);
      const unfinished = [...inFlight.keys()];
      if (unfinished.length) {
        await release(opened, unfinished).catch((error: unknown) =>
          logger.error({ err: error }, 'analysis worker: releasing jobs failed; they expire instead'),
        );
      }
      await listener?.close();
      await opened.close();
      queue = null;
      listener = null;
      logger.info({ processed, failed }, 'analysis worker stopped');
    },
    stats: () => ({ processed, failed, active: inFlight.size }),
  };
}
