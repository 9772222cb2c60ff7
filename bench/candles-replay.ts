/**
 * npx tsx bench/candles-replay.ts --base DIR [--runs N] [--only TEXT] — the candle stage alone,
 * for optimising it without changing what it reads. Each image is read once by this worktree's
 * engine up to the candle stage (text, plot); then `readCandles` of this worktree and of a
 * baseline copy (`DIR/src`, see same-readings.ts) run on the same inputs, interleaved, and
 * their outputs must be equal. Reports CPU per call (median of the runs) and any difference.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { readCandles } from '../src/server/analysis/engine/candles/read-candles';
import { decodeImage } from '../src/server/analysis/engine/image/decode';
import { candleStageInputs, readChart } from '../src/server/analysis/engine/read-chart';
import { loadOcrModels, setOcrThreads } from '../src/server/analysis/engine/text/ocr-models';
import { benchImages, cpuMs, middle } from './bench-support';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
  },
});
if (!values.base) throw new Error('--base DIR is required');
const RUNS = Math.max(1, Number(values.runs));
const baseCandles = (
  (await import(
    pathToFileURL(path.resolve(values.base, 'src/server/analysis/engine/candles/read-candles.ts')).href
  )) as typeof import('../src/server/analysis/engine/candles/read-candles')
).readCandles;

setOcrThreads(1);
const models = await loadOcrModels();

const seen = new Set<string>();
const totals = { base: 0, this: 0 };
let differ = 0;
let n = 0;
for (const { name, file } of benchImages({ only: values.only })) {
  const bytes = await readFile(file);
  const hash = createHash('sha1').update(bytes).digest('hex');
  if (seen.has(hash)) continue;
  seen.add(hash);
  let img;
  let reading;
  try {
    img = await decodeImage(bytes);
    reading = await readChart(img, models);
  } catch {
    continue;
  }
  const options = candleStageInputs(reading.text);
  const spent = { base: [] as number[], this: [] as number[] };
  const out: Record<string, string> = {};
  for (let r = 0; r < RUNS; r++)
    for (const [k, fn] of (r % 2
      ? [
          ['this', readCandles],
          ['base', baseCandles],
        ]
      : [
          ['base', baseCandles],
          ['this', readCandles],
        ]) as Array<['base' | 'this', typeof readCandles]>) {
      const c0 = cpuMs();
      const result = fn(img, reading.plot, options);
      spent[k].push(cpuMs() - c0);
      out[k] = JSON.stringify(result);
    }
  const same = out.base === out.this;
  if (!same) differ++;
  n++;
  const [b, t] = [middle(spent.base), middle(spent.this)];
  totals.base += b;
  totals.this += t;
  console.log(
    `${name.slice(0, 50).padEnd(50)} ${b.toFixed(1).padStart(7)} ${t.toFixed(1).padStart(7)}  ${same ? '' : 'DIFFERS'}`,
  );
}
console.log(
  `\n${n} images: outputs differ on ${differ}; candle stage CPU total base ${totals.base.toFixed(0)} ms, this ${totals.this.toFixed(0)} ms (${((totals.this / totals.base - 1) * 100).toFixed(1)} %)`,
);
process.exit(differ ? 1 : 0);
