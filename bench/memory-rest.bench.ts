/**
 * npm run bench:memory — issue 25: memory returns to its resting level after a burst. Bundles
 * bench/memory/burst.ts with the engine's worker as the production build does (no tsx in the
 * threads) and runs it with the system allocator and, when the machine has it, with jemalloc
 * preloaded as the Docker image runs (docs/deploy.md). The jemalloc run must settle within
 * ENGINE_POOL.settledAboveResting of the resting level; glibc's figure is printed beside it.
 * BURST_ATTACKS and BURST_CHARTS set the burst (default 8 and 8).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { arch } from 'node:os';
import { fileURLToPath } from 'node:url';
import { build, type BuildOptions } from 'esbuild';
import serverBuild from '../scripts/server-build.json';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${root}.cache/bench-memory`;
await build({
  ...(serverBuild.options as BuildOptions),
  entryPoints: { burst: 'bench/memory/burst.ts', 'engine-worker': serverBuild.entryPoints['engine-worker'] },
  absWorkingDir: root,
  outdir,
});

const jemalloc = `/usr/lib/${arch() === 'arm64' ? 'aarch64' : 'x86_64'}-linux-gnu/libjemalloc.so.2`;
const runs: Array<{ allocator: string; preload?: string }> = [{ allocator: 'glibc' }];
if (existsSync(jemalloc)) runs.push({ allocator: 'jemalloc', preload: jemalloc });
else console.log(`${jemalloc} not found (apt-get install libjemalloc2): glibc only`);

let passed = true;
for (const run of runs) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CHART_FIXTURES_DIR: `${root}src/server/analysis/engine/fixtures/charts`,
    LD_PRELOAD: run.preload,
  };
  if (!run.preload) delete env.LD_PRELOAD;
  const child = spawnSync(process.execPath, [`${outdir}/burst.js`], { cwd: root, env, encoding: 'utf8' });
  console.log(`${run.allocator}: ${child.stdout.trim() || child.stderr.trim()}`);
  // the production image preloads jemalloc; glibc keeps what a burst took (reported, not judged)
  if (run.allocator === runs[runs.length - 1]!.allocator) passed = child.status === 0;
}
process.exit(passed ? 0 : 1);
