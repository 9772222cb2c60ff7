/**
 * npx tsx bench/pool-compare.ts NAME=DIR [NAME=DIR …] — the engine through its worker pool (size
 * 1, the cores shared out as the server does), several copies side by side: each DIR holds a
 * copy of the repository's `src` (e.g. `git archive <commit> src` unpacked, `node_modules` linked
 * beside it; `.` is this worktree). Every shared screenshot is analysed by each copy in turn,
 * three times, the order alternating, so a loaded box slows all alike. Prints per image the
 * median wall / process CPU (all threads) per copy, then the median and p95 over the images.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { middle } from './bench-support';

type Pool = ReturnType<typeof import('../src/server/analysis/engine/pool').createEnginePool>;

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const RUNS = 3;
const copies = process.argv.slice(2).map((a) => {
  const [name, dir] = a.split('=');
  if (!name || !dir) throw new Error(`NAME=DIR expected, not ${a}`);
  return { name, dir: path.resolve(dir) };
});
if (!copies.length) throw new Error('give at least one NAME=DIR');

const pools = new Map<string, Pool>();
for (const { name, dir } of copies) {
  const { createEnginePool } = (await import(
    pathToFileURL(path.join(dir, 'src/server/analysis/engine/pool.ts')).href
  )) as typeof import('../src/server/analysis/engine/pool');
  const pool = createEnginePool({ size: 1 });
  await pool.warm();
  pools.set(name, pool);
}
const dir = process.env.REAL_CHARTS_DIR ?? path.resolve(ROOT, '../shared/real-charts');
const files = (await readdir(dir)).filter((f) => /\.(png|jpe?g|webp)$/i.test(f)).sort();
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))]!;
};
// (a refused image costs its reading all the same)
const analyze = (pool: Pool, bytes: Buffer) => pool.analyze(bytes, { sector: 'forex' }).catch(() => null);
const names = [...pools.keys()];
const first = await readFile(path.join(dir, files[0]!));
for (const name of names) for (let i = 0; i < 2; i++) await analyze(pools.get(name)!, first);

const walls = new Map(names.map((n) => [n, [] as number[]]));
const cpus = new Map(names.map((n) => [n, [] as number[]]));
for (const f of files) {
  const bytes = await readFile(path.join(dir, f));
  const w = new Map(names.map((n) => [n, [] as number[]]));
  const c = new Map(names.map((n) => [n, [] as number[]]));
  for (let r = 0; r < RUNS; r++)
    for (const name of r % 2 ? [...names].reverse() : names) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      await analyze(pools.get(name)!, bytes);
      w.get(name)!.push(performance.now() - t0);
      const used = process.cpuUsage(c0);
      c.get(name)!.push((used.user + used.system) / 1000);
    }
  for (const name of names) {
    walls.get(name)!.push(middle(w.get(name)!));
    cpus.get(name)!.push(middle(c.get(name)!));
  }
  console.log(
    `${f.slice(0, 40).padEnd(40)} ${names.map((n) => `${n} ${middle(w.get(n)!).toFixed(0)}/${middle(c.get(n)!).toFixed(0)}`).join('  ')}`,
  );
}
for (const name of names)
  console.log(
    `${name}: wall median ${quantile(walls.get(name)!, 0.5).toFixed(0)} ms, p95 ${quantile(walls.get(name)!, 0.95).toFixed(0)} ms; CPU median ${quantile(cpus.get(name)!, 0.5).toFixed(0)} ms`,
  );
for (const pool of pools.values()) await pool.close();
process.exit();
