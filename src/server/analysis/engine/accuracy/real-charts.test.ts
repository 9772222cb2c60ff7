import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkConsistency } from '../decision/check-consistency';
import { untracedFigures } from '../decision/trace-figures';
import { analyzeCase } from './read-case';
import { loadCases, scoreCase, summarize, type CaseScore } from './real-chart-cases';

/**
 * Real screenshots (../shared/real-charts beside this repository, or REAL_CHARTS_DIR): the
 * measure of the product. `npm run eval` scores the whole shared set and every other one; this
 * test keeps a fast regression guard in `npm test` (issue 23): the eight cases below, one or two
 * per platform, the three whose whole-chart trend is asserted, and a refusal. One pass analyses
 * each image as the product does and checks two things: the reading (the floors asserted are
 * what the engine holds on these eight today, so a change that reads them worse fails) and the
 * decision (issue 13: every accepted chart gets a coherent result whose figures trace back to
 * measurements; the calls are printed for review). The images are not ours to commit: without
 * the folder the suite says so loudly and skips, or fails where REQUIRE_REAL_CHARTS=1.
 */
const DIR =
  process.env.REAL_CHARTS_DIR ??
  fileURLToPath(new URL('../../../../../../shared/real-charts/', import.meta.url));
const GUARD = [
  'qx_eurjpy_5m_web_dark',
  'qx_phone_usddzd',
  'mt4_gold_daily_subwindows',
  'mt5_white_daily_small',
  'tv_light_zh_mxf_crosshair',
  'tv_light_log_jpeg_nse',
  'moex_mxi_5m_comma_axis',
  'refuse_mt5_tester_balance',
];
const TARGETS = { withinExpectations: 0.9, axis: 0.85, symbol: 0.8 };
/** Counts on the eight, measured at 1d1213c (tv_light_log_jpeg_nse is read short; two symbols unread). */
const FLOORS = { withinExpectations: 7, axis: 6, symbol: 5, legibleRefused: 0 };
/**
 * Issue 22: shared screenshots whose whole chart plainly climbs, read by eye (MXF from 19 k to
 * 35.7 k, an NSE stock that triples on a log axis, a daily that doubles). They were called
 * "lateral" before the whole-chart trend became net move over price span.
 */
const LONG_TRENDS: Record<string, 'de alta' | 'de baixa'> = {
  tv_light_zh_mxf_crosshair: 'de alta',
  tv_light_log_jpeg_nse: 'de alta',
  mt5_white_daily_small: 'de alta',
};
const WHOLE_CHART = /no gráfico inteiro, (de alta|de baixa|lateral)/;

const missing = !existsSync(DIR);
if (missing) {
  const banner = '!'.repeat(78);
  console.warn(
    `\n${banner}\nREAL SCREENSHOTS NOT FOUND at ${DIR}\n` +
      `The engine's real-screenshot floors are NOT checked in this run (set REAL_CHARTS_DIR).\n${banner}\n`,
  );
}

describe('engine on real screenshots', () => {
  it.runIf(missing)(`finds the real screenshots (${DIR})`, () => {
    // a run that must measure them (REQUIRE_REAL_CHARTS=1) fails here; others only warn above
    if (process.env.REQUIRE_REAL_CHARTS === '1') expect.fail(`real screenshots not found at ${DIR}`);
  });

  it.skipIf(missing)(
    'reads a regression subset of the development set at or above the measured floors, with coherent decisions',
    async () => {
      const cases = (await loadCases(DIR)).filter((c) => GUARD.includes(c.id));
      expect(cases.map((c) => c.id).sort()).toEqual([...GUARD].sort());
      const scores: CaseScore[] = [];
      const readings: string[] = [];
      const decisions: string[] = [];
      const incoherent: string[] = [];
      const wholeTrends: Record<string, string> = {};
      for (const c of cases) {
        const { outcome, result, ms } = await analyzeCase(await readFile(path.join(DIR, c.file!)), c);
        const s = scoreCase(c, outcome);
        scores.push(s);
        readings.push(
          `${s.withinExpectations ? 'ok  ' : 'FAIL'} ${c.id.padEnd(36)} ${ms.toFixed(0).padStart(6)} ms  ${outcome.refused ? 'refused' : `${outcome.candleCount} candles`}  ${s.notes.join('; ')}`,
        );
        if (!result) continue;
        if (c.id in LONG_TRENDS) wholeTrends[c.id] = WHOLE_CHART.exec(result.comentario_vtx)?.[1] ?? '?';
        const problems = [...checkConsistency(result), ...untracedFigures(result)];
        if (problems.length) incoherent.push(`${c.id}: ${problems.join('; ')}`);
        decisions.push(
          `${c.id.padEnd(36)} ${result.sinal_entrada.padEnd(8)} ${result.tendencia_atual.padEnd(7)} ${String(result.probabilidade).padStart(3)}% ${result.avaliacao?.fonte_probabilidade ?? '-'}  ${result.avaliacao?.motivo ?? ''} | ${result.avaliacao?.historico.texto ?? ''}`,
        );
      }
      const sum = summarize(scores);
      const share = (n: number, d: number) => (d ? n / d : 1);
      const within = share(sum.withinExpectations, sum.cases);
      const axis = share(sum.axisWithinTolerance, sum.axisLegible);
      const symbol = share(sum.symbolRead, sum.symbolPrinted);
      console.log(
        `${readings.join('\n')}\n\n` +
          `within expectations ${sum.withinExpectations}/${sum.cases} (${(within * 100).toFixed(0)} %; issue target ≥ ${TARGETS.withinExpectations * 100} %)\n` +
          `price axis within 2 % of its span ${sum.axisWithinTolerance}/${sum.axisLegible} (${(axis * 100).toFixed(0)} %; target ≥ ${TARGETS.axis * 100} %)\n` +
          `symbol read ${sum.symbolRead}/${sum.symbolPrinted} (${(symbol * 100).toFixed(0)} %; target ≥ ${TARGETS.symbol * 100} %)\n` +
          `legible charts refused ${sum.legibleRefused} (target 0)\n\n` +
          `decisions\n${decisions.join('\n')}`,
      );
      expect(incoherent).toEqual([]);
      expect(wholeTrends).toEqual(LONG_TRENDS);
      expect(sum.withinExpectations).toBeGreaterThanOrEqual(FLOORS.withinExpectations);
      expect(sum.axisWithinTolerance).toBeGreaterThanOrEqual(FLOORS.axis);
      expect(sum.symbolRead).toBeGreaterThanOrEqual(FLOORS.symbol);
      expect(sum.legibleRefused).toBeLessThanOrEqual(FLOORS.legibleRefused);
    },
    600_000,
  );
});
