import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, moneyOwnerId, uuidId } from './columns';

// 'adjustment': an administrator's change of plan or licence (no credits move, but it is recorded).
export const transactionTypes = ['purchase', 'usage', 'bonus', 'refund', 'adjustment'] as const;
export type TransactionType = (typeof transactionTypes)[number];

/**
 * The ledger: append-only, one row per balance change, written in the same transaction as the
 * balance. `idempotency_key` is unique so a provider calling twice cannot credit twice.
 */
export const creditTransactions = pgTable(
  'credit_transactions',
  {
    id: uuidId(),
    userId: moneyOwnerId(),
    transactionType: text('transaction_type', { enum: transactionTypes }).notNull(),
    creditsAmount: integer('credits_amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    planType: text('plan_type'),
    sessionId: text('session_id'),
    idempotencyKey: text('idempotency_key'),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'credit_transactions_type_valid',
      sql`${t.transactionType} in ('purchase', 'usage', 'bonus', 'refund', 'adjustment')`,
    ),
    check('credit_transactions_balance_non_negative', sql`${t.balanceAfter} >= 0`),
    uniqueIndex('credit_transactions_idempotency_key_idx').on(t.idempotencyKey),
    index('credit_transactions_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export type CreditTransactionRow = typeof creditTransactions.$inferSelect;
