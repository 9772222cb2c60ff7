// npm run db:restore -- <file>   — replaces the database's content with a backup (all or nothing).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { restoreDatabase, type Backup } from '../lib/backup';
import { runScript, withConfiguredDatabase } from './open-configured-database';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run db:restore -- <backup file>');
  process.exit(2);
}

runScript(async () => {
  // Read before the database is opened: a bad file touches nothing.
  const backup = JSON.parse(gunzipSync(readFileSync(resolve(file))).toString('utf8')) as Backup;
  await withConfiguredDatabase(async (database) => {
    const counts = await restoreDatabase(database.db, backup);
    const rows = Object.values(counts).reduce((sum, count) => sum + count, 0);
    console.log(`Restored ${rows} rows into ${Object.keys(counts).length} tables from ${file}.`);
  });
});
