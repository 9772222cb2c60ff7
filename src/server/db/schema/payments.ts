import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt, moneyOwnerId, uuidId } from './columns';

import { paymentStatuses, type PaymentStatus } from '../../../shared/payment-status';

export { paymentStatuses, type PaymentStatus };
export const paymentMethods = ['card', 'pix'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/**
 * One row per attempt to pay for a plan, whatever the channel. The provider's session id is
 * unique: fulfilment looks the payment up by it and locks the row, so it credits exactly once.
 */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: uuidId(),
    userId: moneyOwnerId(),
    method: text('method', { enum: paymentMethods }).notNull(),
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id').notNull(),
    planType: text('plan_type').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('brl'),
    status: text('status', { enum: paymentStatuses }).notNull().default('pending'),
    /** PIX: the 'VTX-…' reference the payer quotes; also the BR Code txid. */
    reference: text('reference'),
    checkoutUrl: text('checkout_url'),
    creditsGranted: integer('credits_granted').notNull().default(0),
    decidedBy: text('decided_by'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the buyer's return page first reported the payment credited; a later visit says "already". */
    creditConfirmedAt: timestamp('credit_confirmed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_sessions_provider_session_idx').on(t.provider, t.providerSessionId),
    uniqueIndex('payment_sessions_reference_idx').on(t.reference),
    index('payment_sessions_user_created_idx').on(t.userId, t.createdAt),
    index('payment_sessions_status_created_idx').on(t.status, t.createdAt),
    check(
      'payment_sessions_status_valid',
      sql`${t.status} in ('pending', 'paid', 'failed', 'cancelled', 'expired')`,
    ),
    check('payment_sessions_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * The state of the built-in sandbox card provider: what a real provider would keep on its side
 * (amount, status, return addresses). Only the sandbox adapter reads or writes it.
 */
export const sandboxCheckouts = pgTable('sandbox_checkouts', {
  id: text('id').primaryKey(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  status: text('status', { enum: ['open', 'paid', 'cancelled', 'expired'] })
    .notNull()
    .default('open'),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  metadata: jsonb('metadata').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export type PaymentSessionRow = typeof paymentSessions.$inferSelect;

/**
 * Every PIX reference the server has issued, to whom and for which plan. Only the user it was
 * quoted to may register it, for that plan, once, before it expires.
 */
export const pixQuotes = pgTable(
  'pix_quotes',
  {
    reference: text('reference').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    planType: text('plan_type').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
  },
  (t) => [index('pix_quotes_user_created_idx').on(t.userId, t.createdAt)],
);
