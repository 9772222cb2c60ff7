// npm run db:backup [-- <folder>]   — a consistent copy of the whole database and every picture.
import { resolve } from 'node:path';
import { writeBackupFolder } from '../lib/backup-folder';
import { openImageStore } from '../lib/image-store';
import { runScript, withConfiguredDatabase } from './open-configured-database';

const target = resolve(
  process.argv[2] ?? `backups/vtx-analise-${new Date().toISOString().replace(/[:.]/g, '-')}`,
);

runScript(() =>
  withConfiguredDatabase(async (database, env) => {
    const images = openImageStore({ url: env.IMAGE_STORE_URL, dataDir: env.DATA_DIR });
    try {
      const written = await writeBackupFolder({ db: database.db, images }, target);
      console.log(
        `Backup written to ${target} (${written.tables} tables, ${written.rows} rows, ${written.images} pictures).`,
      );
    } finally {
      await images.close();
    }
  }),
);
