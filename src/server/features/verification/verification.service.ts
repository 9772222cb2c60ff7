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
import {
  callsOf,
  type CheckEarlierInput,
  type EarlierChecked,
  type VerifyThread,
} from '../../analysis/engine';
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
  /** compares the prints off the event loop */
  checks: VerifyThread;
}

/** What the check after every analysis needs. */
export type AutoVerificationDeps = Pick<VerificationDeps, 'db' | 'checks'>;

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
  const settledKeys = committed.filter((c) => settled(c.key)).map((c) => c.key);
  const checked = await runChecks(deps.checks, {
    later,
    earlier: [{ id: x.analysisId, result: row.result, settled: settledKeys }],
  });
  const own = checked?.[0];
  if (!own?.readable) throw new AppError('UNPROCESSABLE', m.unreadable);
  const verified: Verified[] = own.verified;
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
  deps: AutoVerificationDeps,
  x: { userId: string; analysisId: string; sector: string; result: ChartAnalysis },
): Promise<number> {
  if (!x.result.extraction?.candles.length) return 0;
  const since = new Date(Date.now() - AUTO_LOOKBACK_HOURS * 3600_000);
  const earlier = await deps.db
    .select({ id: analysisHistory.id, result: analysisHistory.result })
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
  if (!earlier.length) return 0;
  const stored = await storedCalls(
    deps.db,
    earlier.map((e) => e.id),
  );
  const settledOf = (id: string) =>
    stored.filter((s) => s.analysisId === id && s.outcome !== 'pending').map((s) => s.callKey);
  const checked = await runChecks(deps.checks, {
    later: x.result,
    earlier: earlier.map((e) => ({ id: e.id, result: e.result, settled: settledOf(e.id) })),
  });
  let written = 0;
  // the user's broker, for the scoreboard: read once, and only when an outcome is written
  let broker: Promise<string | null> | undefined;
  for (const e of checked ?? []) {
    const verified = e.verified.filter(
      (v) => v.outcome.sameChart && (isFinal(v.outcome.outcome) || v.outcome.fired === false),
    );
    if (!verified.length) continue;
    // parsed again here only for the few analyses that have something to write
    const parsed = chartAnalysisSchema.safeParse(earlier.find((r) => r.id === e.id)?.result);
    if (!parsed.success) continue;
    await recordOutcomes(deps.db, {
      analysisId: e.id,
      userId: x.userId,
      sector: x.sector,
      result: parsed.data,
      broker: await (broker ??= brokerOf(deps.db, x.userId, x.sector as Sector)),
      verified,
      source: 'auto',
      evidence: x.analysisId,
    });
    written += verified.length;
  }
  return written;
}

/** The prints compared in the verification thread; null when the later one holds no candles. */
async function runChecks(checks: VerifyThread, input: CheckEarlierInput): Promise<EarlierChecked[] | null> {
  const output = await checks.check(input);
  return output.laterReadable ? output.checked : null;
}

function isFinal(outcome: string): boolean {
  return outcome === 'win' || outcome === 'loss' || outcome === 'draw';
}
