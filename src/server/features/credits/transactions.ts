import { count, desc, eq } from 'drizzle-orm';
import type { CreditTransaction } from '../../../shared/payments';
import { creditTransactions } from '../../db/schema';
import type { Database } from '../../lib/database';

/** One page of a user's ledger, newest first (the user's 'Histórico' and the admin's user view). */
export async function listUserTransactions(
  db: Database,
  userId: string,
  page: { page: number; pageSize: number },
): Promise<{ items: CreditTransaction[]; page: number; pageSize: number; total: number }> {
  const where = eq(creditTransactions.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(creditTransactions)
      .where(where)
      .orderBy(desc(creditTransactions.createdAt), desc(creditTransactions.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ value: count() }).from(creditTransactions).where(where),
  ]);
  const items = rows.map((row) => ({
    id: row.id,
    transactionType: row.transactionType,
    creditsAmount: row.creditsAmount,
    balanceAfter: row.balanceAfter,
    planType: row.planType,
    sessionId: row.sessionId,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
  }));
  return { items, ...page, total: total?.value ?? 0 };
}
