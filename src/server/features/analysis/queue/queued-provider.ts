import type { FastifyBaseLogger } from 'fastify';
import { analysisMessages as m } from '../../../../shared/messages/analysis';
import type { AnalyzeOutput } from '../../../analysis/engine';
import { AnalysisFailure, type AnalysisProvider } from '../providers/analysis-provider';
import { analysisQueue, channels, fromJobOutput, jobOutputSchema, toJobData } from './analysis-jobs';
import { countOpenJobs, readJobStates, takeFinishedJob, type JobState } from './job-rows';
import { openBoss, type OpenBoss } from './open-boss';
import { listenOnPostgres, type NotificationSubscription } from '../../../lib/db-notifications';

export interface QueuedProviderOptions {
  url: string;
  /** What the workers run; recorded with each analysis as if it ran here. */
  name: AnalysisProvider['name'];
  model: string;
  /** Same as ANALYSIS_TIMEOUT_MS: past it the job is withdrawn (runAnalysis refunds the credit). */
  timeoutMs: number;
  logger: FastifyBaseLogger;
  /** Fallback check of waiting jobs, for a NOTIFY lost while the listening connection was down. */
  pollMs?: number;
}

type Outcome = AnalyzeOutput | AnalysisFailure;
type Waiter = { settle: (outcome: Outcome) => void; collecting: boolean };

/** What a finished job means for the request waiting on it. */
function toOutcome(state: JobState, output: unknown): Outcome {
  const parsed = jobOutputSchema.safeParse(output);
  if (state === 'completed' && parsed.success) {
    return parsed.data.ok
      ? fromJobOutput(parsed.data)
      : new AnalysisFailure(parsed.data.kind, parsed.data.message);
  }
  if (state === 'cancelled') return new AnalysisFailure('unexpected', m.cancelled);
  // pg-boss failed it: the job expired in a worker that died or hung, or was released twice.
  const message = JSON.stringify(output ?? '');
  if (state === 'failed' && message.includes('timeout')) return new AnalysisFailure('timeout', m.timeout);
  return new AnalysisFailure('unexpected', m.unexpected);
}

/**
 * The API side of ANALYSIS_QUEUE=pg-boss: an AnalysisProvider that sends each analysis to the
 * PostgreSQL job queue and waits for a worker process's answer, so charging, refunds, timeout and
 * cancel stay in runAnalysis exactly as with the engine in-process. Workers announce finished
 * jobs with NOTIFY; a slower poll catches any notification that was lost.
 */
