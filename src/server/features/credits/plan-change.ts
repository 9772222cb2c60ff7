import { eq } from 'drizzle-orm';
import { user, type UserRow } from '../../db/schema';
import type { Executor } from '../../lib/database';
import { applyCreditChange } from './ledger';
import { nextAnnualExpiry } from './licence';

type Licence = Pick<UserRow, 'licenceKind' | 'licenceExpiresAt'>;

/** What a plan set by hand does to the licence: annual runs 12 months (from its current end when still running), lifetime has no end, free removes it; other plans leave it. */
function licenceFor(plan: string, current: UserRow, now: Date): Partial<Licence> {
  if (plan === 'vtx_lifetime') return { licenceKind: 'lifetime', licenceExpiresAt: null };
  if (plan === 'vtx_annual') {
    return {
      licenceKind: 'annual',
      licenceExpiresAt: nextAnnualExpiry(
        current.licenceKind === 'annual' ? current.licenceExpiresAt : null,
        now,
      ),
    };
  }
  if (plan === 'free') return { licenceKind: null, licenceExpiresAt: null };
  return {};
}

/**
 * Sets a user's plan (and with it the licence) outside any payment, recording it in the ledger
 * as an 'adjustment' of 0 credits: a licence given or taken away is money history too. Runs in the
 * caller's transaction, which must hold the user's row locked; credits are never touched.
 */
export async function applyPlanChange(
  tx: Executor,
  options: {
    current: UserRow;
    plan: string;
    idempotencyKey: string;
    sessionId: string;
    description: string;
    now: Date;
  },
): Promise<void> {
  const { current, plan, now } = options;
  await tx
    .update(user)
    .set({ plan, ...licenceFor(plan, current, now), updatedAt: now })
    .where(eq(user.id, current.id));
  await applyCreditChange(tx, {
    userId: current.id,
    amount: 0,
    type: 'adjustment',
    planType: plan,
    sessionId: options.sessionId,
    idempotencyKey: options.idempotencyKey,
    description: options.description,
  });
}
