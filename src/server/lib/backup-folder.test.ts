import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postAnalysis } from '../features/analysis/test-support';
import { registerUser, TestClient } from '../test/http';
import { createTestApp, type TestApp } from '../test/test-app';
import { createTestImageStore, createTestS3ImageStore, testS3Url } from '../test/test-image-store';
import { eq } from 'drizzle-orm';
import { user } from '../db/schema';
import { BackupMismatchError, exportDatabase } from './backup';
import { readBackup, restoreBackup, writeBackupFolder } from './backup-folder';
import type { ImageStore } from './image-store';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function picturesOf(store: ImageStore): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for await (const key of store.list('analyses/')) hashes[key] = sha256((await store.get(key))!);
  return hashes;
}

// Issue 27: pictures live outside PostgreSQL, and a backup → restore round trip keeps their hashes.
describe.each([
  ['a files store', () => Promise.resolve(createTestImageStore())],
  ...(testS3Url ? [['an S3 bucket', () => createTestS3ImageStore()] as const] : []),
] as const)('a backup restored into a new database and %s', (_name, openTarget) => {
  let source: TestApp;
  let target: TestApp;
  let folder: string;
  let account: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'vtx-backup-'));
    source = await createTestApp('pglite');
    target = await createTestApp('pglite', {}, { imageStore: await openTarget() });
    account = await registerUser(source);
    await source.db
      .update(user)
      .set({ plan: 'vtx_lifetime', licenceKind: 'lifetime' })
      .where(eq(user.id, account.user.id));
    for (let i = 0; i < 2; i++) expect((await postAnalysis(account.client)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await source?.close();
    await target?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('keeps every row and every picture, byte for byte, and serves them again', async () => {
    const { items } = (await account.client.get('/api/analyses')).json();
    const pictures = await picturesOf(source.images);
    // Two analyses, each a picture and its thumbnail; none of it in the database.
    expect(Object.keys(pictures)).toHaveLength(4);
    const database = await exportDatabase(source.db);
    for (const row of database.tables.analysis_history as Array<Record<string, unknown>>) {
      expect(row.annotated_image).toBeNull();
      expect(row.image_key).toMatch(/^analyses\/.+\/annotated\.png$/);
    }

    const written = await writeBackupFolder({ db: source.db, images: source.images }, folder);
    expect(written.images).toBe(4);
    const restored = await restoreBackup({ db: target.db, images: target.images }, await readBackup(folder));
    expect(restored.images).toBe(4);

    expect(await picturesOf(target.images)).toEqual(pictures);
    expect((await exportDatabase(target.db)).tables).toEqual(database.tables);
    const again = new TestClient(target, '10.7.0.1');
    expect(
      (await again.post('/api/auth/login', { email: account.email, password: account.password })).statusCode,
    ).toBe(200);
    for (const item of items as Array<{ imageUrl: string; thumbnailUrl: string }>) {
      for (const url of [item.imageUrl, item.thumbnailUrl]) {
        const before = await account.client.get(url);
        const after = await again.get(url);
        expect(after.statusCode).toBe(200);
        expect(sha256(after.rawPayload)).toBe(sha256(before.rawPayload));
      }
    }
  });

  it('refuses a backup whose picture changed, before touching anything', async () => {
    const before = await exportDatabase(target.db);
    const [key] = Object.keys(await picturesOf(source.images));
    writeFileSync(join(folder, 'images', ...key!.split('/')), Buffer.from('não é a mesma imagem'));
    await expect(readBackup(folder)).rejects.toBeInstanceOf(BackupMismatchError);
    expect((await exportDatabase(target.db)).tables).toEqual(before.tables);
  });
});
