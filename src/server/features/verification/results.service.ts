import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { sectorLabels } from '../../../shared/messages/analysis-screens';
import { BROKERS, REFERENCE_STAKE, type Broker } from '../../../shared/plan';
import type { AdminResults, MyResults, PublicResults } from '../../../shared/verification';
import { isOptionSector, planSchema, type Sector } from '../../../shared/analysis';
import { analysisHistory, verifiedCalls } from '../../db/schema';
import type { Database } from '../../lib/database';
import { getUserSettings } from '../settings';
import { toVerifiedCall } from './record-outcomes';
import {
  calibration,
  groupBy,
  hitRate,
  tradeResultR,
  USER_CAP,
  type ScoredRow,
  type SettledTrade,
} from './scoreboard-math';
import { selectScoredRows } from './scored-rows';

const FINAL = ['win', 'loss', 'draw'] as const;

/** Most of a user's verified calls "Meus resultados" and the history list. */
export const MY_RECENT = 500;

function finalRows(db: Database, userId?: string): Promise<ScoredRow[]> {
  return selectScoredRows(
    db,
    and(inArray(verifiedCalls.outcome, [...FINAL]), userId ? eq(verifiedCalls.userId, userId) : undefined),
  );
}

export async function myResults(db: Database, userId: string): Promise<MyResults> {
  const [rows, settings, recent, [pending]] = await Promise.all([
    db
      .select({ call: verifiedCalls, plan: sql<unknown>`${analysisHistory.result}->'plano'` })
      .from(verifiedCalls)
      .innerJoin(analysisHistory, eq(analysisHistory.id, verifiedCalls.analysisId))
      .where(and(eq(verifiedCalls.userId, userId), inArray(verifiedCalls.outcome, [...FINAL]))),
    getUserSettings(db, userId),
    db
      .select({ call: verifiedCalls, symbol: sql<string | null>`${analysisHistory.result}->>'simbolo'` })
      .from(verifiedCalls)
      .innerJoin(analysisHistory, eq(analysisHistory.id, verifiedCalls.analysisId))
      .where(eq(verifiedCalls.userId, userId))
      .orderBy(desc(verifiedCalls.createdAt))
      .limit(MY_RECENT),
    db
      .select({ n: count() })
      .from(verifiedCalls)
      .where(and(eq(verifiedCalls.userId, userId), eq(verifiedCalls.outcome, 'pending'))),
  ]);
  // the stake: the risk per trade of the trader's capital when they told it, else the reference R$ 10
  const stake = settings.capital > 0 ? (settings.capital * settings.riskPercent) / 100 : REFERENCE_STAKE;
  const calls = rows.map((r) => r.call);
  const options = calls.filter((r) => isOptionSector(r.sector as Sector));
  const result = options.reduce(
    (sum, r) =>
      sum + (r.outcome === 'win' ? (stake * settings.payout) / 100 : r.outcome === 'loss' ? -stake : 0),
    0,
  );
  const trades = tradeResultR(
    rows
      .filter((r) => !isOptionSector(r.call.sector as Sector))
      .map((r) => ({
        outcome: r.call.outcome as SettledTrade['outcome'],
        rewardRisk: rewardRiskOf(r.call.callKey, r.plan),
      })),
  );
  return {
    total: hitRate(calls as ScoredRow[], { cap: Infinity }),
    pending: Number(pending?.n ?? 0),
    money: {
      stake: round2(stake),
      payout: settings.payout,
      result: round2(result),
      calls: options.length,
    },
    trades: {
      ...trades,
      // the trader's risk per trade in R$, when they told their capital (settings)
      riskPerTrade: settings.capital > 0 ? round2(stake) : null,
    },
    recent: recent.map(({ call, symbol }) => ({
      ...toVerifiedCall(call),
      analysisId: call.analysisId,
      symbol,
      createdAt: call.createdAt.toISOString(),
    })),
  };
}

export async function publicResults(db: Database): Promise<PublicResults> {
  const rows = await finalRows(db);
  return scoreboard(rows);
}

export function scoreboard(rows: ScoredRow[]): PublicResults {
  return {
    total: hitRate(rows),
    users: new Set(rows.map((r) => r.userId)).size,
    userCap: USER_CAP,
    bySector: groupBy(
      rows,
      (r) => r.sector,
      (k) => sectorLabels[k as Sector] ?? k,
    ),
    byRule: groupBy(
      rows,
      (r) => r.rule,
      (k) => k,
    ),
    byTimeframe: groupBy(
      rows,
      (r) => r.timeframe,
      (k) => k,
    ),
    byBroker: groupBy(
      rows,
      (r) => r.broker,
      (k) => BROKERS[k as Broker]?.label ?? k,
    ),
    calibration: calibration(rows.filter((r) => r.probability !== null)),
    updatedAt: new Date().toISOString(),
  };
}

/** The public figures, plus how many analyses that made a call were verified at all. */
export async function adminResults(db: Database): Promise<AdminResults> {
  const [board, [made], [verified]] = await Promise.all([
    publicResults(db),
    db
      .select({ n: count() })
      .from(analysisHistory)
      .where(
        and(
          eq(analysisHistory.status, 'done'),
          sql`(${analysisHistory.result}->>'sinal_entrada' in ('CALL', 'PUT', 'COMPRA', 'VENDA')
               or jsonb_array_length(coalesce(${analysisHistory.result}->'plano'->'gatilhos', '[]'::jsonb)) > 0)`,
        ),
      ),
    db
      .select({ n: sql<number>`count(distinct ${verifiedCalls.analysisId})` })
      .from(verifiedCalls)
      .where(and(inArray(verifiedCalls.outcome, [...FINAL]), isNotNull(verifiedCalls.analysisId))),
  ]);
  const callsMade = Number(made?.n ?? 0);
  const callsVerified = Number(verified?.n ?? 0);
  return {
    ...board,
    callsMade,
    callsVerified,
    shareVerified: callsMade ? Math.round((1000 * callsVerified) / callsMade) / 10 : null,
  };
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

/** The reward-to-risk a call's plan stated: the signal's plan, or the trigger's own target and stop. */
function rewardRiskOf(callKey: string, plan: unknown): number | null {
  const parsed = planSchema.safeParse(plan);
  if (!parsed.success) return null;
  if (callKey === 'sinal') return parsed.data.risco_retorno;
  const trigger = parsed.data.gatilhos[Number(callKey.slice('gatilho-'.length))];
  if (!trigger || trigger.alvo === null || trigger.stop === null) return null;
  const risk = Math.abs(trigger.preco - trigger.stop);
  return risk > 0 ? Math.abs(trigger.alvo - trigger.preco) / risk : null;
}
