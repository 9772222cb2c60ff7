import { eq, sql } from 'drizzle-orm';
import { analysisMessages as m } from '../../../shared/messages/analysis';
import { analysisHistory, user } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Database } from '../../lib/database';
import { assertWithinAnalysisLimits, type AnalysisLimits } from './analysis-limits';
import { debitAnalysis, InsufficientCreditsError, isLicenceActive, refundAnalysis } from '../credits';

export interface ChargeInput {
  userId: string;
  sector: string;
  specification: string;
  provider: string;
  /** per-user limits (analysis-limits.ts); the defaults when absent */
  limits?: AnalysisLimits;
  now?: Date;
}

/**
 * Opens an analysis and pays for it in one transaction: the history row, analysis_count + 1 and,
 * unless an annual or lifetime licence is running, one credit debited with its 'usage' ledger row.
 * The debit is a conditional UPDATE, so 200 concurrent requests on 50 credits charge exactly 50.
 */
export async function openChargedAnalysis(
  db: Database,
  input: ChargeInput,
): Promise<{ analysisId: string; charged: boolean; balance: number }> {
  const now = input.now ?? new Date();
  try {
    return await db.transaction(async (tx) => {
      const [account] = await tx
        .update(user)
        .set({ analysisCount: sql`${user.analysisCount} + 1`, updatedAt: now })
        .where(eq(user.id, input.userId))
        .returning();
      if (!account) throw new AppError('UNAUTHENTICATED', m.notAuthenticated);
      // (the UPDATE above holds the user's row: requests at once are counted one after the other)
      await assertWithinAnalysisLimits(tx, input.userId, now, input.limits);
      const charged = !isLicenceActive(account, now);
      const [row] = await tx
        .insert(analysisHistory)
        .values({
          userId: input.userId,
          sector: input.sector,
          specification: input.specification,
          provider: input.provider,
          charged,
          createdAt: now,
        })
        .returning({ id: analysisHistory.id });
      let balance = account.credits;
      if (charged) {
        ({ balance } = await debitAnalysis(tx, { userId: input.userId, analysisId: row!.id }));
      }
      return { analysisId: row!.id, charged, balance };
    });
  } catch (error) {
    if (error instanceof InsufficientCreditsError)
      throw new AppError('INSUFFICIENT_CREDITS', m.insufficientCredits);
    throw error;
  }
}

/**
 * Closes an analysis that did not produce a result: gives the credit back ('refund' row, keyed to
 * the analysis so it can only happen once) and takes it out of analysis_count.
 */
export async function closeFailedAnalysis(
  db: Database,
  options: { analysisId: string; status: 'failed' | 'cancelled'; errorMessage: string; durationMs: number },
): Promise<{ balance: number | null }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(analysisHistory)
      .set({
        status: options.status,
        errorMessage: options.errorMessage,
        durationMs: options.durationMs,
        finishedAt: new Date(),
      })
      .where(sql`${analysisHistory.id} = ${options.analysisId} and ${analysisHistory.status} = 'running'`)
      .returning();
    if (!row) return { balance: null };
    await tx
      .update(user)
      .set({ analysisCount: sql`greatest(${user.analysisCount} - 1, 0)` })
      .where(eq(user.id, row.userId));
    if (!row.charged) return { balance: null };
    const { balance } = await refundAnalysis(tx, {
      userId: row.userId,
      analysisId: row.id,
      reason: options.status,
    });
    return { balance };
  });
}
