import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { RealChartCase } from './real-chart-cases';

/**
 * Where a case's image comes from. The images belong to their authors: they live in an ignored
 * cache (`.cache/real-charts/<set>/`) and are filled, in this order, from a folder the set
 * already sits in (the shared set, a gatherer's folder), from a git snapshot of the source
 * repository under the mirror root (`<owner>+<name>/…`), or by an https download of the
 * repository file at its commit where the network allows. What cannot be had is reported, never
 * skipped silently.
 */
export type ImageSources = {
  cacheDir: string;
  /** folders that may already hold the set's files under their case names */
  localDirs: string[];
  /** root of the git snapshots (`/work/.mirror`) */
  mirrorRoot?: string;
  /** try an https download of the file at its commit (off when the network is known closed) */
  download: boolean;
};

export type ImageFound = { bytes: Buffer; from: 'cache' | 'folder' | 'mirror' | 'download' };
export type ImageMissing = { missing: string };

/** The file name a case's image has in its set's folder and in the cache. */
export function caseFileName(c: RealChartCase): string {
  if (c.file) return c.file;
  const ext = c.source ? path.extname(c.source.path).toLowerCase() : '';
  return `${c.id}${ext || '.png'}`;
}

export async function loadCaseImage(c: RealChartCase, src: ImageSources): Promise<ImageFound | ImageMissing> {
  const name = caseFileName(c);
  const cached = path.join(src.cacheDir, name);
  if (existsSync(cached)) return { bytes: await readFile(cached), from: 'cache' };
  for (const dir of src.localDirs) {
    const file = path.join(dir, name);
    if (!existsSync(file)) continue;
    await mkdir(src.cacheDir, { recursive: true });
    await copyFile(file, cached);
    return { bytes: await readFile(cached), from: 'folder' };
  }
  if (!c.source)
    return { missing: `${name}: not in ${src.localDirs.join(', ') || 'any folder'} and no source` };
  const tried: string[] = [];
  if (src.mirrorRoot) {
    const bytes = await fromMirror(src.mirrorRoot, c.source);
    if (bytes) return keep(bytes, 'mirror');
    tried.push('no snapshot holds it');
  }
  if (src.download) {
    const bytes = await download(c.source);
    if (bytes) return keep(bytes, 'download');
    tried.push('download failed');
  }
  return {
    missing: `${name} (${c.source.repo}@${c.source.commit.slice(0, 8)}:${c.source.path}): ${tried.join(', ')}`,
  };

  async function keep(bytes: Buffer, from: ImageFound['from']): Promise<ImageFound> {
    await mkdir(src.cacheDir, { recursive: true });
    await writeFile(cached, bytes);
    return { bytes, from };
  }
}

const run = promisify(execFile);

/** `git show commit:path` in the repository's snapshot, wherever its git directory sits. */
async function fromMirror(root: string, s: NonNullable<RealChartCase['source']>): Promise<Buffer | null> {
  const base = path.join(root, s.repo.replace('/', '+'));
  if (!existsSync(base)) return null;
  for (const gitDir of [
    base,
    path.join(base, 'repo'),
    path.join(base, 'repo', '.git'),
    path.join(base, '.git'),
  ]) {
    if (!existsSync(path.join(gitDir, 'HEAD'))) continue;
    try {
      const { stdout } = await run('git', ['--git-dir', gitDir, 'show', `${s.commit}:${s.path}`], {
        encoding: 'buffer',
        maxBuffer: 64 * 1024 * 1024,
      });
      if (stdout.length) return stdout;
    } catch {
      // not this commit in this snapshot: try the next place
    }
  }
  return null;
}

async function download(s: NonNullable<RealChartCase['source']>): Promise<Buffer | null> {
  const file = s.path.split('/').map(encodeURIComponent).join('/');
  try {
    const res = await fetch(`https://raw.githubusercontent.com/${s.repo}/${s.commit}/${file}`, {
      signal: AbortSignal.timeout(15_000),
    });
    if (!res.ok) return null;
    return Buffer.from(await res.arrayBuffer());
  } catch {
    return null;
  }
}
