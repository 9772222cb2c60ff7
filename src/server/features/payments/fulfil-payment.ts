import { and, eq } from 'drizzle-orm';
import { paymentMessages as m } from '../../../shared/messages/payments';
import { findPlan } from '../../../shared/plans';
import { paymentSessions, type PaymentSessionRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Database, Transaction } from '../../lib/database';
import { getSystemSettings } from '../settings';
import { applyPlanGrant } from '../credits';

export interface PaymentRef {
  provider: string;
  providerSessionId: string;
}

/** How a payment ends without being credited: refused, left by the buyer, or never finished. */
export type ClosedStatus = 'failed' | 'cancelled' | 'expired';

export interface FulfilmentResult {
  payment: PaymentSessionRow;
  creditsAdded: number;
  /** True when an earlier call (webhook, return page, admin) had already credited it. */
  alreadyFulfilled: boolean;
}

function findLocked(tx: Parameters<Parameters<Database['transaction']>[0]>[0], ref: PaymentRef) {
  return tx
    .select()
    .from(paymentSessions)
    .where(
      and(
        eq(paymentSessions.provider, ref.provider),
        eq(paymentSessions.providerSessionId, ref.providerSessionId),
      ),
    )
    .for('update');
}

/**
 * The one way a payment turns into credits or a licence, whoever reports it. The payment row is
 * locked for the whole transaction, so a webhook and a return-page check racing each other (or a
 * provider retrying) credit once; the ledger's unique key per payment is the second guard.
 */
export async function fulfilPayment(
  db: Database,
  ref: PaymentRef,
  options: {
    decidedBy?: string | null;
    now?: Date;
    onFulfilled?: (result: FulfilmentResult) => Promise<void>;
    /**
     * Enforce the credit ceiling (read inside the transaction), refusing in these words: for an
     * administrator confirming PIX. Card payments are not checked here: their checkout counted
     * them against the ceiling when it opened, and money already taken is always credited.
     */
    ceilingMessage?: (ceiling: number, pending: number) => string;
    /** Runs inside the fulfilment's transaction when it credits (the confirming admin's log). */
    inTransaction?: (tx: Transaction, result: FulfilmentResult) => Promise<void>;
  } = {},
): Promise<FulfilmentResult> {
  const now = options.now ?? new Date();
  const result = await db.transaction(async (tx): Promise<FulfilmentResult> => {
    const [payment] = await findLocked(tx, ref);
    if (!payment) throw new AppError('NOT_FOUND', m.paymentNotFound);
    if (payment.status === 'paid')
      return { payment, creditsAdded: payment.creditsGranted, alreadyFulfilled: true };
    // A card checkout we marked 'expired' (abandoned, expire-checkouts.ts) that the provider still
    // reports as paid took money: credit it. Providers never report 'paid' after their own expiry.
    const expiredCard = payment.status === 'expired' && payment.method === 'card';
    if (payment.status !== 'pending' && !expiredCard) {
      throw new AppError('CONFLICT', m.paymentAlreadyDecided);
    }
    const plan = findPlan(payment.planType);
    if (!plan) throw new Error(`payment ${payment.id} names an unknown plan ${payment.planType}`);
    const ceiling = options.ceilingMessage
      ? { max: (await getSystemSettings(tx)).maxCreditsPerUser, message: options.ceilingMessage }
      : undefined;
    const grant = await applyPlanGrant(tx, {
      ceiling,
      userId: payment.userId,
      plan,
      idempotencyKey: `payment:${payment.id}`,
      sessionId: payment.providerSessionId,
      now,
      // Test payments stay recognisable in the buyer's statement as well.
      description: payment.provider === 'sandbox' ? `${plan.name} (pagamento de teste)` : plan.name,
    });
    const [updated] = await tx
      .update(paymentSessions)
      .set({
        status: 'paid',
        paidAt: now,
        updatedAt: now,
        creditsGranted: grant.credits,
        decidedBy: options.decidedBy ?? null,
      })
      .where(eq(paymentSessions.id, payment.id))
      .returning();
    const fulfilled = { payment: updated!, creditsAdded: grant.credits, alreadyFulfilled: false };
    await options.inTransaction?.(tx, fulfilled);
    return fulfilled;
  });
  // After the commit: a notification is about a payment that is certainly credited.
  if (!result.alreadyFulfilled) await options.onFulfilled?.(result);
  return result;
}

/** Closes a pending payment without crediting it (refused, cancelled, expired). Paid stays paid. */
export async function closePayment(
  db: Database,
  ref: PaymentRef,
  options: {
    status: ClosedStatus;
    decidedBy?: string | null;
    now?: Date;
    /** Runs inside the transaction when this call closes the payment (the deciding admin's log). */
    inTransaction?: (tx: Transaction, closed: PaymentSessionRow) => Promise<void>;
  },
): Promise<PaymentSessionRow | null> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [payment] = await findLocked(tx, ref);
    if (!payment) return null;
    if (payment.status !== 'pending') return payment;
    const [updated] = await tx
      .update(paymentSessions)
      .set({ status: options.status, updatedAt: now, decidedBy: options.decidedBy ?? null })
      .where(eq(paymentSessions.id, payment.id))
      .returning();
    if (updated) await options.inTransaction?.(tx, updated);
    return updated ?? null;
  });
}
