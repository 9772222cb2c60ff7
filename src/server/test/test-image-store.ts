import { CreateBucketCommand, DeleteBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import {
  createFileImageStore,
  createS3ImageStore,
  parseImageStoreUrl,
  type ImageStore,
} from '../lib/image-store';

/**
 * The S3-compatible server the S3 tests use, as `s3+http://KEY:SECRET@host:port` (a bucket goes
 * after it): TEST_S3_URL, else the local one `.ci/run` starts when it answers (global-setup.ts).
 */
export const testS3Url: string | null = inject('s3Url');

/** A files store in a folder of its own that `close()` removes. */
export function createTestImageStore(): ImageStore {
  const folder = mkdtempSync(join(tmpdir(), 'vtx-test-images-'));
  const store = createFileImageStore(join(folder, 'images'));
  return {
    ...store,
    async close() {
      await store.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** An S3 store on a new bucket of the test server (optionally under a key prefix); `close()` empties and removes it. */
export async function createTestS3ImageStore(prefix = ''): Promise<ImageStore> {
  if (!testS3Url) throw new Error('No S3-compatible server for the tests (TEST_S3_URL)');
  const bucket = `vtx-test-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const location = parseImageStoreUrl(`${testS3Url}/${bucket}${prefix ? `/${prefix}` : ''}`);
  const admin = new S3Client({
    endpoint: location.endpoint,
    region: location.region,
    forcePathStyle: true,
    ...(location.credentials ? { credentials: location.credentials } : {}),
  });
  await admin.send(new CreateBucketCommand({ Bucket: bucket }));
  const store = createS3ImageStore(location);
  return {
    ...store,
    async close() {
      const keys: string[] = [];
      for await (const key of store.list('')) keys.push(key);
      await store.delete(keys);
      await admin.send(new DeleteBucketCommand({ Bucket: bucket }));
      admin.destroy();
      await store.close();
    },
  };
}
