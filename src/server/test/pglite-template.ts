import { openDatabase } from '../lib/database';
import { cachedFile, hashSources } from './disk-cache';

/*
 * A fresh PGlite cluster costs 4–17 s (initdb in WebAssembly, most of it under load), the
 * migrations half a second. So the suite migrates one in-memory PGlite once, keeps its data
 * directory as a tar, and every test database starts from a copy of it (about 1.5 s).
 */

let template: Promise<Blob> | undefined;

/** The migrated, empty data directory every PGlite test database starts from. */
export function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const name = `pglite-${hashSources([
      'src/server/db/migrations',
      // A newer PGlite may not read an older one's directory.
      'node_modules/@electric-sql/pglite/package.json',
    ])}.tar`;
    const bytes = await cachedFile(name, async () => {
      const database = await openDatabase({ kind: 'pglite' });
      try {
        await database.migrate();
        return Buffer.from(await (await database.dump!()).arrayBuffer());
      } finally {
        await database.close();
      }
    });
    return new Blob([new Uint8Array(bytes)], { type: 'application/x-tar' });
  })();
  return template;
}
