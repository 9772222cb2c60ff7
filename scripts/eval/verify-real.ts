/**
 * npm run eval:verify-real [-- --mirror DIR]
 * The verification on real pairs (issue 24, item 7): two prints of one chart taken at different
 * moments, from the public repositories named in eval/verify-real-cases.json (repository, commit
 * and path; never the images). Prints come from a local clone (--mirror, a git directory) and are
 * cached in .cache/verify-real. For each pair the later print is checked against a CALL and a
 * PUT at expiry 1; the reported shift is compared with the hours between the two commits (the
 * prints are 1-hour charts rendered when the commit was made).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { analyzeChart, printSeriesOf, verifyCall, type PrintSeries } from '../../src/server/analysis/engine';

type Print = { commit: string; time: string };
type RealCase = { repo: string; path: string; minutesPerCandle: number; before: Print; after: Print };

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const { values } = parseArgs({ options: { mirror: { type: 'string' } } });
const cases = JSON.parse(readFileSync(ROOT + 'eval/verify-real-cases.json', 'utf8')) as RealCase[];
mkdirSync(ROOT + '.cache/verify-real', { recursive: true });

function image(c: RealCase, p: Print): Buffer {
  const file = `${ROOT}.cache/verify-real/${c.repo.replace('/', '+')}-${p.commit.slice(0, 12)}.png`;
  if (!existsSync(file)) {
    if (!values.mirror) throw new Error(`${file} missing: pass --mirror <git dir of ${c.repo}>`);
    writeFileSync(file, execFileSync('git', ['--git-dir', values.mirror, 'show', `${p.commit}:${c.path}`]));
  }
  return readFileSync(file);
}

const readings = new Map<string, PrintSeries | null>();
async function read(c: RealCase, p: Print) {
  if (!readings.has(p.commit)) {
    try {
      readings.set(p.commit, printSeriesOf((await analyzeChart(image(c, p), { sector: 'crypto' })).result));
    } catch {
      readings.set(p.commit, null);
    }
  }
  return readings.get(p.commit)!;
}

for (const c of cases) {
  const before = await read(c, c.before);
  const after = await read(c, c.after);
  const hours = (Date.parse(c.after.time) - Date.parse(c.before.time)) / 60_000 / c.minutesPerCandle;
  const label = `${c.repo} ${c.before.commit.slice(0, 7)} → ${c.after.commit.slice(0, 7)} (${hours.toFixed(1)} candles apart)`;
  if (!before || !after) {
    console.log(`${label}: print not read`);
    continue;
  }
  const up = verifyCall(before, after, { kind: 'expiry', direction: 'CALL', expiry: 1 });
  const down = verifyCall(before, after, { kind: 'expiry', direction: 'PUT', expiry: 1 });
  console.log(
    `${label}: sameChart ${up.sameChart}, shift ${up.shift}, CALL ${up.outcome}, PUT ${down.outcome}` +
      (up.match ? `, matched ${up.match.matched}/${up.match.compared}` : '') +
      ` — ${up.reason}`,
  );
}
