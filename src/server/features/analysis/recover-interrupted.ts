import { and, eq, lt } from 'drizzle-orm';
import { analysisMessages as m } from '../../../shared/messages/analysis';
import { analysisHistory } from '../../db/schema';
import type { Database } from '../../lib/database';
import { closeFailedAnalysis } from './charge-analysis';

/**
 * Analyses left 'running' by a process that died (crash, SIGKILL, deploy) were paid but will never
 * finish: close them as failed and give the credit back. Rows younger than `startedBefore` may
 * still be running in another process, so they are left alone.
 */
export async function recoverInterruptedAnalyses(db: Database, startedBefore: Date): Promise<number> {
  const stuck = await db
    .select({ id: analysisHistory.id, createdAt: analysisHistory.createdAt })
    .from(analysisHistory)
    .where(and(eq(analysisHistory.status, 'running'), lt(analysisHistory.createdAt, startedBefore)))
    .limit(500);
  for (const row of stuck) {
    await closeFailedAnalysis(db, {
      analysisId: row.id,
      status: 'failed',
      errorMessage: m.failed('o servidor foi reiniciado durante a análise'),
      durationMs: Math.max(0, Date.now() - row.createdAt.getTime()),
    });
  }
  return stuck.length;
}
