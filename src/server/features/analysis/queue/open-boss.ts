import PgBoss from 'pg-boss';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { analysisQueue } from './analysis-jobs';

/** pg-boss's schema (its default); its tables are read directly in a few places, see job-rows.ts. */
export const bossSchema = 'pgboss';

export interface OpenBoss {
  boss: PgBoss;
  /** The pool pg-boss runs on; also used for the transactions that complete a job and notify. */
  pool: pg.Pool;
  close(): Promise<void>;
}

/**
 * pg-boss on a pool of our own, with the analysis queue created. Images travel in job data, so
 * nothing is kept long: the API deletes a job as soon as it has read its result, and whatever
 * is left behind by a process that died (completed, failed or never picked up) is archived and
 * then dropped by pg-boss's maintenance within a few minutes.
 */
export async function openBoss(options: {
  url: string;
  timeoutMs: number;
  logger: FastifyBaseLogger;
  poolSize?: number;
}): Promise<OpenBoss> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 4,
    application_name: 'vtx-analysis-queue',
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => options.logger.warn({ err: error }, 'analysis queue: idle connection lost'));
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: bossSchema,
    // No cron jobs: only the analysis queue and pg-boss's maintenance (which every process may run;
    // pg-boss lets one of them do it per interval).
    schedule: false,
    maintenanceIntervalSeconds: 60,
    archiveCompletedAfterSeconds: 60,
    archiveFailedAfterSeconds: 60,
    deleteAfterSeconds: 60,
  });
  boss.on('error', (error) => options.logger.error({ err: error }, 'analysis queue error'));
  try {
    await boss.start();
    const queueOptions = {
      name: analysisQueue,
      // No automatic retries: an analysis that failed is refunded, and one that expired has
      // outlived the request waiting for it. (A worker that shuts down puts its jobs back itself.)
      retryLimit: 0,
      // A worker that died mid-job leaves it 'active'; past this pg-boss fails it.
      expireInSeconds: Math.ceil(options.timeoutMs / 1000) + 5,
      // Never picked up (no worker running) and nobody waiting any more: archived after this.
      retentionMinutes: Math.max(1, Math.ceil(options.timeoutMs / 60_000) + 1),
    };
    // Every process creates it (a no-op when it exists) and brings its options up to date.
    await boss.createQueue(analysisQueue, queueOptions);
    await boss.updateQueue(analysisQueue, queueOptions);
  } catch (error) {
    await boss.stop({ graceful: false }).catch(() => {});
    await pool.end().catch(() => {});
    throw error;
  }
  return {
    boss,
    pool,
    async close() {
      await boss.stop({ graceful: false, wait: true }).catch(() => {});
      await pool.end();
    },
  };
}
