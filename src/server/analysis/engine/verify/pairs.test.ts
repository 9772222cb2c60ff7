import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyzeChart } from '../analyze-chart';
import { printSeriesOf, type PrintSeries } from './print-series';
import { verifyCall } from './verify-call';
import type { PairCase } from './pair-case';

/*
 * The verification's regression subset: rendered pairs (scripts/verify-pairs, exported by
 * export-fixtures.ts) read by the real engine, one per renderer, and a print of another series.
 * The full measure over every rendered pair is `npm run eval:verify`.
 */

const dir = fileURLToPath(new URL('./fixtures/', import.meta.url));
const cases = JSON.parse(readFileSync(`${dir}pairs.json`, 'utf8')) as PairCase[];
const readings = new Map<string, Promise<PrintSeries | null>>();
const read = (file: string) => {
  if (!readings.has(file))
    readings.set(
      file,
      analyzeChart(readFileSync(dir + file), { sector: 'otc' }).then(({ result }) => printSeriesOf(result)),
    );
  return readings.get(file)!;
};

describe('verification on rendered pairs', () => {
  it.each(cases)('$id: $expected', async (c) => {
    const before = await read(c.before);
    const after = await read(c.after);
    const v = verifyCall(before!, after!, { kind: 'expiry', ...c.call });
    if (c.expected === 'refused') {
      expect(v.sameChart).toBe(false);
      return;
    }
    expect(v.shift).toBe(c.shift);
    expect(v.outcome).toBe(c.expected);
  });
});
