import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { BackupMismatchError, exportDatabase, restoreDatabase, type Backup } from './backup';
import type { Database } from './database';
import type { ImageStore } from './image-store';

/*
 * A whole backup in one folder: the database (database.json.gz, see backup.ts) and every picture
 * of the image store (images/<key>), with images.json listing each picture's SHA-256. A restore
 * checks every hash before it changes anything, then puts the pictures back, then the database;
 * it also takes a single .json.gz file from before pictures left the database.
 */

interface ImageManifest {
  format: 'vtx-analise-images';
  version: 1;
  images: Record<string, { sha256: string; bytes: number }>;
}

// Every picture the app stores lives under this prefix (features/analysis/analysis-images.ts).
const imagePrefix = 'analyses/';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const imagePath = (folder: string, key: string) => join(folder, 'images', ...key.split('/'));

export async function writeBackupFolder(deps: { db: Database; images: ImageStore }, folder: string) {
  await mkdir(folder, { recursive: true });
  const backup = await exportDatabase(deps.db);
  await writeFile(join(folder, 'database.json.gz'), gzipSync(JSON.stringify(backup)));
  const manifest: ImageManifest = { format: 'vtx-analise-images', version: 1, images: {} };
  for await (const key of deps.images.list(imagePrefix)) {
    const bytes = await deps.images.get(key);
    if (!bytes) continue; // deleted since it was listed (retention)
    const path = imagePath(folder, key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes);
    manifest.images[key] = { sha256: sha256(bytes), bytes: bytes.length };
  }
  await writeFile(join(folder, 'images.json'), JSON.stringify(manifest, null, 1));
  const rows = Object.values(backup.tables).reduce((sum, table) => sum + table.length, 0);
  return { tables: Object.keys(backup.tables).length, rows, images: Object.keys(manifest.images).length };
}

interface LoadedBackup {
  database: Backup;
  /** The backup folder and its checked list of pictures (none for an old single-file backup). */
  folder: string | null;
  images: ImageManifest['images'];
}

/**
 * Reads a backup (folder, or an old single file) and checks every picture against its hash,
 * one at a time (a backup may hold more pictures than memory), without touching any store.
 */
export async function readBackup(path: string): Promise<LoadedBackup> {
  if (!existsSync(path)) throw new BackupMismatchError(`No backup at ${path}.`);
  if (!statSync(path).isDirectory()) {
    return { database: parseDatabase(await readFile(path)), folder: null, images: {} };
  }
  const database = parseDatabase(await readFile(join(path, 'database.json.gz')));
  const manifest = JSON.parse(await readFile(join(path, 'images.json'), 'utf8')) as ImageManifest;
  if (manifest.format !== 'vtx-analise-images' || manifest.version !== 1)
    throw new BackupMismatchError('images.json is not a VTX Análise image list.');
  for (const [key, expected] of Object.entries(manifest.images)) {
    const bytes = await readFile(imagePath(path, key)).catch(() => null);
    if (!bytes) throw new BackupMismatchError(`Picture missing from the backup: ${key}`);
    if (bytes.length !== expected.bytes || sha256(bytes) !== expected.sha256)
      throw new BackupMismatchError(`Picture damaged in the backup (hash differs): ${key}`);
  }
  return { database, folder: path, images: manifest.images };
}

function parseDatabase(gzipped: Buffer): Backup {
  try {
    return JSON.parse(gunzipSync(gzipped).toString('utf8')) as Backup;
  } catch {
    throw new BackupMismatchError('The database file of the backup is not readable (gzip JSON).');
  }
}

/** Puts a checked backup back: pictures first (a failure there changes no row), then the database. */
export async function restoreBackup(deps: { db: Database; images: ImageStore }, backup: LoadedBackup) {
  const keys = Object.keys(backup.images);
  for (const key of keys) {
    const bytes = await readFile(imagePath(backup.folder!, key));
    // Checked again as it goes in: the folder may have changed since readBackup looked.
    if (sha256(bytes) !== backup.images[key]!.sha256)
      throw new BackupMismatchError(`Picture changed in the backup while restoring: ${key}`);
    await deps.images.put(key, bytes, key.endsWith('.webp') ? 'image/webp' : 'image/png');
  }
  const counts = await restoreDatabase(deps.db, backup.database);
  const rows = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return { tables: Object.keys(counts).length, rows, images: keys.length };
}
