import { and, count, eq } from 'drizzle-orm';
import { findPlan } from '../../../shared/plans';
import { paymentSessions } from '../../db/schema';
import type { Executor } from '../../lib/database';

/**
 * How long a card checkout can still be paid: the sandbox's sessions last 30 minutes, and Stripe's
 * are created with expires_at 30 minutes (plus a minute: Stripe refuses less than 30) ahead. An
 * older pending card payment can no longer turn into credits.
 */
export const cardCheckoutLifetimeMs = 30 * 60 * 1000;
// Clocks differ a little between us and the provider: count a pending card payment a bit longer.
export const cardPendingWindowMs = cardCheckoutLifetimeMs + 10 * 60 * 1000;

/** A user may hold this many PIX payments waiting for an administrator, no more. */
export const maxPendingPix = 3;

/**
 * Credits already on their way to the user: pending credit-pack payments that can still be paid
 * (every PIX registration until an administrator decides it; card checkouts until they expire).
 */
export async function pendingPackCredits(db: Executor, userId: string, now = new Date()): Promise<number> {
  const rows = await db
    .select({
      planType: paymentSessions.planType,
      method: paymentSessions.method,
      createdAt: paymentSessions.createdAt,
    })
    .from(paymentSessions)
    .where(and(eq(paymentSessions.userId, userId), eq(paymentSessions.status, 'pending')));
  let total = 0;
  for (const row of rows) {
    const plan = findPlan(row.planType);
    if (plan?.grant.kind !== 'credits') continue;
    if (row.method === 'card' && now.getTime() - row.createdAt.getTime() > cardPendingWindowMs) continue;
    total += plan.grant.credits;
  }
  return total;
}

export async function countPendingPix(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(paymentSessions)
    .where(
      and(
        eq(paymentSessions.userId, userId),
        eq(paymentSessions.status, 'pending'),
        eq(paymentSessions.method, 'pix'),
      ),
    );
  return row?.value ?? 0;
}
