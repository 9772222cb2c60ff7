import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ChartAnalysis } from '../../../shared/analysis';
import type { VerifiedCall } from '../../../shared/verification';
import type { CommittedCall, VerifyOutcome } from '../../analysis/engine';
import { verifiedCalls, type VerifiedCallRow } from '../../db/schema';
import type { Executor } from '../../lib/database';

/** One analysis' calls with what a later print showed of each. */
export type Verified = { committed: CommittedCall; outcome: VerifyOutcome };

/**
 * Writes the outcomes of one analysis' calls: a new row per call, or a pending row settled.
 * A final row never changes (`where outcome = 'pending'`), and the unique (analysis, call) key
 * makes a second or parallel write of the same print a no-op, so nothing is counted twice.
 */
export async function recordOutcomes(
  db: Executor,
  x: {
    analysisId: string;
    userId: string;
    sector: string;
    result: ChartAnalysis;
    broker: string | null;
    verified: Verified[];
    source: 'upload' | 'auto';
    evidence: string;
  },
): Promise<void> {
  if (!x.verified.length) return;
  const now = new Date();
  const rows = x.verified.map(({ committed, outcome }) => {
    const trigger =
      committed.key === 'sinal' ? null : x.result.plano?.gatilhos[Number(committed.key.slice(8))];
    const final = outcome.outcome !== 'pending';
    return {
      analysisId: x.analysisId,
      userId: x.userId,
      callKey: committed.key,
      direction: committed.call.direction,
      outcome: outcome.outcome,
      fired: outcome.fired,
      shift: outcome.shift,
      reason: outcome.reason,
      source: x.source,
      evidence: x.evidence,
      sector: x.sector,
      timeframe: x.result.timeframe || null,
      rule: trigger ? `gatilho:${trigger.regra}` : (x.result.avaliacao?.regra ?? null),
      broker: x.broker,
      probability: trigger ? null : x.result.probabilidade,
      payout: x.result.plano?.payout ?? null,
      settledAt: final ? now : null,
    };
  });
  await db
    .insert(verifiedCalls)
    .values(rows)
    .onConflictDoUpdate({
      target: [verifiedCalls.analysisId, verifiedCalls.callKey],
      set: {
        outcome: sql`excluded.outcome`,
        fired: sql`excluded.fired`,
        shift: sql`excluded.shift`,
        reason: sql`excluded.reason`,
        source: sql`excluded.source`,
        evidence: sql`excluded.evidence`,
        settledAt: sql`excluded.settled_at`,
      },
      setWhere: eq(verifiedCalls.outcome, 'pending'),
    });
}

export async function storedCalls(db: Executor, analysisIds: string[]): Promise<VerifiedCallRow[]> {
  if (!analysisIds.length) return [];
  return db.select().from(verifiedCalls).where(inArray(verifiedCalls.analysisId, analysisIds));
}

export async function callsOfAnalysis(db: Executor, userId: string, analysisId: string) {
  return db
    .select()
    .from(verifiedCalls)
    .where(and(eq(verifiedCalls.analysisId, analysisId), eq(verifiedCalls.userId, userId)));
}

export function toVerifiedCall(row: VerifiedCallRow): VerifiedCall {
  return {
    key: row.callKey,
    direction: row.direction,
    outcome: row.outcome,
    fired: row.fired,
    shift: row.shift,
    reason: row.reason,
    source: row.source,
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

/** Calls in the analysis' own order: the signal, then its triggers. */
export function byCallOrder(a: { callKey: string }, b: { callKey: string }): number {
  const rank = (k: string) => (k === 'sinal' ? -1 : Number(k.slice(8)));
  return rank(a.callKey) - rank(b.callKey);
}
