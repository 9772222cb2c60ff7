/**
 * The measurement of npm run bench:memory (bench/memory-rest.bench.ts), bundled and run in a
 * process of its own, since resident memory is the whole process's: warms the engine pool as
 * the server does and takes the resting level, bursts analyses through it (the text-heavy upload
 * of the abuse test from four accounts, and real chart fixtures), waits ENGINE_POOL.settleMs and
 * compares. Prints one JSON line; exits 1 when memory stayed above the limit.
 */
import { readdir, readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { ENGINE_POOL } from '../../src/server/analysis/engine/params';
import { createEnginePool } from '../../src/server/analysis/engine/pool';
import { textHeavyImage } from '../../src/server/security/support/text-heavy-image';

const attacks = Number(process.env.BURST_ATTACKS ?? 8);
const chartCount = Number(process.env.BURST_CHARTS ?? 8);
const fixtures = process.env.CHART_FIXTURES_DIR!;

const mb = (bytes: number) => Math.round(bytes / 1e6);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// the inputs first: their memory is this harness's, not the engine's
const names = (await readdir(fixtures)).filter((f) => /\.(png|jpe?g|webp)$/.test(f)).sort();
const charts = await Promise.all(names.slice(0, chartCount).map((f) => readFile(`${fixtures}/${f}`)));
const attack = await textHeavyImage();

const pool = createEnginePool({ timeoutMs: 120_000, maxQueue: 256 });
await pool.warm();
await sleep(2_000);
const resting = process.memoryUsage.rss();

const started = performance.now();
const jobs = [
  ...Array.from({ length: attacks }, (_, i) =>
    pool.analyze(attack, { sector: 'forex' }, { owner: `attacker${i % 4}` }),
  ),
  ...charts.map((chart) => pool.analyze(chart, { sector: 'forex', annotate: true }, { owner: 'trader' })),
];
const outcomes = await Promise.all(
  jobs.map((job) =>
    job.then(
      () => 'read',
      (e: { code?: string }) => e.code ?? 'error',
    ),
  ),
);
const burstMs = Math.round(performance.now() - started);
const afterBurst = process.memoryUsage.rss();
await sleep(ENGINE_POOL.settleMs);
const settled = process.memoryUsage.rss();
await pool.close();

const limit = resting * (1 + ENGINE_POOL.settledAboveResting);
const counts: Record<string, number> = {};
for (const o of outcomes) counts[o] = (counts[o] ?? 0) + 1;
console.log(
  JSON.stringify({
    ok: settled <= limit,
    rssMb: { resting: mb(resting), afterBurst: mb(afterBurst), settled: mb(settled), limit: mb(limit) },
    burst: { attacks, charts: charts.length, ms: burstMs, outcomes: counts },
    load: loadavg()[0]!.toFixed(1),
  }),
);
process.exit(settled <= limit ? 0 : 1);
