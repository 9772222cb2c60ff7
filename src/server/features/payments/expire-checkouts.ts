import { and, eq, lt } from 'drizzle-orm';
import { paymentSessions, sandboxCheckouts } from '../../db/schema';
import type { Executor } from '../../lib/database';
import { cardPendingWindowMs } from './pending-payments';

/**
 * Abandoned card checkouts become 'Expirado': past the provider's expiry (we ask Stripe for 30
 * minutes, the sandbox keeps the same) plus a margin for clocks. They stop counting toward the
 * credit ceiling at that moment whether or not this has run (pending-payments.ts); this makes the
 * screens say so. A 'paid' that the provider still reports later is credited (fulfil-payment.ts).
 * Registered PIX payments wait for an administrator and never expire here.
 */
export async function expireAbandonedCheckouts(
  db: Executor,
  options: { userId?: string; now?: Date } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - cardPendingWindowMs);
  const expired = await db
    .update(paymentSessions)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        eq(paymentSessions.status, 'pending'),
        eq(paymentSessions.method, 'card'),
        lt(paymentSessions.createdAt, cutoff),
        options.userId ? eq(paymentSessions.userId, options.userId) : undefined,
      ),
    )
    .returning({ id: paymentSessions.id });
  await db
    .update(sandboxCheckouts)
    .set({ status: 'expired' })
    .where(and(eq(sandboxCheckouts.status, 'open'), lt(sandboxCheckouts.expiresAt, now)));
  return expired.length;
}
