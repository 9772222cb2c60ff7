/**
 * Part of npm run bench — the chart engine on real screenshots (../shared/real-charts beside
 * this repository, or REAL_CHARTS_DIR), through the worker pool as the server runs it (OCR
 * included): per image the median of a few runs, with the time of each stage, then the median
 * and p95 over the images against issue 12's targets (≤ 500 ms median, ≤ 1.2 s p95 on 2 cores).
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ChartReadError } from '../src/server/analysis/engine/errors';
import { createEnginePool } from '../src/server/analysis/engine/pool';

const RUNS = 3;

function quantile(sorted: number[], q: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i]!;
}

export async function benchRealCharts(): Promise<void> {
  const dir =
    process.env.REAL_CHARTS_DIR ?? fileURLToPath(new URL('../../shared/real-charts/', import.meta.url));
  if (!existsSync(dir)) {
    console.log(`Real screenshots: ${dir} not found (set REAL_CHARTS_DIR); skipped.\n`);
    return;
  }
  const files = (await readdir(dir)).filter((f) => /\.(png|jpe?g|webp)$/i.test(f)).sort();
  const pool = createEnginePool();
  await pool.warm();
  console.log(
    `Real screenshots (${files.length} in ${dir}), through the worker pool, median of ${RUNS} runs; load average ${loadavg()[0]!.toFixed(2)}`,
  );
  console.log('image                                      wall ms  analysis  text  plot  candles');
  const walls: number[] = [];
  const stages: Record<string, number[]> = { text: [], plot: [], candles: [] };
  for (const f of files) {
    const bytes = await readFile(path.join(dir, f));
    const runs: Array<{ wall: number; analysis: number; stage: Record<string, number> }> = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      try {
        const { result } = await pool.analyze(bytes, { sector: 'forex' });
        runs.push({
          wall: performance.now() - t0,
          analysis: result.metadata?.analysis_time ?? NaN,
          stage: result.metadata?.stage_times ?? {},
        });
      } catch (e) {
        // a refused image costs as much to read as an accepted one; its time counts too
        if (!(e instanceof ChartReadError)) throw e;
        runs.push({ wall: performance.now() - t0, analysis: NaN, stage: {} });
      }
    }
    runs.sort((a, b) => a.wall - b.wall);
    const mid = runs[runs.length >> 1]!;
    walls.push(mid.wall);
    for (const k of Object.keys(stages)) if (mid.stage[k] !== undefined) stages[k]!.push(mid.stage[k]!);
    const cell = (v: number | undefined) =>
      (v === undefined || Number.isNaN(v) ? '–' : v.toFixed(0)).padStart(5);
    console.log(
      `${f.slice(0, 40).padEnd(40)} ${mid.wall.toFixed(0).padStart(8)}  ${cell(mid.analysis).padStart(8)} ${cell(mid.stage.text)} ${cell(mid.stage.plot)} ${cell(mid.stage.candles).padStart(8)}`,
    );
  }
  await pool.close();
  walls.sort((a, b) => a - b);
  const median = (xs: number[]) =>
    xs.length
      ? quantile(
          [...xs].sort((a, b) => a - b),
          0.5,
        ).toFixed(0)
      : '–';
  console.log(
    `\nmedian ${quantile(walls, 0.5).toFixed(0)} ms (target ≤ 500), p95 ${quantile(walls, 0.95).toFixed(0)} ms (target ≤ 1 200); ` +
      `stage medians: text ${median(stages.text!)} ms, plot ${median(stages.plot!)} ms, candles ${median(stages.candles!)} ms\n`,
  );
}
