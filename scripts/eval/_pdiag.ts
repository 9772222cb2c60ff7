import { createHash } from 'node:crypto';
import { readFileSync, existsSync } from 'node:fs';
import { printSeriesOf, type PrintSeries } from '../../src/server/analysis/engine';
import { legendVerdict, checkNewestCandles } from '../../src/server/analysis/engine/verify/newest-candle';
import { matchPrints } from '../../src/server/analysis/engine/verify/match-prints';
const load = (f: string, sector = 'otc'): PrintSeries | null => {
  const key = createHash('sha256').update(readFileSync(f)).update(sector).digest('hex').slice(0, 24);
  const file = `.cache/verify-pairs/readings/${key}.json`;
  if (!existsSync(file)) return null;
  const x = JSON.parse(readFileSync(file, 'utf8')).extraction;
  return x && printSeriesOf({ extraction: x });
};
const fmt = (o: object) => Object.values(o).map((v: number) => v.toFixed(4)).join(' ');
for (const id of process.argv.slice(2)) {
  const base = id.split('--')[0]!;
  const b = load(`.cache/verify-pairs/${base}/before.png`);
  const a = load(`.cache/verify-pairs/${id}.png`);
  const tb = JSON.parse(readFileSync(`.cache/verify-pairs/${base}/before.json`, 'utf8'));
  const ta = JSON.parse(readFileSync(`.cache/verify-pairs/${id}.json`, 'utf8'));
  console.log('==', id);
  for (const [n, p, t] of [['before', b, tb], ['after', a, ta]] as const) {
    if (!p) { console.log(n, 'unread'); continue; }
    const k = p.series.length;
    console.log(n, 'read', k, 'truth', t.bars.length, 'pitch', p.pitch, 'xs', p.xs.slice(-3).map(Math.round), 'legend', p.legend && fmt(p.legend), legendVerdict(p), '| last', fmt(p.series[k - 1]!), 'px', p.pixel.toExponential(2), 'truelast', fmt(t.bars[t.bars.length - 1]));
  }
  if (a && b) {
    const m = matchPrints(b, a);
    console.log('match', m.ok ? JSON.stringify(m.match) : m.reason, m.ok ? JSON.stringify(checkNewestCandles(b, a, m.pairs)) : '');
  }
}
