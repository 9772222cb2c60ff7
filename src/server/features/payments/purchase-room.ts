import { eq } from 'drizzle-orm';
import { paymentMessages as m } from '../../../shared/messages/payments';
import type { PlanOffer } from '../../../shared/plans';
import { user, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Transaction } from '../../lib/database';
import { assertWithinCeiling } from '../credits';
import { getSystemSettings } from '../settings';
import { pendingPackCredits } from './pending-payments';

/**
 * Locks the buyer's row for the caller's transaction, so purchases opened at once are counted one
 * after the other (each sees the pending payments the others recorded).
 */
export async function lockBuyer(tx: Transaction, buyerId: string): Promise<UserRow> {
  const [buyer] = await tx.select().from(user).where(eq(user.id, buyerId)).for('update');
  if (!buyer) throw new AppError('UNAUTHENTICATED', m.loginRequired);
  return buyer;
}

/**
 * Balance + pending credit-pack payments + this plan must fit under the ceiling. The caller holds
 * the buyer's lock and records its pending payment in the same transaction.
 */
export async function assertRoomFor(tx: Transaction, buyer: UserRow, plan: PlanOffer): Promise<void> {
  if (plan.grant.kind !== 'credits') return;
  const { maxCreditsPerUser } = await getSystemSettings(tx);
  assertWithinCeiling({
    balance: buyer.credits,
    pending: await pendingPackCredits(tx, buyer.id),
    adding: plan.grant.credits,
    ceiling: maxCreditsPerUser,
    message: m.overCreditLimit,
  });
}

export async function lockBuyerWithRoomFor(
  tx: Transaction,
  buyerId: string,
  plan: PlanOffer,
): Promise<UserRow> {
  const buyer = await lockBuyer(tx, buyerId);
  await assertRoomFor(tx, buyer, plan);
  return buyer;
}
