import { createHash } from 'node:crypto';
import { and, desc, eq, gte, ne } from 'drizzle-orm';
import {
  chartAnalysisSchema,
  isOptionSector,
  type ChartAnalysis,
  type Sector,
} from '../../../shared/analysis';
import { verificationMessages as m } from '../../../shared/messages/verification';
import type { VerificationResponse } from '../../../shared/verification';
import { callsOf, printSeriesOf, verifyCall } from '../../analysis/engine';
import { analysisHistory } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Database } from '../../lib/database';
import { hitRateLimit } from '../../lib/rate-limit';
import { AnalysisFailure, type AnalysisProvider } from '../analysis';
import { getUserSettings } from '../settings';
import {
  byCallOrder,
  callsOfAnalysis,
  recordOutcomes,
  storedCalls,
  toVerifiedCall,
  type Verified,
} from './record-outcomes';

export interface VerificationDeps {
  db: Database;
  /** reads the later print as an analysis is read (its candles are what the check compares) */
  provider: AnalysisProvider;
}

/** "Conferir resultado" costs no credit, so it is limited: this many checks per user per hour. */
export const VERIFY_RATE = { max: 30, windowSeconds: 3600 };

/** A later analysis checks this user's analyses of the last this-many hours… */
export const AUTO_LOOKBACK_HOURS = 24;
/** …at most this many of them, newest first. */
export const AUTO_LOOKBACK_ANALYSES = 10;

