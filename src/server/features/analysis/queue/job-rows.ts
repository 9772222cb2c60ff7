import type PgBoss from 'pg-boss';
import type pg from 'pg';
import { analysisQueue } from './analysis-jobs';
import { bossSchema } from './open-boss';

// pg-boss has no call that returns a job's state without its data (here: the whole image) or that
// reads and deletes in one step, so these few statements use its documented job table directly.

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
export const finishedStates: readonly JobState[] = ['completed', 'cancelled', 'failed'];

/** The states of some jobs; a job missing from the answer no longer exists. */
export async function readJobStates(pool: pg.Pool, ids: string[]): Promise<Map<string, JobState>> {
  const { rows } = await pool.query<{ id: string; state: JobState }>(
    `select id, state from ${bossSchema}.job where name = $1 and id = any($2::uuid[])`,
    [analysisQueue, ids],
  );
  return new Map(rows.map((row) => [row.id, row.state]));
}

/** Analyses waiting for a worker and being run, for 'Status do Sistema'. */
export async function countOpenJobs(pool: pg.Pool): Promise<{ waiting: number; active: number }> {
  const { rows } = await pool.query<{ state: JobState; count: string }>(
    `select state, count(*) as count from ${bossSchema}.job
     where name = $1 and state in ('created', 'retry', 'active') group by state`,
    [analysisQueue],
  );
  const count = (state: JobState) => Number(rows.find((row) => row.state === state)?.count ?? 0);
  return { waiting: count('created') + count('retry'), active: count('active') };
}

/** Reads a finished job's output and deletes the job (image included) in one statement. */
export async function takeFinishedJob(
  pool: pg.Pool,
  id: string,
): Promise<{ state: JobState; output: unknown } | null> {
  const { rows } = await pool.query<{ state: JobState; output: unknown }>(
    `delete from ${bossSchema}.job where name = $1 and id = $2 and state = any($3::${bossSchema}.job_state[])
     returning state, output`,
    [analysisQueue, id, finishedStates],
  );
  return rows[0] ?? null;
}

/** Runs pg-boss calls and our own statements in one transaction on one pooled connection. */
export async function inTransaction<T>(
  pool: pg.Pool,
  work: (db: PgBoss.Db, client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work({ executeSql: (text, values) => client.query(text, values) }, client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
