import { join, resolve } from 'node:path';
import type { Env } from '../env';
import { lockDataDir } from '../lib/data-dir-lock';
import { openDatabase, type DatabaseHandle } from '../lib/database';

/** The database the server would use, migrated; PGlite only while no server holds its directory. */
export async function openConfiguredDatabase(
  env: Env,
): Promise<{ database: DatabaseHandle; release: () => void }> {
  if (env.DATABASE_URL) {
    const database = await openDatabase({ kind: 'postgres', url: env.DATABASE_URL });
    await database.migrate();
    return { database, release: () => {} };
  }
  const dataDir = resolve(env.DATA_DIR);
  const release = lockDataDir(dataDir);
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    await database.migrate();
    return { database, release };
  } catch (error) {
    release();
    throw error;
  }
}
