import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisHistory, user } from '../../db/schema';
import type { ImageStore } from '../../lib/image-store';
import { registerUser } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';
import { deleteExpiredImages, moveImagesOutOfDatabase } from './image-upkeep';
import { postAnalysis } from './test-support';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function keysIn(store: ImageStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of store.list('analyses/')) keys.push(key);
  return keys.sort();
}

describe.each(testDatabaseKinds)('analysis pictures kept out of the database, on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });

  async function analyses(count: number) {
    const account = await registerUser(app);
    // A lifetime licence: as many analyses as the test needs, no credits involved.
    await app.db
      .update(user)
      .set({ plan: 'vtx_lifetime', licenceKind: 'lifetime' })
      .where(eq(user.id, account.user.id));
    const ids: string[] = [];
    for (let i = 0; i < count; i++) ids.push((await postAnalysis(account.client)).json().analysis.id);
    return { ...account, ids };
  }

  /** Puts analyses back as an older version stored them: the picture in the row, no thumbnail. */
  async function makeLegacy(ids: string[]) {
    const pictures = new Map<string, Buffer>();
    for (const id of ids) {
      const [row] = await app.db.select().from(analysisHistory).where(eq(analysisHistory.id, id));
      const png = (await app.images.get(row!.imageKey!))!;
      pictures.set(id, png);
      await app.images.delete([row!.imageKey!, row!.thumbnailKey!]);
      await app.db
        .update(analysisHistory)
        .set({ annotatedImage: png, imageKey: null, thumbnailKey: null })
        .where(eq(analysisHistory.id, id));
    }
    return pictures;
  }

  it('stores a finished analysis and its thumbnail, made once, and serves both from the store', async () => {
    const { client, ids } = await analyses(1);
    const [row] = await app.db.select().from(analysisHistory).where(eq(analysisHistory.id, ids[0]!));
    expect(row).toMatchObject({ annotatedImage: null, imageKey: `analyses/${ids[0]}/annotated.png` });
    const thumb = await app.images.get(row!.thumbnailKey!);
    expect((await sharp(thumb!).metadata()).format).toBe('webp');
    // What is served is what was stored, not a new encoding: a marked copy comes back as it is.
    const marked = Buffer.concat([thumb!, Buffer.from('guardada uma vez')]);
    await app.images.put(row!.thumbnailKey!, marked, 'image/webp');
    const served = await Promise.all(
      Array.from({ length: 5 }, () => client.get(`/api/analyses/${ids[0]}/image?size=thumb`)),
    );
    for (const response of served) {
      expect(response.headers['content-type']).toBe('image/webp');
      expect(sha256(response.rawPayload)).toBe(sha256(marked));
    }
  });

  it('moves pictures still in the database to the store, and carries on after an interruption', async () => {
    const { client, ids } = await analyses(3);
    const pictures = await makeLegacy(ids);
    // Before the move the pictures are served from the row, as before.
    const legacy = await client.get(`/api/analyses/${ids[0]}/image`);
    expect(sha256(legacy.rawPayload)).toBe(sha256(pictures.get(ids[0]!)!));

    // The store fails on the second picture: the first is moved, the rest stay in their rows.
    let puts = 0;
    const failing: ImageStore = {
      ...app.images,
      async put(key, bytes, type) {
        if (++puts > 2) throw new Error('disco cheio');
        return app.images.put(key, bytes, type);
      },
    };
    await expect(moveImagesOutOfDatabase({ db: app.db, images: failing }, { batchSize: 2 })).rejects.toThrow(
      'disco cheio',
    );
    const half = await app.db.select().from(analysisHistory).where(inArray(analysisHistory.id, ids));
    expect(half.filter((row) => row.annotatedImage === null)).toHaveLength(1);

    expect(await moveImagesOutOfDatabase({ db: app.db, images: app.images }, { batchSize: 2 })).toBe(2);
    const rows = await app.db.select().from(analysisHistory).where(inArray(analysisHistory.id, ids));
    for (const row of rows) {
      expect(row.annotatedImage).toBeNull();
      expect(sha256((await app.images.get(row.imageKey!))!)).toBe(sha256(pictures.get(row.id)!));
      expect(await app.images.get(row.thumbnailKey!)).not.toBeNull();
      const served = await client.get(`/api/analyses/${row.id}/image`);
      expect(sha256(served.rawPayload)).toBe(sha256(pictures.get(row.id)!));
    }
    expect(await moveImagesOutOfDatabase({ db: app.db, images: app.images })).toBe(0);
  });

  it('deletes pictures past IMAGE_RETENTION_DAYS, except favourites, and keeps the results', async () => {
    const { client, ids } = await analyses(3);
    const [old, oldFavourite, recent] = ids as [string, string, string];
    await client.request('PUT', `/api/analyses/${oldFavourite}/favorite`);
    const longAgo = new Date(Date.now() - 40 * 86_400_000);
    await app.db
      .update(analysisHistory)
      .set({ createdAt: longAgo })
      .where(inArray(analysisHistory.id, [old, oldFavourite]));

    const deleted = await deleteExpiredImages({ db: app.db, images: app.images }, { retentionDays: 30 });
    expect(deleted).toBeGreaterThanOrEqual(1);
    const stored = await keysIn(app.images);
    expect(stored.filter((key) => key.includes(old))).toEqual([]);
    expect(stored.filter((key) => key.includes(oldFavourite))).toHaveLength(2);
    expect(stored.filter((key) => key.includes(recent))).toHaveLength(2);

    const expired = (await client.get(`/api/analyses/${old}`)).json();
    expect(expired).toMatchObject({ status: 'done', imageUrl: null, thumbnailUrl: null });
    expect(expired.result.sinal_entrada).toEqual(expect.any(String));
    expect((await client.get(`/api/analyses/${old}/image`)).statusCode).toBe(404);
    expect((await client.get(`/api/analyses/${oldFavourite}/image`)).statusCode).toBe(200);
  });
});
