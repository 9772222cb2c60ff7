import { and, eq, inArray } from 'drizzle-orm';
import type { LearnedRecord } from '../../../shared/verification';
import { verifiedCalls } from '../../db/schema';
import type { Database } from '../../lib/database';
import { groupBy } from './scoreboard-math';
import { selectScoredRows } from './scored-rows';

/**
 * Issue 24, item 4: each rule's verified outcomes in one sector, per timeframe, for the engine.
 * Signals only (a trigger's rule is not the table's), wins and losses weighted as on the public
 * scoreboard, so one user's flood cannot set a rule's probability.
 */
export async function learnedRecords(db: Database, sector: string): Promise<LearnedRecord[]> {
  const rows = await selectScoredRows(
    db,
    and(
      eq(verifiedCalls.sector, sector),
      eq(verifiedCalls.callKey, 'sinal'),
      inArray(verifiedCalls.outcome, ['win', 'loss']),
    ),
  );
  const groups = groupBy(
    rows,
    (r) => (r.rule && r.timeframe ? `${r.rule}\u0000${r.timeframe}` : null),
    (k) => k,
  );
  return groups.map((g) => {
    const [rule, timeframe] = g.key.split('\u0000') as [string, string];
    return { rule, timeframe, wins: g.wins, losses: g.losses };
  });
}
