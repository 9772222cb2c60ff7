/**
 * npx tsx scripts/eval/verify-diagnose.ts [--seed-offset N] [--only <base-id> …] [--all]
 * For work on the verification: each same-chart pair of eval:verify (readings reused, never
 * read here: run eval:verify with --reuse-readings first) with what the alignment found and what
 * it compared: the shift taken against the true one, the alignments tried nearest the best, the
 * fit's misfit, the read move from entry to expiry close against the true move (in pixels of the
 * later print). Prints one line per pair (only the ones not right, unless --all).
 */
import { fileURLToPath } from 'node:url';
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { PrintSeries } from '../../src/server/analysis/engine';
import { alignPrints } from '../../src/server/analysis/engine/verify/align-prints';
import { rankAlignments } from '../../src/server/analysis/engine/verify/match-prints';
import { legendVerdict } from '../../src/server/analysis/engine/verify/newest-candle';
import { candlesBySlot } from '../../src/server/analysis/engine/verify/time-slots';
import { verifyCall } from '../../src/server/analysis/engine/verify/verify-call';
import { pairListWithSeedOffset } from '../verify-pairs/pair-list';
import { renderPairs } from '../verify-pairs/render-pairs';
import { trueCall } from '../verify-pairs/truth';
import { printReader } from './verify-readings';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CACHE = ROOT + '.cache/verify-pairs';

const { values } = parseArgs({
  options: {
    only: { type: 'string', multiple: true },
    'seed-offset': { type: 'string' },
    all: { type: 'boolean' },
    json: { type: 'boolean' },
  },
});
const offset = Number(values['seed-offset'] ?? 0);
const cache = offset ? `${CACHE}-seeds-${offset}` : CACHE;
const pairs = pairListWithSeedOffset(offset)
  .filter((p) => p.variant !== 'other-series')
  .filter((p) => !values.only?.length || values.only.includes(p.base.id));
const rendered = await renderPairs(pairs, cache);
const reader = printReader({ sector: 'otc', dir: `${cache}/readings`, reuse: true });
const read = async (f: string) => reader(await readFile(f));
const f2 = (x: number | null | undefined) => (x === null || x === undefined ? '–' : x.toFixed(2));
const rows: unknown[] = [];
for (const r of rendered) {
  const { pair } = r;
  const before = (await read(r.before.file)) as PrintSeries | null;
  const after = (await read(r.after.file)) as PrintSeries | null;
  if (!before || !after) continue;
  const { outcome: expected, movePx: trueMove } = trueCall(r);
  const v = verifyCall(before, after, {
    kind: 'expiry',
    direction: pair.call.direction,
    expiry: pair.call.expiry,
  });
  const tie = v.reason.includes('dentro da incerteza');
  const got = v.sameChart ? v.outcome : tie ? 'tie' : 'refused';
  const ok = (got === expected || (got === 'tie' && expected === 'draw')) && v.shift === pair.advance;
  // the read move (signed, later print's pixels), when aligned
  let readMove: number | null = null;
  let fitRms: number | null = null;
  let cont: number | null = null;
  const al = alignPrints(before, after);
  if (al.ok) {
    // misfit of the agreeing candles alone (later print's pixels), and the later print's own
    // open-to-previous-close continuity (median, pixels) over its last 20 candles
    const mm = al.matched.match;
    const errs: number[] = [];
    for (const { b, a } of al.matched.pairs) {
      const cb = al.before.series[b]!;
      const ca = al.after.series[a]!;
      const e = (['open', 'high', 'low', 'close'] as const).map(
        (f) => Math.abs(mm.scale * cb[f] + mm.intercept - ca[f]) / after.pixel,
      );
      if (e.filter((x) => x > 3 * (1 + (mm.scale * before.pixel) / after.pixel)).length <= 1) errs.push(...e);
    }
    errs.sort((x, y) => x - y);
    fitRms = Math.sqrt(errs.reduce((s, x) => s + x * x, 0) / errs.length);
    const s = al.after.series;
    const gaps: number[] = [];
    for (let i = Math.max(1, s.length - 20); i < s.length; i++)
      gaps.push(Math.abs(s[i]!.open - s[i - 1]!.close) / after.pixel);
    gaps.sort((x, y) => x - y);
    cont = gaps[Math.floor(gaps.length / 2)] ?? null;
    const m = al.matched.match;
    const shift = m.advance + al.unreadNewest;
    const series = [
      ...candlesBySlot(al.after, al.matched.views.after),
      ...Array.from({ length: al.unreadNewest }, () => null),
    ];
    const analysed = series.length - 1 - shift;
    const e = series[analysed + 1];
    const x = series[analysed + pair.call.expiry];
    if (e && x) readMove = (x.close - e.open) / after.pixel;
  }
  const ranked = rankAlignments(before, after).slice(0, 4);
  const margin = (p: PrintSeries) =>
    p.plotX && p.pitch
      ? `${(p.plotX.right - p.xs[p.xs.length - 1]!).toFixed(1)}px/${((p.plotX.right - p.xs[p.xs.length - 1]!) / p.pitch).toFixed(2)}sl of ${(p.plotX.right - p.plotX.left).toFixed(0)}`
      : '–';
  const edges = `${margin(before)} → ${margin(after)} lg ${legendVerdict(before)}/${legendVerdict(after)}`;
  const row = {
    id: pair.id,
    expected,
    got,
    shift: v.shift,
    advance: pair.advance,
    ok,
    trueMove,
    readMove,
    edges,
    rms: v.match?.rms ?? null,
    fitRms,
    cont,
    compared: v.match?.compared ?? null,
    matched: v.match?.matched ?? null,
    pitch: [before.pitch, after.pitch],
    ranked: ranked.map((c) => `${c.advance}:${c.matched}/${c.compared}@${c.rms.toFixed(2)}`).join(' '),
    reason: v.reason,
  };
  rows.push(row);
  if (values.all || !ok)
    console.log(
      `${ok ? ' ' : '✗'} ${row.id}: ${expected} → ${got} shift ${row.shift}/${row.advance} true ${f2(trueMove)} read ${f2(readMove)} rms ${f2(row.rms)} fit ${f2(fitRms)} cont ${f2(cont)} ${row.matched}/${row.compared} pitch ${f2(before.pitch)}→${f2(after.pitch)} edge ${edges} | ${row.ranked}${ok ? '' : ' | ' + v.reason.slice(0, 90)}`,
    );
}
if (values.json) console.log(JSON.stringify(rows));
