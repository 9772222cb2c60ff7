/**
 * npx tsx bench/same-readings.ts --base DIR [--runs N] [--only TEXT] [--fixtures-only|--real-only]
 *
 * A speed change must leave every reading as it was. This runs two copies of the engine in one
 * process — this worktree's `src` and a baseline copy's (`DIR/src`, e.g. `git archive <commit> src`
 * unpacked there with `node_modules` linked beside it) — on every image the team has (the shared
 * set, every cached eval set, the generated fixtures), interleaved image by image so that a loaded
 * box slows both alike, and reports:
 * - every image whose result differs (the whole analysis, timings left out; the text lines read
 *   are compared apart, since reading fewer unneeded lines is the point of some changes);
 * - CPU time per analysis (process.cpuUsage, onnxruntime's threads included; one intra-op thread,
 *   so the time counts work, not spinning), median of `--runs` per image and engine, then the
 *   median over the images and the median of the per-image ratios.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { benchImages, cpuMs, middle, REPO_ROOT as ROOT } from './bench-support';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    runs: { type: 'string', default: '1' },
    only: { type: 'string' },
    'fixtures-only': { type: 'boolean', default: false },
    'real-only': { type: 'boolean', default: false },
  },
});
if (!values.base) throw new Error('--base DIR (a copy of the engine to compare with) is required');
const RUNS = Math.max(1, Number(values.runs));

type Engine = {
  name: string;
  analyze: (bytes: Buffer) => Promise<unknown>;
};

async function loadEngine(name: string, root: string): Promise<Engine> {
  const engine = path.join(root, 'src/server/analysis/engine');
  const { analyzeChart } = (await import(
    pathToFileURL(path.join(engine, 'analyze-chart.ts')).href
  )) as typeof import('../src/server/analysis/engine/analyze-chart');
  const { ChartReadError } = (await import(
    pathToFileURL(path.join(engine, 'errors.ts')).href
  )) as typeof import('../src/server/analysis/engine/errors');
  const { setOcrThreads } = (await import(
    pathToFileURL(path.join(engine, 'text/ocr-models.ts')).href
  )) as typeof import('../src/server/analysis/engine/text/ocr-models');
  setOcrThreads(1);
  return {
    name,
    analyze: (bytes) =>
      analyzeChart(bytes, { sector: 'forex' }).then(
        ({ result }) => {
          const { metadata: _timings, ...rest } = result;
          return rest;
        },
        (e: unknown) => {
          if (e instanceof ChartReadError) return { refused: e.code };
          throw e;
        },
      ),
  };
}

/** The analysis without the text lines read, and those lines apart. */
function split(result: unknown): { reading: string; text: string } {
  const r = structuredClone(result) as { extraction?: { text?: unknown } };
  const text = JSON.stringify(r.extraction?.text ?? null);
  if (r.extraction) delete r.extraction.text;
  return { reading: JSON.stringify(r), text };
}

/** The first key path where two JSON values differ, for the report. */
function firstDifference(a: unknown, b: unknown, at = ''): string {
  if (JSON.stringify(a) === JSON.stringify(b)) return '';
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) {
      const d = firstDifference(
        (a as Record<string, unknown>)[k],
        (b as Record<string, unknown>)[k],
        `${at}.${k}`,
      );
      if (d) return d;
    }
  }
  return `${at || '(root)'}: ${JSON.stringify(a)?.slice(0, 120)} ≠ ${JSON.stringify(b)?.slice(0, 120)}`;
}

const engines = [await loadEngine('base', path.resolve(values.base)), await loadEngine('this', ROOT)];
// warm both (model sessions, detector canvases) on one fixture
const warm = await readFile(path.join(ROOT, 'src/server/analysis/engine/fixtures/charts/tv-dark-eurusd.png'));
for (const e of engines) for (let i = 0; i < 2; i++) await e.analyze(warm);

const list = benchImages({
  only: values.only,
  real: !values['fixtures-only'],
  fixtures: !values['real-only'],
});
const seen = new Set<string>();
const cpu: Record<string, number[]> = { base: [], this: [] };
const ratios: number[] = [];
let differ = 0;
let textDiffer = 0;
console.log(`${list.length} images, ${RUNS} run(s) each per engine, interleaved`);
console.log('image                                              base ms  this ms   ratio  same');
for (const { name, file } of list) {
  const bytes = await readFile(file);
  const hash = createHash('sha1').update(bytes).digest('hex');
  if (seen.has(hash)) continue;
  seen.add(hash);
  const spent: Record<string, number[]> = { base: [], this: [] };
  const out: Record<string, unknown> = {};
  for (let r = 0; r < RUNS; r++)
    // alternate which engine goes first, so neither always runs on a cooler cache
    for (const e of r % 2 ? [...engines].reverse() : engines) {
      const c0 = cpuMs();
      out[e.name] = await e.analyze(bytes);
      spent[e.name]!.push(cpuMs() - c0);
    }
  const a = split(out.base);
  const b = split(out.this);
  const same = a.reading === b.reading;
  if (!same) differ++;
  if (a.text !== b.text) textDiffer++;
  const mb = middle(spent.base!);
  const mt = middle(spent.this!);
  cpu.base!.push(mb);
  cpu.this!.push(mt);
  ratios.push(mt / mb);
  console.log(
    `${name.slice(0, 50).padEnd(50)} ${mb.toFixed(0).padStart(7)} ${mt.toFixed(0).padStart(8)} ${(mt / mb).toFixed(2).padStart(7)}  ${same ? (a.text === b.text ? 'yes' : 'yes (text read differs)') : 'NO'}`,
  );
  if (!same) console.log(`   ${firstDifference(JSON.parse(a.reading), JSON.parse(b.reading))}`);
}
const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
console.log(
  `\n${seen.size} images: readings differ on ${differ}, text lines read differ on ${textDiffer}\n` +
    `CPU per analysis, median over images: base ${middle(cpu.base!).toFixed(0)} ms, this ${middle(cpu.this!).toFixed(0)} ms; ` +
    `total base ${sum(cpu.base!).toFixed(0)} ms, this ${sum(cpu.this!).toFixed(0)} ms; median per-image ratio ${middle(ratios).toFixed(3)}`,
);
process.exit(differ ? 1 : 0);
