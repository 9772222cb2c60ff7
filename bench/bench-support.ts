/** What the engine's comparison and profiling scripts share (bench/*.ts, not the app). */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../', import.meta.url));

/** This process's CPU time so far, in ms (every thread: onnxruntime's included). */
export function cpuMs(): number {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
}

/** The middle value, the upper one of an even count (a measured run, never an average of two). */
export function middle(xs: readonly number[]): number {
  return [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
}

/**
 * Every screenshot the team has, named `set/file`: the shared set (REAL_CHARTS_DIR or
 * ../shared/real-charts), each set cached under .cache/real-charts by `npm run eval`, and the
 * generated fixtures. The same bytes may sit in two sets; callers skip repeats by hash.
 */
export function benchImages(options: {
  only?: string;
  real?: boolean;
  fixtures?: boolean;
}): Array<{ name: string; file: string }> {
  const dirs: Array<[string, string]> = [];
  if (options.real !== false) {
    dirs.push(['shared', process.env.REAL_CHARTS_DIR ?? path.resolve(REPO_ROOT, '../shared/real-charts')]);
    const cache = path.join(REPO_ROOT, '.cache/real-charts');
    if (existsSync(cache))
      for (const set of readdirSync(cache).sort())
        if (set !== 'shared') dirs.push([set, path.join(cache, set)]);
  }
  if (options.fixtures !== false)
    dirs.push(['fixtures', path.join(REPO_ROOT, 'src/server/analysis/engine/fixtures/charts')]);
  const out: Array<{ name: string; file: string }> = [];
  for (const [set, dir] of dirs) {
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir).sort())
      if (/\.(png|jpe?g|webp)$/i.test(f) && (!options.only || `${set}/${f}`.includes(options.only)))
        out.push({ name: `${set}/${f}`, file: path.join(dir, f) });
  }
  return out;
}
