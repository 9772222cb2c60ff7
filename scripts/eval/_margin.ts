import { createHash } from 'node:crypto';
import { readFileSync, existsSync } from 'node:fs';
const load = (f: string) => {
  const key = createHash('sha256').update(readFileSync(f)).update('otc').digest('hex').slice(0, 24);
  const file = `.cache/verify-pairs/readings/${key}.json`;
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).extraction : null;
};
const rows = JSON.parse(readFileSync('.cache/verify-pairs/results.json', 'utf8'));
for (const r of rows) {
  if (r.variant !== 'scroll' || !r.read) continue;
  const base = r.id.split('--')[0];
  const b = load(`.cache/verify-pairs/${base}/before.png`);
  const a = load(`.cache/verify-pairs/${r.id}.png`);
  if (!a || !b) continue;
  const g = (x: any) => {
    const last = x.candles[x.candles.length - 1].x;
    const p = x.quality?.slotSpacing;
    return { px: x.plot.right - last, slots: (x.plot.right - last) / p, p, w: x.plot.right - x.plot.left };
  };
  const gb = g(b), ga = g(a);
  const shortA = r.read.truthAfter - r.read.after, shortB = r.read.truthBefore - r.read.before;
  console.log(r.id.padEnd(42), r.ok ? 'ok ' : 'BAD', `shift ${r.shift}/${r.advance}`.padEnd(12), `missB ${shortB} missA ${shortA}`.padEnd(18), `gapB ${gb.px.toFixed(0)}px ${gb.slots.toFixed(2)}sl p${gb.p?.toFixed(1)} w${gb.w}`.padEnd(34), `gapA ${ga.px.toFixed(0)}px ${ga.slots.toFixed(2)}sl p${ga.p?.toFixed(1)} w${ga.w}`);
}
