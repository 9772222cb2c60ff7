// npm run db:restore -- <file>   — replaces the database's content with a backup (all or nothing).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { readEnv } from '../env';
import { restoreDatabase, type Backup } from '../lib/backup';
import { openConfiguredDatabase } from './open-configured-database';

async function run() {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: npm run db:restore -- <backup file>');
    process.exit(2);
  }
  const backup = JSON.parse(gunzipSync(readFileSync(resolve(file))).toString('utf8')) as Backup;
  const env = readEnv('script');
  const { database, release } = await openConfiguredDatabase(env);
  try {
    const counts = await restoreDatabase(database.db, backup);
    const rows = Object.values(counts).reduce((sum, count) => sum + count, 0);
    console.log(`Restored ${rows} rows into ${Object.keys(counts).length} tables from ${file}.`);
  } finally {
    await database.close();
    release();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
