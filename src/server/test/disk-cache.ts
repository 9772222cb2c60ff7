import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * What the test suite builds once and reuses: the migrated PGlite template, the engine output the
 * stub provider answers with. Each is stored under node_modules/.cache/vtx-tests with a name
 * that carries a hash of everything it was built from, so a change to a migration or to the
 * engine makes a new one, and a fresh clone builds each once. Test processes running at the same
 * time build it once between them: the first takes a lock file, the others wait for the result.
 */

export const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));
export const cacheDir = join(repositoryRoot, 'node_modules', '.cache', 'vtx-tests');
// Longer than any build takes on a loaded box; a lock older than this was left by a killed run.
const staleLockMs = 5 * 60_000;

/**
 * A short hash of the given files' paths and contents (folders are walked in order), leaving out
 * what `skip` names (a path relative to the repository).
 */
export function hashSources(paths: string[], skip: (path: string) => boolean = () => false): string {
  const hash = createHash('sha256');
  const visit = (path: string) => {
    if (skip(relative(repositoryRoot, path))) return;
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) visit(join(path, name));
    } else {
      hash.update(`${relative(repositoryRoot, path)}\0`).update(readFileSync(path));
    }
  };
  for (const path of paths) visit(join(repositoryRoot, path));
  return hash.digest('hex').slice(0, 16);
}

/** The cached bytes for `name`, built by `build` on the first call anywhere (then kept). */
export async function cachedFile(name: string, build: () => Promise<Buffer>): Promise<Buffer> {
  const path = join(cacheDir, name);
  if (existsSync(path)) return readFileSync(path);
  mkdirSync(cacheDir, { recursive: true });
  const lock = `${path}.lock`;
  for (;;) {
    if (existsSync(path)) return readFileSync(path);
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch {
      if (Date.now() - lockAge(lock) > staleLockMs) rmSync(lock, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    const bytes = await build();
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, bytes);
    renameSync(partial, path);
    return bytes;
  } finally {
    rmSync(lock, { force: true });
  }
}

function lockAge(lock: string): number {
  try {
    return statSync(lock).mtimeMs;
  } catch {
    return Date.now();
  }
}
