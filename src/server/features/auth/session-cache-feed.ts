import type { FastifyInstance } from 'fastify';
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
    /**
     * Over a network connection the announcement of a change lands a moment after its commit. So
     * that a process always reads its own writes there, any request that may have written drops
     * the whole cache before its response leaves; other processes hear the announcement. (PGlite
     * announces before the statement returns: nothing to do.)
     */
    readOwnWrites(server: FastifyInstance) {
      if (feed.immediate) return;
      server.addHook('onSend', async (request) => {
        if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS')
          cache.clear();
      });
    },
    async close() {
      await feed.close();
      cache.clear();
    },
  };
}
