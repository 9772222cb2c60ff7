/**
 * Scores the engine on every generated fixture and prints the per-fixture table and one line
 * per renderer (recall, precision, median OHLC error), the figures issue 12 asks for.
 * Run: npx tsx scripts/chart-fixtures/score.ts [renderer …]
 */
import {
  formatByRenderer,
  formatTable,
  loadTruths,
  scoreFixture,
  type FixtureScore,
} from '../../src/server/analysis/engine/fixtures/score-fixtures';

const only = process.argv.slice(2);
const rows: FixtureScore[] = [];
const errors = new Map<string, number[]>();
for (const t of await loadTruths()) {
  if (only.length && !only.includes(t.renderer ?? 'lightweight-charts')) continue;
  try {
    const s = await scoreFixture(t);
    rows.push(s.score);
    errors.set(s.score.file, s.errors);
  } catch (e) {
    // a refused chart reads no candle: it counts as all missed
    rows.push({
      file: t.file,
      renderer: t.renderer ?? 'lightweight-charts',
      truth: t.candles.filter((c) => !c.hidden).length,
      found: 0,
      matched: 0,
      sameDirection: 0,
      medianError: NaN,
      trendOk: false,
      pattern: t.pattern,
      patternOk: t.pattern ? false : null,
      patternsNamed: 0,
      naturalPatterns: [],
      priceError: null,
      ms: 0,
    });
    console.error(`${t.file}: ${(e as Error).message}`);
  }
}
console.log(`${formatTable(rows)}\n\n${formatByRenderer(rows, errors)}`);
