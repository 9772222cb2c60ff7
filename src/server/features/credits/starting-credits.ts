import type { Executor } from '../../lib/database';
import { getSystemSettings } from '../settings';

/**
 * The balance a new account opens with: the 'default credits' setting for a customer, none for an
 * administrator. The matching 'bonus' ledger row is written by a trigger in the same transaction
 * as the account (migration 0001), since better-auth inserts the row itself.
 */
export async function startingCredits(db: Executor, options: { role: unknown }): Promise<number> {
  if (options.role === 'admin') return 0;
  const settings = await getSystemSettings(db);
  return settings.defaultCredits;
}
