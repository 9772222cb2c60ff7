import { eq } from 'drizzle-orm';
import { planAfterPack, type PlanOffer } from '../../../shared/plans';
import { user } from '../../db/schema';
import type { Executor } from '../../lib/database';
import { isLicenceActive, nextAnnualExpiry } from './licence';
import { assertWithinCeiling } from './ceiling';
import { applyCreditChange } from './ledger';

export interface PlanGrantOptions {
  userId: string;
  plan: PlanOffer;
  /** Makes the ledger row unique per payment: a second grant for one payment is refused. */
  idempotencyKey: string;
  sessionId: string | null;
  now: Date;
  /** The ledger row's text; the plan's name by default. */
  description?: string;
  /**
   * When set, a credit pack may not take the balance past it (an administrator confirming a PIX
   * payment). Card payments are checked when their checkout opens and always credited in full.
   */
  ceiling?: { max: number; message: (ceiling: number, pending: number) => string };
}

/**
 * Gives the user what a plan buys, inside the caller's transaction: credit packs add credits
 * (they never expire); the annual licence sets or extends its end 12 months ahead; lifetime has no
 * end. Every grant leaves a 'purchase' row in the ledger (amount 0 for licences).
 */
export async function applyPlanGrant(tx: Executor, options: PlanGrantOptions): Promise<{ credits: number }> {
  const { plan, now } = options;
  const [current] = await tx.select().from(user).where(eq(user.id, options.userId)).for('update');
  if (!current) throw new Error(`user ${options.userId} not found`);
  const description = options.description ?? plan.name;

  if (plan.grant.kind === 'credits') {
    if (options.ceiling !== undefined) {
      assertWithinCeiling({
        balance: current.credits,
        pending: 0,
        adding: plan.grant.credits,
        ceiling: options.ceiling.max,
        message: options.ceiling.message,
      });
    }
    await applyCreditChange(tx, {
      userId: current.id,
      amount: plan.grant.credits,
      type: 'purchase',
      planType: plan.id,
      sessionId: options.sessionId,
      idempotencyKey: options.idempotencyKey,
      description,
    });
    // A running licence keeps naming the plan; otherwise the largest pack bought does.
    if (!isLicenceActive(current, now)) {
      const label = planAfterPack(current.plan, plan.id);
      await tx.update(user).set({ plan: label, updatedAt: now }).where(eq(user.id, current.id));
    }
    return { credits: plan.grant.credits };
  }

  if (plan.grant.licence === 'lifetime') {
    await tx
      .update(user)
      .set({ plan: plan.id, licenceKind: 'lifetime', licenceExpiresAt: null, updatedAt: now })
      .where(eq(user.id, current.id));
  } else if (current.licenceKind === 'lifetime') {
    // Already unlimited forever: the annual purchase is recorded but changes nothing.
  } else {
    const expiry = nextAnnualExpiry(current.licenceKind === 'annual' ? current.licenceExpiresAt : null, now);
    await tx
      .update(user)
      .set({ plan: plan.id, licenceKind: 'annual', licenceExpiresAt: expiry, updatedAt: now })
      .where(eq(user.id, current.id));
  }
  await applyCreditChange(tx, {
    userId: current.id,
    amount: 0,
    type: 'purchase',
    planType: plan.id,
    sessionId: options.sessionId,
    idempotencyKey: options.idempotencyKey,
    description,
  });
  return { credits: 0 };
}
