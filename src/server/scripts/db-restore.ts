// npm run db:restore -- <backup folder or file>   — replaces the database's content and puts the
// pictures back (all rows or none; every picture's hash is checked before anything changes).
import { resolve } from 'node:path';
import { readBackup, restoreBackup } from '../lib/backup-folder';
import { openImageStore } from '../lib/image-store';
import { runScript, withConfiguredDatabase } from './open-configured-database';

const path = process.argv[2];
if (!path) {
  console.error('Usage: npm run db:restore -- <backup folder, or a .json.gz file of an older backup>');
  process.exit(2);
}

runScript(async () => {
  // Read and checked before the database is opened: a bad backup touches nothing.
  const backup = await readBackup(resolve(path));
  await withConfiguredDatabase(async (database, env) => {
    const images = openImageStore({ url: env.IMAGE_STORE_URL, dataDir: env.DATA_DIR });
    try {
      const restored = await restoreBackup({ db: database.db, images }, backup);
      console.log(
        `Restored ${restored.rows} rows into ${restored.tables} tables and ${restored.images} pictures from ${path}.`,
      );
    } finally {
      await images.close();
    }
  });
});
