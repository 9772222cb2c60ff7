import { and, eq, lte } from 'drizzle-orm';
import { user, type UserRow } from '../../db/schema';
import type { Executor } from '../../lib/database';

/** Whether an annual licence is running or a lifetime one is held: analyses are then free. */
export function isLicenceActive(
  row: Pick<UserRow, 'licenceKind' | 'licenceExpiresAt'>,
  now = new Date(),
): boolean {
  if (row.licenceKind === 'lifetime') return true;
  return row.licenceKind === 'annual' && row.licenceExpiresAt !== null && row.licenceExpiresAt > now;
}

export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  result.setUTCMonth(result.getUTCMonth() + months);
  return result;
}

/** An annual licence runs 12 months from now, or from its current end when it is still running. */
export function nextAnnualExpiry(current: Date | null, now: Date): Date {
  const start = current && current > now ? current : now;
  return addMonths(start, 12);
}

/**
 * The spec's 'check-subscription' step: an annual licence past its end no longer names the plan,
 * so the user falls back to credits. Idempotent; runs when a session is read.
 */
export async function settleExpiredLicence(db: Executor, row: UserRow, now = new Date()): Promise<UserRow> {
  if (row.licenceKind !== 'annual' || !row.licenceExpiresAt || row.licenceExpiresAt > now) return row;
  if (row.plan !== 'vtx_annual') return row;
  const [updated] = await db
    .update(user)
    .set({ plan: 'free', updatedAt: now })
    .where(and(eq(user.id, row.id), eq(user.licenceKind, 'annual'), lte(user.licenceExpiresAt, now)))
    .returning();
  return updated ?? row;
}
