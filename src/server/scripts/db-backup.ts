// npm run db:backup [-- <file>]   — a consistent, compressed copy of the whole database.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readEnv } from '../env';
import { exportDatabase } from '../lib/backup';
import { openConfiguredDatabase } from './open-configured-database';

async function run() {
  const env = readEnv('script');
  const target = resolve(
    process.argv[2] ?? `backups/vtx-analise-${new Date().toISOString().replace(/[:.]/g, '-')}.json.gz`,
  );
  const { database, release } = await openConfiguredDatabase(env);
  try {
    const backup = await exportDatabase(database.db);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, gzipSync(JSON.stringify(backup)));
    const rows = Object.values(backup.tables).reduce((sum, table) => sum + table.length, 0);
    console.log(`Backup written to ${target} (${Object.keys(backup.tables).length} tables, ${rows} rows).`);
  } finally {
    await database.close();
    release();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
