import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestS3ImageStore, testS3Url } from '../../test/test-image-store';
import { createFileImageStore } from './file-image-store';
import { parseImageStoreUrl } from './image-store-url';
import type { ImageStore } from './image-store';

describe('IMAGE_STORE_URL', () => {
  it('reads an AWS bucket over HTTPS with its region and credentials', () => {
    expect(
      parseImageStoreUrl('s3://AKIA123:se%2Fcr%2Bet@s3.sa-east-1.amazonaws.com/vtx-images?region=sa-east-1'),
    ).toEqual({
      endpoint: 'https://s3.sa-east-1.amazonaws.com',
      bucket: 'vtx-images',
      prefix: '',
      region: 'sa-east-1',
      credentials: { accessKeyId: 'AKIA123', secretAccessKey: 'se/cr+et' },
    });
  });

  it('reads a MinIO bucket over plain HTTP with a key prefix, and no credentials', () => {
    expect(parseImageStoreUrl('s3+http://minio:9000/vtx/producao/')).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'vtx',
      prefix: 'producao',
      region: 'us-east-1',
    });
  });

  it.each([
    ['https://minio:9000/vtx', 'must start with'],
    ['s3+http://minio:9000', 'needs the bucket'],
    ['s3://only-key@minio:9000/vtx', 'both the access key and the secret'],
    ['nada', 'not a URL'],
  ])('refuses %s', (url, message) => {
    expect(() => parseImageStoreUrl(url)).toThrow(message);
  });
});

/** What every store must do, whatever holds the bytes. */
function storeContract(name: string, open: () => Promise<{ store: ImageStore; close(): Promise<void> }>) {
  describe(name, () => {
    let store: ImageStore;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ store, close } = await open());
    });
    afterAll(async () => {
      await close?.();
    });

    it('stores, replaces, reads back, lists and deletes pictures byte for byte', async () => {
      const picture = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 255]);
      await store.check();
      expect(await store.get('analyses/nenhuma/annotated.png')).toBeNull();
      await store.put('analyses/a1/annotated.png', Buffer.from('old'), 'image/png');
      await store.put('analyses/a1/annotated.png', picture, 'image/png');
      await store.put('analyses/a1/thumb.webp', Buffer.from('thumb'), 'image/webp');
      await store.put('analyses/b2/annotated.png', Buffer.from('b2'), 'image/png');
      expect(await store.get('analyses/a1/annotated.png')).toEqual(picture);
      const keys: string[] = [];
      for await (const key of store.list('analyses/')) keys.push(key);
      expect(keys.sort()).toEqual([
        'analyses/a1/annotated.png',
        'analyses/a1/thumb.webp',
        'analyses/b2/annotated.png',
      ]);
      await store.delete([
        'analyses/a1/annotated.png',
        'analyses/a1/thumb.webp',
        'analyses/nunca/existiu.png',
      ]);
      expect(await store.get('analyses/a1/annotated.png')).toBeNull();
      expect(await store.get('analyses/b2/annotated.png')).toEqual(Buffer.from('b2'));
    });

    it('refuses keys that could leave its folder or bucket prefix', async () => {
      for (const key of ['../etc/passwd', 'analyses/../../x', '/abs', 'Analyses/X.png', 'a//b'])
        await expect(store.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow('Invalid image key');
    });
  });
}

storeContract('the files store', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'vtx-images-'));
  return {
    store: createFileImageStore(join(folder, 'images')),
    close: async () => rmSync(folder, { recursive: true, force: true }),
  };
});

describe.skipIf(!testS3Url)('the S3 store, against the local S3-compatible server', () => {
  storeContract('S3', async () => {
    const store = await createTestS3ImageStore('prefixo');
    return { store, close: () => store.close() };
  });
});
