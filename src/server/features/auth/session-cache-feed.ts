import type { DatabaseHandle } from '../../lib/database';
import { SessionCache } from './session-cache';

/** Channel written by the triggers of migration 0006; the payload is the user's id. */
export const userChangedChannel = 'vtx_user_changed';

/** A session cache kept honest by the database's change feed (see session-cache.ts). */
export async function createFedSessionCache(database: Pick<DatabaseHandle, 'listen'>) {
  let listening = () => false;
  const cache = new SessionCache({ listening: () => listening() });
  const feed = await database.listen(userChangedChannel, {
    onNotify: (userId) => cache.evictUser(userId),
    onReset: () => cache.clear(),
  });
  listening = () => feed.connected;
  return {
    cache,
    /** Whether a change is announced before the statement making it returns (see below). */
    immediate: feed.immediate,
    async close() {
      await feed.close();
      cache.clear();
    },
  };
}