async function ownAnalysis(db: Database, userId: string, analysisId: string) {
  const [row] = await db
    .select()
    .from(analysisHistory)
    .where(and(eq(analysisHistory.id, analysisId), eq(analysisHistory.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', m.notFound);
  const result = row.status === 'done' ? chartAnalysisSchema.safeParse(row.result) : null;
  if (!result?.success) throw new AppError('UNPROCESSABLE', m.notDone);
  return { row, result: result.data };
}

export async function getVerification(
  db: Database,
  x: { userId: string; analysisId: string },
): Promise<VerificationResponse> {
  await ownAnalysis(db, x.userId, x.analysisId);
  const rows = await callsOfAnalysis(db, x.userId, x.analysisId);
  return { analysisId: x.analysisId, calls: rows.sort(byCallOrder).map(toVerifiedCall) };
}

/**
 * The trader's later print, checked against every call the analysis made. Refused (nothing
 * written) when it is not the same chart; the same print again changes nothing.
 */
export async function verifyUpload(
  deps: VerificationDeps,
  x: {
    userId: string;
    analysisId: string;
    /** reads the upload: only once the analysis is known to be the user's and checkable */
    image: () => Promise<Buffer>;
  },
): Promise<VerificationResponse> {
  const { row, result } = await ownAnalysis(deps.db, x.userId, x.analysisId);
  const committed = callsOf(result);
  if (!committed.length) throw new AppError('UNPROCESSABLE', m.nothingToVerify);
  if (!(await hitRateLimit(deps.db, `verify:${x.userId}`, VERIFY_RATE)))
    throw new AppError('RATE_LIMITED', m.rateLimited, undefined, VERIFY_RATE.windowSeconds);
  const image = await x.image();
  const existing = await callsOfAnalysis(deps.db, x.userId, x.analysisId);
  const settled = (key: string) => existing.some((r) => r.callKey === key && r.outcome !== 'pending');
  if (committed.every((c) => settled(c.key)))
    return { analysisId: x.analysisId, calls: existing.sort(byCallOrder).map(toVerifiedCall) };
  const later = await readLaterPrint(deps.provider, image, row.sector as Sector);
  const before = printSeriesOf(result);
  const after = printSeriesOf(later);
  if (!before || !after) throw new AppError('UNPROCESSABLE', m.unreadable);
  const verified: Verified[] = committed
    .filter((c) => !settled(c.key))
    .map((c) => ({ committed: c, outcome: verifyCall(before, after, c.call) }));
  const refused = verified.find((v) => !v.outcome.sameChart);
  if (refused) throw new AppError('UNPROCESSABLE', refused.outcome.reason);
  await recordOutcomes(deps.db, {
    analysisId: x.analysisId,
    userId: x.userId,
    sector: row.sector,
    result,
    broker: await brokerOf(deps.db, x.userId, row.sector as Sector),
    verified,
    source: 'upload',
    evidence: createHash('sha256').update(image).digest('hex'),
  });
  return getVerification(deps.db, x);
}

async function readLaterPrint(
  provider: AnalysisProvider,
  image: Buffer,
  sector: Sector,
): Promise<ChartAnalysis> {
  try {
    const output = await provider.analyze(image, {
      sector,
      annotate: false,
      signal: new AbortController().signal,
    });
    return output.result;
  } catch (error) {
    if (error instanceof AnalysisFailure) {
      if (error.kind === 'unreadable') throw new AppError('UNPROCESSABLE', error.message);
      if (error.kind === 'busy') throw new AppError('BUSY', error.message);
      if (error.kind === 'timeout') throw new AppError('TIMEOUT', error.message);
    }
    throw new AppError('UNPROCESSABLE', m.unreadable);
  }
}

/** The binary broker the trader trades at (their setting), for the scoreboard's broker figure. */
async function brokerOf(db: Database, userId: string, sector: Sector): Promise<string | null> {
  if (!isOptionSector(sector)) return null;
  return (await getUserSettings(db, userId)).broker;
}

/**
 * After an analysis, its print may show how the same user's earlier calls on that chart ended:
 * each earlier analysis of the same sector from the last hours is checked against it, and only
 * final outcomes are written (a pending check is left for a later print). Best effort: it never
 * fails the analysis that triggered it.
 */
export async function verifyFromLaterAnalysis(
  db: Database,
  x: { userId: string; analysisId: string; sector: string; result: ChartAnalysis },
): Promise<number> {
  const after = printSeriesOf(x.result);
  if (!after) return 0;
  const since = new Date(Date.now() - AUTO_LOOKBACK_HOURS * 3600_000);
  const earlier = await db
    .select({ id: analysisHistory.id, result: analysisHistory.result, createdAt: analysisHistory.createdAt })
    .from(analysisHistory)
    .where(
      and(
        eq(analysisHistory.userId, x.userId),
        eq(analysisHistory.status, 'done'),
        eq(analysisHistory.sector, x.sector),
        ne(analysisHistory.id, x.analysisId),
        gte(analysisHistory.createdAt, since),
      ),
    )
    .orderBy(desc(analysisHistory.createdAt))
    .limit(AUTO_LOOKBACK_ANALYSES);
  const stored = await storedCalls(
    db,
    earlier.map((e) => e.id),
  );
  let written = 0;
  for (const e of earlier) {
    const parsed = chartAnalysisSchema.safeParse(e.result);
    if (!parsed.success) continue;
    const before = printSeriesOf(parsed.data);
    if (!before) continue;
    const open = callsOf(parsed.data).filter(
      (c) => !stored.some((s) => s.analysisId === e.id && s.callKey === c.key && s.outcome !== 'pending'),
    );
    if (!open.length) continue;
    const verified = open
      .map((c) => ({ committed: c, outcome: verifyCall(before, after, c.call) }))
      .filter((v) => v.outcome.sameChart && (isFinal(v.outcome.outcome) || v.outcome.fired === false));
    if (!verified.length) continue;
    await recordOutcomes(db, {
      analysisId: e.id,
      userId: x.userId,
      sector: x.sector,
      result: parsed.data,
      broker: await brokerOf(db, x.userId, x.sector as Sector),
      verified,
      source: 'auto',
      evidence: x.analysisId,
    });
    written += verified.length;
  }
  return written;
}

function isFinal(outcome: string): boolean {
  return outcome === 'win' || outcome === 'loss' || outcome === 'draw';
}
