/**
 * npx tsx scripts/verify-pairs/export-fixtures.ts <pair-id> …
 * Copies rendered pairs (from .cache/verify-pairs, rendered by npm run eval:verify) into
 * engine/verify/fixtures with their truth: the unit regression subset of the verification.
 */
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pairList } from './pair-list';
import { seriesOf, type RenderedPrint } from './render-pairs';
import { TRUE_DRAW_PX, trueExpiry } from './truth';
import type { PairCase } from '../../src/server/analysis/engine/verify/pair-case';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CACHE = ROOT + '.cache/verify-pairs';
const OUT = ROOT + 'src/server/analysis/engine/verify/fixtures';

const cases: PairCase[] = existsSync(`${OUT}/pairs.json`)
  ? (JSON.parse(await readFile(`${OUT}/pairs.json`, 'utf8')) as PairCase[])
  : [];
for (const id of process.argv.slice(2)) {
  const pair = pairList().find((p) => p.id === id);
  if (!pair) throw new Error(`no pair ${id}`);
  const before = `${pair.base.id}-before.png`;
  const after = `${id}.png`;
  await copyFile(`${CACHE}/${pair.base.id}/before.png`, `${OUT}/${before}`);
  await copyFile(`${CACHE}/${id}.png`, `${OUT}/${after}`);
  const truth = JSON.parse(await readFile(`${CACHE}/${id}.json`, 'utf8')) as Omit<RenderedPrint, 'file'>;
  const mismatch = pair.variant === 'other-series';
  const expected = mismatch
    ? 'refused'
    : trueExpiry(seriesOf(pair.base, pair.seed), {
        n: pair.base.count,
        to: pair.to,
        expiry: pair.call.expiry,
        up: pair.call.direction === 'CALL',
        pricePerPixel: truth.pricePerPixel,
        drawPx: TRUE_DRAW_PX,
      });
  const entry = { id, before, after, call: pair.call, expected, shift: mismatch ? null : pair.advance };
  const at = cases.findIndex((c) => c.id === id);
  if (at >= 0) cases[at] = entry;
  else cases.push(entry);
}
await writeFile(`${OUT}/pairs.json`, JSON.stringify(cases, null, 2) + '\n');
console.log(cases.map((c) => `${c.id}: ${c.expected} (shift ${c.shift})`).join('\n'));
