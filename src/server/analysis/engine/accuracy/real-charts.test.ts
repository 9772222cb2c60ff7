import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadOcrModels } from '../text/ocr-models';
import { readCase } from './read-case';
import { loadCases, scoreCase, summarize, type CaseScore } from './real-chart-cases';

/**
 * Real screenshots (../shared/real-charts beside this repository, or REAL_CHARTS_DIR): the
 * measure of the product. Issue 12's targets are printed beside what is read today; the floors
 * asserted are today's figures, so a change that reads real charts worse fails. The images are
 * not ours to commit: without the folder the suite says so and skips.
 */
const DIR =
  process.env.REAL_CHARTS_DIR ?? fileURLToPath(new URL('../../../../../../shared/real-charts/', import.meta.url));
const TARGETS = { withinExpectations: 0.9, axis: 0.85, symbol: 0.8 };
const FLOORS = { withinExpectations: 0.9, axis: 0.85, symbol: 0.8, legibleRefused: 1 };

describe.skipIf(!existsSync(DIR))('engine on real screenshots', () => {
  it('reads the development set at or above the measured floors', async () => {
    const models = await loadOcrModels();
    const cases = await loadCases(DIR);
    const scores: CaseScore[] = [];
    const lines: string[] = [];
    for (const c of cases) {
      const { outcome, ms } = await readCase(DIR, c, models);
      const s = scoreCase(c, outcome);
      scores.push(s);
      lines.push(`${s.withinExpectations ? 'ok  ' : 'FAIL'} ${c.id.padEnd(36)} ${ms.toFixed(0).padStart(6)} ms  ${outcome.refused ? 'refused' : `${outcome.candleCount} candles`}  ${s.notes.join('; ')}`);
    }
    const sum = summarize(scores);
    const share = (n: number, d: number) => (d ? n / d : 1);
    const within = share(sum.withinExpectations, sum.cases);
    const axis = share(sum.axisWithinTolerance, sum.axisLegible);
    const symbol = share(sum.symbolRead, sum.symbolPrinted);
    console.log(
      `${lines.join('\n')}\n\n` +
        `within expectations ${sum.withinExpectations}/${sum.cases} (${(within * 100).toFixed(0)} %; issue target ≥ ${TARGETS.withinExpectations * 100} %)\n` +
        `price axis within 2 % of its span ${sum.axisWithinTolerance}/${sum.axisLegible} (${(axis * 100).toFixed(0)} %; target ≥ ${TARGETS.axis * 100} %)\n` +
        `symbol read ${sum.symbolRead}/${sum.symbolPrinted} (${(symbol * 100).toFixed(0)} %; target ≥ ${TARGETS.symbol * 100} %)\n` +
        `legible charts refused ${sum.legibleRefused} (target 0)`,
    );
    expect(within).toBeGreaterThanOrEqual(FLOORS.withinExpectations);
    expect(axis).toBeGreaterThanOrEqual(FLOORS.axis);
    expect(symbol).toBeGreaterThanOrEqual(FLOORS.symbol);
    expect(sum.legibleRefused).toBeLessThanOrEqual(FLOORS.legibleRefused);
  }, 600_000);
});
