import { join, resolve } from 'node:path';
import { readEnv, type Env } from '../env';
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

/** Opens the configured database for `work` and closes it (and its lock) afterwards. */
export async function withConfiguredDatabase<T>(
  work: (database: DatabaseHandle, env: Env) => Promise<T>,
): Promise<T> {
  const env = readEnv('script');
  const { database, release } = await openConfiguredDatabase(env);
  try {
    return await work(database, env);
  } finally {
    await database.close();
    release();
  }
}

/** A command-line script's main: a failure is printed as a message and exits 1. */
export function runScript(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
