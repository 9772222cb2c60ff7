/*
 * Where pictures live: outside the database, so that PostgreSQL, its backups and its replicas
 * stay small (a picture is 100–300 kB; a user may make thousands). Two implementations: files
 * under DATA_DIR/images (embedded, nothing to install) and any S3-compatible bucket
 * (IMAGE_STORE_URL), chosen by open-image-store.ts.
 */
export interface ImageStore {
  readonly kind: 'files' | 's3';
  /** The folder, or the bucket's address without credentials: for logs and the status page. */
  readonly location: string;
  /** Stores the bytes under `key`, replacing what was there (whole or not at all). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes stored under `key`, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes these keys; a key that holds nothing is not an error. */
  delete(keys: string[]): Promise<void>;
  /** Every key that starts with `prefix`, in no particular order. */
  list(prefix: string): AsyncIterable<string>;
  /** Proves the store answers (the status page): reads a key that need not exist. */
  check(): Promise<void>;
  close(): Promise<void>;
}

// Keys are ours (analysis ids and fixed names), never a user's text; anything else is a bug.
const keyPattern = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9.-]*)*$/;

export function assertValidKey(key: string): void {
  if (!keyPattern.test(key) || key.includes('..')) throw new Error(`Invalid image key: ${key}`);
}
