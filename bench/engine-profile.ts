/**
 * npx tsx bench/engine-profile.ts [name filter] [--runs N] [--threads N] — where an analysis
 * spends its CPU, for optimising the engine on a shared box. The shared real screenshots are
 * analysed in this process (no worker pool) and measured in CPU time (process.cpuUsage,
 * onnxruntime's threads included), which a loaded machine inflates far less than wall time; the
 * OCR models' share is split out (detector and recogniser runs, and the recogniser's input
 * columns, which its cost follows). Run it with `node --cpu-prof --import tsx` for a profile.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InferenceSession } from 'onnxruntime-node';
import { analyzeChart } from '../src/server/analysis/engine/analyze-chart';
import { ChartReadError } from '../src/server/analysis/engine/errors';
import { loadOcrModels, setOcrThreads } from '../src/server/analysis/engine/text/ocr-models';
import { warmUpChart } from '../src/server/analysis/engine/warm-chart';
import { cpuMs } from './bench-support';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const RUNS = option('--runs', 3);
// one intra-op thread by default: CPU time then counts the work, not onnxruntime's spinning
setOcrThreads(option('--threads', 1));

const dir =
  process.env.REAL_CHARTS_DIR ?? fileURLToPath(new URL('../../shared/real-charts/', import.meta.url));
if (!existsSync(dir)) throw new Error(`${dir} not found (set REAL_CHARTS_DIR)`);
const optionValues = new Set(
  ['--runs', '--threads'].flatMap((o) => (args.includes(o) ? [args[args.indexOf(o) + 1]] : [])),
);
const filter = args.find((a) => !a.startsWith('--') && !optionValues.has(a));
const files = (await readdir(dir))
  .filter((f) => /\.(png|jpe?g|webp)$/i.test(f) && (!filter || f.includes(filter)))
  .sort();

/** CPU ms and runs of each model, and the recogniser's input columns (batch × width) */
const spent = { detector: 0, recognizer: 0, detectorRuns: 0, recognizerRuns: 0, columns: 0 };
const models = await loadOcrModels();
for (const name of ['detector', 'recognizer'] as const) {
  const session = models[name];
  const run = session.run.bind(session);
  session.run = (async (feeds: InferenceSession.FeedsType, ...rest: []) => {
    const c0 = cpuMs();
    const out = await run(feeds, ...rest);
    spent[name] += cpuMs() - c0;
    spent[`${name}Runs`]++;
    const dims = Object.values(feeds)[0]!.dims;
    if (name === 'recognizer') spent.columns += dims[0]! * dims[3]!;
    return out;
  }) as typeof session.run;
}

const warm = await warmUpChart();
for (let i = 0; i < 3; i++) await analyzeChart(warm, { sector: 'forex' });

console.log(
  'image                                     cpu ms  detect (runs)  recognise (runs, columns)  other',
);
const totals = { cpu: 0, detector: 0, recognizer: 0 };
const cpus: number[] = [];
for (const f of files) {
  const bytes = await readFile(path.join(dir, f));
  const runs: Array<typeof spent & { cpu: number }> = [];
  for (let i = 0; i < RUNS; i++) {
    const before = { ...spent };
    const c0 = cpuMs();
    try {
      await analyzeChart(bytes, { sector: 'forex' });
    } catch (e) {
      if (!(e instanceof ChartReadError)) throw e;
    }
    const cpu = cpuMs() - c0;
    const delta = Object.fromEntries(
      Object.entries(spent).map(([k, v]) => [k, v - before[k as keyof typeof spent]]),
    ) as typeof spent;
    runs.push({ ...delta, cpu });
  }
  runs.sort((a, b) => a.cpu - b.cpu);
  const mid = runs[runs.length >> 1]!;
  cpus.push(mid.cpu);
  totals.cpu += mid.cpu;
  totals.detector += mid.detector;
  totals.recognizer += mid.recognizer;
  const n = (v: number, w: number) => v.toFixed(0).padStart(w);
  console.log(
    `${f.slice(0, 40).padEnd(40)} ${n(mid.cpu, 7)}  ${n(mid.detector, 6)} (${mid.detectorRuns})  ${n(mid.recognizer, 9)} (${mid.recognizerRuns}, ${n(mid.columns, 5)})  ${n(mid.cpu - mid.detector - mid.recognizer, 9)}`,
  );
}
cpus.sort((a, b) => a - b);
console.log(
  `\nCPU per analysis: median ${cpus[cpus.length >> 1]!.toFixed(0)} ms; over ${files.length} images ${totals.cpu.toFixed(0)} ms, ` +
    `of which detection ${totals.detector.toFixed(0)} ms, recognition ${totals.recognizer.toFixed(0)} ms`,
);
