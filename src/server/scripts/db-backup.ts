// npm run db:backup [-- <file>]   — a consistent, compressed copy of the whole database.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { exportDatabase } from '../lib/backup';
import { runScript, withConfiguredDatabase } from './open-configured-database';

const target = resolve(
  process.argv[2] ?? `backups/vtx-analise-${new Date().toISOString().replace(/[:.]/g, '-')}.json.gz`,
);

runScript(() =>
  withConfiguredDatabase(async (database) => {
    const backup = await exportDatabase(database.db);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, gzipSync(JSON.stringify(backup)));
    const rows = Object.values(backup.tables).reduce((sum, table) => sum + table.length, 0);
    console.log(`Backup written to ${target} (${Object.keys(backup.tables).length} tables, ${rows} rows).`);
  }),
);
