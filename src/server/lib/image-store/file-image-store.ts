import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { assertValidKey, type ImageStore } from './image-store';

/** Pictures as files under one folder (DATA_DIR/images by default): a key is a relative path. */
export function createFileImageStore(root: string): ImageStore {
  const pathOf = (key: string) => {
    assertValidKey(key);
    return join(root, ...key.split('/'));
  };
  return {
    kind: 'files',
    location: root,
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside and renamed: a reader never sees half a picture, a crash leaves none.
      const partial = `${path}.${randomBytes(4).toString('hex')}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })));
    },
    async *list(prefix) {
      const walk = async function* (folder: string): AsyncGenerator<string> {
        let entries;
        try {
          entries = await readdir(folder, { withFileTypes: true });
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
          throw error;
        }
        for (const entry of entries) {
          const path = join(folder, entry.name);
          if (entry.isDirectory()) yield* walk(path);
          else if (!entry.name.endsWith('.partial')) {
            const key = relative(root, path).split(sep).join('/');
            if (key.startsWith(prefix)) yield key;
          }
        }
      };
      // Only the folder the prefix names is walked (analyses/ holds the pictures).
      const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      yield* walk(join(root, ...folder.split('/').filter(Boolean)));
    },
    async check() {
      await mkdir(root, { recursive: true });
      await readdir(root);
    },
    async close() {},
  };
}
