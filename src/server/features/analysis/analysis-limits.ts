import { and, eq, gt, sql } from 'drizzle-orm';
import { analysisMessages as m } from '../../../shared/messages/analysis';
import { CHART_READ_MESSAGES } from '../../analysis/engine';
import { analysisHistory } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Database, Transaction } from '../../lib/database';
import type { UserRow } from '../../db/schema';
import { isLicenceActive } from '../credits';

/**
 * What one user may ask of the engine, counted in the database so every API process sees the
 * same numbers. Checked inside the transaction that opens (and charges) the analysis, after the
 * user's row is locked, so two requests at once cannot both slip under a limit.
 */
export interface AnalysisLimits {
  /** analyses running at once: enough for a trader's two charts, not for a loop */
  inFlight: number;
  /** analyses started in one minute */
  perMinute: number;
  /** uploads refused (unreadable, too costly: refunded) in one hour before further ones wait */
  refusedPerHour: number;
}

/** ANALYSIS_USER_IN_FLIGHT, ANALYSIS_USER_PER_MINUTE, ANALYSIS_USER_REFUSED_PER_HOUR. */
export const defaultAnalysisLimits: AnalysisLimits = { inFlight: 2, perMinute: 10, refusedPerHour: 20 };

export async function assertWithinAnalysisLimits(
  tx: Transaction,
  userId: string,
  now: Date,
  analysisLimits: AnalysisLimits = defaultAnalysisLimits,
): Promise<void> {
  const minuteAgo = new Date(now.getTime() - 60_000);
  const hourAgo = new Date(now.getTime() - 60 * 60_000);
  const mine = eq(analysisHistory.userId, userId);
  const [row] = await tx
    .select({
      running: sql<number>`count(*) filter (where ${analysisHistory.status} = 'running')`.mapWith(Number),
      lastMinute:
        sql<number>`count(*) filter (where ${analysisHistory.createdAt} > ${minuteAgo.toISOString()})`.mapWith(
          Number,
        ),
      // Refused uploads only: a timeout, a busy engine or our own error is not the user's doing.
      refused:
        sql<number>`count(*) filter (where ${analysisHistory.status} = 'failed' and ${analysisHistory.errorMessage} not in (${m.timeout}, ${m.unexpected}, ${m.generic}, ${CHART_READ_MESSAGES.BUSY}))`.mapWith(
          Number,
        ),
    })
    .from(analysisHistory)
    .where(and(mine, gt(analysisHistory.createdAt, hourAgo)));
  const counts = row ?? { running: 0, lastMinute: 0, refused: 0 };
  if (counts.running >= analysisLimits.inFlight) {
    throw new AppError('RATE_LIMITED', m.tooManyInFlight(analysisLimits.inFlight), undefined, 5);
  }
  if (counts.lastMinute >= analysisLimits.perMinute) {
    throw new AppError('RATE_LIMITED', m.tooManyPerMinute, undefined, 60);
  }
  if (counts.refused >= analysisLimits.refusedPerHour) {
    throw new AppError('RATE_LIMITED', m.tooManyRefused, undefined, 15 * 60);
  }
}

/**
 * The same refusals, and a balance of zero, told before the upload is read: a script looping a
 * 10 MB picture must not make the server parse it only to answer 402 or 429. (The charging
 * transaction checks again; this read takes no lock.)
 */
export async function assertMayStartAnalysis(
  db: Database,
  account: UserRow,
  limits: AnalysisLimits = defaultAnalysisLimits,
): Promise<void> {
  if (!isLicenceActive(account, new Date()) && account.credits < 1) {
    throw new AppError('INSUFFICIENT_CREDITS', m.insufficientCredits);
  }
  await db.transaction((tx) => assertWithinAnalysisLimits(tx, account.id, new Date(), limits));
}
