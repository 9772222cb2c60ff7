/**
 * npm run bench — first the engine on real screenshots through the worker pool (see
 * real-charts.bench.ts), then wall time of full chart analyses (decode → extraction → TA →
 * signal → result) of generated 1280×720 screenshots, in this process, after a short warm-up.
 */
import { readFile } from 'node:fs/promises';
import { availableParallelism, cpus } from 'node:os';
import { analyzeChart } from '../src/server/analysis/engine/analyze-chart';
import { createEnginePool } from '../src/server/analysis/engine/pool';
import { benchRealCharts } from './real-charts.bench';

const ORIGINAL_MS = 25_000; // the original product's estimate (hosted vision model)
const FILES = [
  'tv-dark-eurusd.png',
  'green-red-evening.png',
  'tv-light-engulf-bear.png',
  'broker-soldiers.jpg',
];
const RUNS = 30;
const WARMUP = 5;

function quantile(sorted: number[], q: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i]!;
}

await benchRealCharts();

const dir = new URL('../src/server/analysis/engine/fixtures/charts/', import.meta.url);
console.log(
  `Chart engine benchmark — Node ${process.version}, ${availableParallelism()} cores (${cpus()[0]?.model ?? '?'})`,
);
console.log('file                          size       median      p90   vs 25 000 ms   CPU median');
const medians: number[] = [];
for (const f of FILES) {
  const bytes = await readFile(new URL(f, dir));
  for (let i = 0; i < WARMUP; i++) await analyzeChart(bytes, { sector: 'binary' });
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await analyzeChart(bytes, { sector: 'binary', specification: 'EUR/USD M5 reversão' });
    times.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    // CPU time of the whole process (sharp's decoder threads included): a load-independent cross-check
    cpu.push((c.user + c.system) / 1000);
  }
  cpu.sort((a, b) => a - b);
  times.sort((a, b) => a - b);
  const med = quantile(times, 0.5);
  medians.push(med);
  const size = `${bytes.length >> 10} KB`;
  console.log(
    `${f.padEnd(28)} ${size.padStart(7)} ${med.toFixed(1).padStart(9)} ms ${quantile(times, 0.9).toFixed(1).padStart(7)} ms   ${`${(ORIGINAL_MS / med).toFixed(0)}× faster`.padEnd(13)} ${quantile(cpu, 0.5).toFixed(1).padStart(6)} ms`,
  );
}
const overall = [...medians].sort((a, b) => a - b)[medians.length >> 1]!;
console.log(
  `\nmedian of medians: ${overall.toFixed(1)} ms (target ≤ 150 ms); ${(ORIGINAL_MS / overall).toFixed(0)}× faster than the original's 25 000 ms`,
);

// The same analysis through the worker pool, as the server runs it (adds the thread hop).
const pool = createEnginePool({ size: 1 });
await pool.warm();
const bytes = await readFile(new URL(FILES[0]!, dir));
for (let i = 0; i < WARMUP; i++) await pool.analyze(bytes, { sector: 'binary' });
const poolTimes: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const t0 = performance.now();
  await pool.analyze(bytes, { sector: 'binary' });
  poolTimes.push(performance.now() - t0);
}
poolTimes.sort((a, b) => a - b);
console.log(
  `through the worker pool (${FILES[0]}): median ${quantile(poolTimes, 0.5).toFixed(1)} ms, p90 ${quantile(poolTimes, 0.9).toFixed(1)} ms`,
);
await pool.close();
