import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { analyzeChart } from './analyze-chart';
import { checkConsistency } from './decision/check-consistency';
import { untracedFigures } from './decision/trace-figures';
import { ChartReadError, CHART_READ_MESSAGES } from './errors';
import {
  FIXTURE_DIR,
  formatByRenderer,
  formatTable,
  loadTruths,
  median,
  scoreFixture,
  type FixtureScore,
} from './fixtures/score-fixtures';

/**
 * The generated fixture set: 62 charts drawn by five renderers (lightweight-charts, ECharts,
 * Plotly, hand-drawn MetaTrader windows and broker phone screens) with exact pixel truth.
 * Issue 12 asks for recall and precision ≥ 98 % and a median OHLC error ≤ 2 px. The floors
 * below are what the engine holds today (measured, not hoped for): a change that reads worse
 * fails; raise them as the reader improves.
 */
const TARGETS = { recall: 0.98, precision: 0.98, medianError: 2 };
/**
 * Floors sit at the measured level so a regression fails. Precision: 99.5 % since slots are no
 * longer carved out of a dialog's edges (an order dialog over the candles was read as ~27
 * candles); one dialog still adds 17. Recall 98.7 %: candles half under a dialog's shadow are
 * no longer read either.
 */
const FLOORS = {
  recall: 0.98,
  precision: 0.99,
  medianError: 1,
  direction: 0.96,
  trend: 0.9,
  priceRead: 0.95,
  priceError: 0.01,
};
/**
 * Issue 13: planted patterns named in ≥ 90 % of the fixtures that hold one, none named on ≥ 95 %
 * of those that hold none. Measured end to end (reading included): 53 of 56 (one planted pattern
 * lies under a toast) and 20 of 20 — the misses are last candles the reader draws a pixel or two
 * off (see the table's MISS rows).
 */
const PATTERN_TARGETS = { named: 0.9, clean: 0.95 };
const PATTERN_FLOORS = { named: 0.9, clean: 0.95 };

describe('engine on the generated fixture set', () => {
  it('reads candles, direction and prices at or above the measured floors', async () => {
    const truths = await loadTruths();
    expect(truths.length).toBeGreaterThanOrEqual(60);
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
    // a planted pattern under a toast is out of sight; a random series that ends in a doji
    // holds a pattern although none was planted: neither counts on either side
    const planted = rows.filter((r) => r.patternOk !== null);
    const outOfSight = rows.filter((r) => r.pattern !== null && r.patternOk === null);
    const natural = rows.filter((r) => r.naturalPatterns.length > 0);
    const clean = rows.filter((r) => r.pattern === null && r.naturalPatterns.length === 0);
    const named = planted.filter((r) => r.patternOk).length / planted.length;
    // (a refused chart names nothing, and reads nothing either: it is no success here)
    const isQuiet = (r: FixtureScore) => r.found > 0 && r.patternsNamed === 0;
    const quiet = clean.filter(isQuiet).length / clean.length;
    const errors = [...errorsByFile.values()].flat();
    const sum = (f: (r: FixtureScore) => number) => rows.reduce((s, r) => s + f(r), 0);
    const summary = {
      recall: sum((r) => r.matched) / sum((r) => r.truth),
      precision: sum((r) => r.matched) / sum((r) => r.found),
      direction: sum((r) => r.sameDirection) / sum((r) => r.matched),
      medianError: median(errors),
      trend: rows.filter((r) => r.trendOk).length / rows.length,
      priceRead: rows.filter((r) => r.priceError !== null).length / rows.length,
      priceError: median(rows.flatMap((r) => (r.priceError === null ? [] : [r.priceError]))),
    };
    console.log(
      `${formatTable(rows)}\n\n${formatByRenderer(rows, errorsByFile)}\n\n` +
        `candle recall    ${(summary.recall * 100).toFixed(2)} %  (issue target ≥ ${TARGETS.recall * 100} %)\n` +
        `candle precision ${(summary.precision * 100).toFixed(2)} %  (issue target ≥ ${TARGETS.precision * 100} %)\n` +
        `median OHLC err  ${summary.medianError.toFixed(2)} px (issue target ≤ ${TARGETS.medianError} px)\n` +
        `up/down correct  ${(summary.direction * 100).toFixed(2)} % of matched candles\n` +
        `trend label      ${(summary.trend * 100).toFixed(1)} % of charts\n` +
        `price axis read  ${(summary.priceRead * 100).toFixed(1)} % of charts, median close error ${(summary.priceError * 100).toFixed(2)} % of the price range\n` +
        `median time      ${median(rows.map((r) => r.ms)).toFixed(0)} ms per chart\n` +
        `planted pattern named ${planted.filter((r) => r.patternOk).length}/${planted.length} (issue 13 target ≥ ${PATTERN_TARGETS.named * 100} %)\n` +
        `no pattern named on pattern-free charts ${clean.filter(isQuiet).length}/${clean.length} (target ≥ ${PATTERN_TARGETS.clean * 100} %)\n` +
        `not scored for patterns: planted out of sight ${outOfSight.map((r) => r.file).join(', ') || 'none'}; ` +
        `natural pattern in the true prices ${natural.map((r) => `${r.file} (${r.naturalPatterns.join(', ')})`).join(', ') || 'none'}\n` +
        `incoherent or untraced results ${incoherent.length}${incoherent.length ? `\n${incoherent.join('\n')}` : ''}`,
    );
    expect(incoherent).toEqual([]);
    expect(named).toBeGreaterThanOrEqual(PATTERN_FLOORS.named);
    expect(quiet).toBeGreaterThanOrEqual(PATTERN_FLOORS.clean);
    expect(summary.recall).toBeGreaterThanOrEqual(FLOORS.recall);
    expect(summary.precision).toBeGreaterThanOrEqual(FLOORS.precision);
    expect(summary.medianError).toBeLessThanOrEqual(FLOORS.medianError);
    expect(summary.direction).toBeGreaterThanOrEqual(FLOORS.direction);
    expect(summary.trend).toBeGreaterThanOrEqual(FLOORS.trend);
    expect(summary.priceRead).toBeGreaterThanOrEqual(FLOORS.priceRead);
    expect(summary.priceError).toBeLessThanOrEqual(FLOORS.priceError);
  }, 900_000);

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
