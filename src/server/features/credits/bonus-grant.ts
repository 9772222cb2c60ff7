import type { Executor } from '../../lib/database';
import { assertWithinCeiling } from './ceiling';
import { applyCreditChange } from './ledger';

/**
 * A gift of credits (an administrator's 'Créditos' menu), inside the caller's transaction, which
 * must hold the user's row locked. The ceiling counts the credits of pending payments too, so a
 * gift never leaves a paid payment unable to be credited.
 */
export async function grantBonusCredits(
  tx: Executor,
  options: {
    user: { id: string; credits: number };
    amount: number;
    idempotencyKey: string;
    sessionId: string;
    description: string;
    ceiling: { max: number; pending: number; message: (ceiling: number, pending: number) => string };
  },
): Promise<{ balance: number }> {
  assertWithinCeiling({
    balance: options.user.credits,
    pending: options.ceiling.pending,
    adding: options.amount,
    ceiling: options.ceiling.max,
    message: options.ceiling.message,
  });
  return applyCreditChange(tx, {
    userId: options.user.id,
    amount: options.amount,
    type: 'bonus',
    sessionId: options.sessionId,
    idempotencyKey: options.idempotencyKey,
    description: options.description,
  });
}
