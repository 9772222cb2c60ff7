import { eq } from 'drizzle-orm';
import { verification } from '../../db/schema';
import type { Database } from '../../lib/database';
import type { Auth } from './create-auth';

// better-auth keeps a reset link as a verification row: identifier 'reset-password:<token>'
// (stored hashed, verification.storeIdentifier) and value = the user's id. E-mail confirmations
// are signed tokens with no row, so a row whose value is the user's id is a reset link.

/**
 * Called once a user's password has changed (a reset): every other reset link of that user stops
 * working, so a link issued earlier cannot change the password back.
 */
export async function invalidateResetLinks(db: Database, userId: string): Promise<void> {
  await db.delete(verification).where(eq(verification.value, userId));
}

/** Whether a reset link would still change a password: exists, unused, unexpired. */
export async function resetLinkUsable(auth: Auth, token: string): Promise<boolean> {
  const context = await auth.$context;
  const row = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  return row !== null && row !== undefined && row.expiresAt.getTime() > Date.now();
}
