import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { analyzeChart } from './analyze-chart';
import { checkConsistency } from './decision/check-consistency';
import { untracedFigures } from './decision/trace-figures';
import { ChartReadError, CHART_READ_MESSAGES } from './errors';
import {
  FIXTURE_DIR,
  formatFixtureSummary,
  formatTable,
  loadTruths,
  scoreFixture,
  summarizeFixtures,
  type FixtureScore,
} from './fixtures/score-fixtures';

/**
 * A fast regression guard: twelve of the generated fixtures (every renderer, the hard cases:
 * a doji under the price line, an order dialog, a toast, volume bars in the pane, 2-px candles,
 * a 3× phone print downscaled) read end to end, decision included. The whole set (78 charts)
 * is scored by `npm run eval -- --set fixtures`, which prints the table and appends the totals
 * to eval/history.md. The floors below are what the engine holds on this subset today
 * (measured, not hoped for): a change that reads worse fails.
 */
const GUARD = [
  'tv-dark-eurusd.png',
  'broker-soldiers.jpg',
  'frame-platform-btc.png',
  'green-red-btc.png',
  'ec-teal-volume-eth.png',
  'ec-redup-dpr3-small.webp',
  'mt4-white-dialog.png',
  'mt5-lime-red-xauusd.png',
  'phone-quotex-eurusd.png',
  'phone-pocket-toast.jpg',
  'pl-teal-volume-brl.webp',
  'pl-lime-black-thin.png',
];
const FLOORS = {
  recall: 0.98,
  precision: 0.99,
  medianError: 1,
  direction: 0.96,
  trend: 0.9,
  priceRead: 0.95,
  priceError: 0.01,
  // (phone-pocket-toast's last candle is under its toast)
  lastFound: 11,
  lastExact: 9,
  named: 0.9,
};

describe('engine on a regression subset of the generated fixtures', () => {
  it('reads candles, direction, prices and planted patterns at or above the measured floors', async () => {
    const truths = (await loadTruths()).filter((t) => GUARD.includes(t.file));
    expect(truths.map((t) => t.file).sort()).toEqual([...GUARD].sort());
    const rows: FixtureScore[] = [];
    const errorsByFile = new Map<string, number[]>();
    const incoherent: string[] = [];
    for (const t of truths) {
      const s = await scoreFixture(t);
      rows.push(s.score);
      errorsByFile.set(t.file, s.errors);
      if (s.result) {
        const problems = [...checkConsistency(s.result), ...untracedFigures(s.result)];
        if (problems.length) incoherent.push(`${t.file}: ${problems.join('; ')}`);
      }
    }
    const sum = summarizeFixtures(rows, errorsByFile);
    console.log(`${formatTable(rows)}\n\n${formatFixtureSummary(sum)}`);
    expect(incoherent).toEqual([]);
    expect(sum.recall).toBeGreaterThanOrEqual(FLOORS.recall);
    expect(sum.precision).toBeGreaterThanOrEqual(FLOORS.precision);
    expect(sum.medianError).toBeLessThanOrEqual(FLOORS.medianError);
    expect(sum.direction).toBeGreaterThanOrEqual(FLOORS.direction);
    expect(sum.trend).toBeGreaterThanOrEqual(FLOORS.trend);
    expect(sum.priceRead).toBeGreaterThanOrEqual(FLOORS.priceRead);
    expect(sum.priceError).toBeLessThanOrEqual(FLOORS.priceError);
    expect(sum.lastFound).toBeGreaterThanOrEqual(FLOORS.lastFound);
    expect(sum.lastExact).toBeGreaterThanOrEqual(FLOORS.lastExact);
    expect(sum.named.hits / sum.named.of).toBeGreaterThanOrEqual(FLOORS.named);
  }, 300_000);

  it('refuses images that are not candlestick charts', async () => {
    const dir = FIXTURE_DIR + 'non-charts/';
    const files = await readdir(dir);
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const f of files) {
      const err = await analyzeChart(await readFile(dir + f), { sector: 'binary' }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err, f).toBeInstanceOf(ChartReadError);
      expect(['NO_CANDLES', 'TOO_BLURRY'], f).toContain((err as ChartReadError).code);
      expect((err as ChartReadError).message).toBe(CHART_READ_MESSAGES[(err as ChartReadError).code]);
    }
  }, 120_000);
});