export function createQueuedProvider(options: QueuedProviderOptions): AnalysisProvider {
  const { logger } = options;
  const pollMs = options.pollMs ?? 2_000;
  const waiters = new Map<string, Waiter>();
  // 'done' notifications reach every API process; one may also beat its own waiter's registration.
  const unclaimed = new Set<string>();
  let connection: Promise<OpenBoss & { listener: NotificationSubscription }> | null = null;
  let poller: NodeJS.Timeout | null = null;
  let closed = false;

  function connect() {
    connection ??= (async () => {
      const queue = await openBoss({ url: options.url, timeoutMs: options.timeoutMs, logger });
      const listener = await listenOnPostgres(options.url, channels.done, {
        onNotify: (id) => {
          if (waiters.has(id)) void collect(id);
          else remember(id);
        },
        // Notifications sent while the connection was down are lost: look for what was missed.
        onReset: () => void poll(),
        onConnectionError: (error) =>
          logger.warn({ err: error }, 'analysis queue: notification connection lost'),
      });
      return { ...queue, listener };
    })().catch((error: unknown) => {
      connection = null; // the next analysis tries again
      throw error;
    });
    return connection;
  }

  function remember(id: string) {
    unclaimed.add(id);
    if (unclaimed.size > 1_000) unclaimed.delete(unclaimed.values().next().value as string);
  }

  /** Reads the job if it has finished and hands its outcome to the waiting request. */
  async function collect(id: string): Promise<void> {
    const waiter = waiters.get(id);
    if (!waiter || waiter.collecting || !connection) return;
    waiter.collecting = true;
    try {
      const { pool } = await connection;
      const finished = await takeFinishedJob(pool, id);
      if (finished) waiter.settle(toOutcome(finished.state, finished.output));
    } catch (error) {
      logger.warn({ err: error, job: id }, 'analysis queue: reading a result failed; the poll retries');
    } finally {
      waiter.collecting = false;
    }
  }

  async function poll(): Promise<void> {
    if (waiters.size === 0 || !connection) return;
    try {
      const { pool } = await connection;
      const ids = [...waiters.keys()];
      const states = await readJobStates(pool, ids);
      for (const id of ids) {
        const waiter = waiters.get(id);
        if (!waiter) continue; // settled meanwhile
        const state = states.get(id);
        if (state === 'completed' || state === 'failed' || state === 'cancelled') void collect(id);
        // Gone without us reading it (deleted by hand, or archived by maintenance): nothing will come.
        else if (state === undefined && !waiter.collecting)
          waiter.settle(new AnalysisFailure('unexpected', m.unexpected));
      }
    } catch (error) {
      logger.warn({ err: error }, 'analysis queue: poll failed');
    }
  }

  function startPolling() {
    if (poller) return;
    poller = setInterval(() => {
      if (waiters.size === 0 && poller) {
        clearInterval(poller);
        poller = null;
        return;
      }
      void poll();
    }, pollMs);
    poller.unref();
  }

  /** Takes a job back: tells its worker to stop and deletes it (and the image it carries). */
  async function withdraw(id: string): Promise<void> {
    try {
      const { boss, pool } = await connect();
      await pool.query('select pg_notify($1, $2)', [channels.cancel, id]);
      await boss.deleteJob(analysisQueue, id);
    } catch (error) {
      logger.warn({ err: error, job: id }, 'analysis queue: withdrawing a job failed; maintenance drops it');
    }
  }

  function waitForResult(id: string, signal: AbortSignal): Promise<AnalyzeOutput> {
    return new Promise<AnalyzeOutput>((resolve, reject) => {
      const done = (outcome: Outcome) => {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        waiters.delete(id);
        if (outcome instanceof AnalysisFailure) reject(outcome);
        else resolve(outcome);
      };
      // runAnalysis times out at the same moment and refunds; this only stops waiting and cleans up.
      const timer = setTimeout(() => {
        done(new AnalysisFailure('timeout', m.timeout));
        void withdraw(id);
      }, options.timeoutMs);
      const onAbort = () => {
        done(new AnalysisFailure('unexpected', m.cancelled));
        void withdraw(id);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      waiters.set(id, { settle: done, collecting: false });
      startPolling();
      if (unclaimed.delete(id)) void collect(id);
    });
  }

  return {
    name: options.name,
    model: options.model,
    async analyze(image, request) {
      if (request.signal.aborted || closed) throw new AnalysisFailure('unexpected', m.cancelled);
      let id: string | null;
      try {
        const { boss, pool } = await connect();
        id = await boss.send(analysisQueue, toJobData(image, request));
        // Idle workers fetch now rather than at their next poll.
        await pool.query('select pg_notify($1, $2)', [channels.queued, id ?? '']);
      } catch (error) {
        logger.error({ err: error }, 'analysis queue: cannot send the job');
        throw new AnalysisFailure('unexpected', m.unexpected);
      }
      if (!id) throw new AnalysisFailure('unexpected', m.unexpected);
      if (request.signal.aborted) {
        await withdraw(id);
        throw new AnalysisFailure('unexpected', m.cancelled);
      }
      return waitForResult(id, request.signal);
    },
    async warm() {
      await connect();
    },
    async queueDepth() {
      const { pool } = await connect();
      return countOpenJobs(pool);
    },
    async close() {
      closed = true;
      if (poller) clearInterval(poller);
      poller = null;
      for (const waiter of [...waiters.values()])
        waiter.settle(new AnalysisFailure('unexpected', m.unexpected));
      const current = connection;
      connection = null;
      if (!current) return;
      const opened = await current.catch(() => null);
      await opened?.listener.close();
      await opened?.close();
    },
  };
}
