import { desc, eq } from 'drizzle-orm';
import type { CreditTransaction } from '../../../shared/payments';
import { creditTransactions } from '../../db/schema';
import type { Database } from '../../lib/database';
import { pageAnswer, selectPage, type PageQuery } from '../../lib/paging';

/** One page of a user's ledger, newest first (the user's 'Histórico' and the admin's user view). */
export async function listUserTransactions(
  db: Database,
  userId: string,
  page: PageQuery,
): Promise<{ items: CreditTransaction[]; page: number; pageSize: number; total: number }> {
  const where = eq(creditTransactions.userId, userId);
  const [rows, total] = await Promise.all([
    selectPage(
      db
        .select()
        .from(creditTransactions)
        .where(where)
        .orderBy(desc(creditTransactions.createdAt), desc(creditTransactions.id))
        .$dynamic(),
      page,
    ),
    db.$count(creditTransactions, where),
  ]);
  const items: CreditTransaction[] = rows.map((row) => ({
    id: row.id,
    transactionType: row.transactionType,
    creditsAmount: row.creditsAmount,
    balanceAfter: row.balanceAfter,
    planType: row.planType,
    sessionId: row.sessionId,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
  }));
  return pageAnswer(items, total, page);
}
