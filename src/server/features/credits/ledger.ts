import { eq, sql } from 'drizzle-orm';
import { creditTransactions, user, type CreditTransactionRow, type TransactionType } from '../../db/schema';
import type { Executor } from '../../lib/database';

export interface CreditChange {
  userId: string;
  /** Signed: positive adds, negative spends. Zero records an event without moving the balance. */
  amount: number;
  type: TransactionType;
  planType?: string | null;
  sessionId?: string | null;
  /** Unique across the ledger: a second change with the same key is refused by the database. */
  idempotencyKey?: string | null;
  description?: string | null;
}

export class InsufficientCreditsError extends Error {}

/** The ledger row written under an idempotency key, if any: how a repeated request is recognised. */
export async function findLedgerEntry(
  tx: Executor,
  idempotencyKey: string,
): Promise<CreditTransactionRow | null> {
  const [row] = await tx
    .select()
    .from(creditTransactions)
    .where(eq(creditTransactions.idempotencyKey, idempotencyKey));
  return row ?? null;
}

/**
 * Moves a balance and writes its ledger row. Must run inside the caller's transaction so both
 * land or neither does. The balance only moves if it stays ≥ 0 (checked in the UPDATE itself, so
 * concurrent spenders cannot both pass; the CHECK constraint is the last line).
 */
export async function applyCreditChange(tx: Executor, change: CreditChange): Promise<{ balance: number }> {
  const [updated] = await tx
    .update(user)
    .set({ credits: sql`${user.credits} + ${change.amount}`, updatedAt: new Date() })
    .where(
      change.amount < 0
        ? sql`${user.id} = ${change.userId} and ${user.credits} >= ${-change.amount}`
        : eq(user.id, change.userId),
    )
    .returning({ balance: user.credits });
  if (!updated) throw new InsufficientCreditsError(`user ${change.userId} cannot spend ${-change.amount}`);
  await tx.insert(creditTransactions).values({
    userId: change.userId,
    transactionType: change.type,
    creditsAmount: change.amount,
    balanceAfter: updated.balance,
    planType: change.planType ?? null,
    sessionId: change.sessionId ?? null,
    idempotencyKey: change.idempotencyKey ?? null,
    description: change.description ?? null,
  });
  return updated;
}
