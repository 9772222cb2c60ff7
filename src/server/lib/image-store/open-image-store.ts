import { join, resolve } from 'node:path';
import { createFileImageStore } from './file-image-store';
import { parseImageStoreUrl } from './image-store-url';
import type { ImageStore } from './image-store';
import { createS3ImageStore } from './s3-image-store';

/** The configured store: the bucket IMAGE_STORE_URL names, else files under DATA_DIR/images. */
export function openImageStore(options: { url?: string; dataDir: string }): ImageStore {
  if (options.url) return createS3ImageStore(parseImageStoreUrl(options.url));
  return createFileImageStore(join(resolve(options.dataDir), 'images'));
}
