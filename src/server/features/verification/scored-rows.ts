import type { SQL } from 'drizzle-orm';
import { verifiedCalls } from '../../db/schema';
import type { Database } from '../../lib/database';
import type { ScoredRow } from './scoreboard-math';

/** The verified calls matching `where`, with the columns the scoreboards group and weigh by. */
export async function selectScoredRows(db: Database, where: SQL | undefined): Promise<ScoredRow[]> {
  const rows = await db
    .select({
      userId: verifiedCalls.userId,
      outcome: verifiedCalls.outcome,
      sector: verifiedCalls.sector,
      timeframe: verifiedCalls.timeframe,
      rule: verifiedCalls.rule,
      broker: verifiedCalls.broker,
      probability: verifiedCalls.probability,
    })
    .from(verifiedCalls)
    .where(where);
  return rows as ScoredRow[];
}
