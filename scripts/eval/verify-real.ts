/**
 * npm run eval:verify-real [-- --mirror DIR … | --mirrors ROOT] [--only SET] [--reuse-readings] [--no-history]
 * The verification on real pairs (issue 24, item 7): two prints of one chart taken at different
 * moments, from the public repositories named in eval/verify-real-cases.json (repository, commit
 * and path; never the images). Prints come from local clones (--mirror, a git directory, once per
 * repository; or --mirrors, a folder holding `<owner>+<name>/repo` for each) and are cached in
 * .cache/verify-real. For each pair the later print is checked against a CALL and a PUT at
 * expiry 1; the shift is compared with the candles that opened between the two commits (the
 * prints are rendered when the commit is made: a commit within a few minutes of a candle's open
 * is marked, its expected shift may be one off). The tally is appended to eval/verify-history.md.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { verifyCall } from '../../src/server/analysis/engine';
import { printReader } from './verify-readings';

type Print = {
  commit: string;
  time: string;
  /** this print's file when the two prints are different files (else the case's `path`) */
  path?: string;
};
type RealCase = {
  repo: string;
  /** the file both prints are versions of; absent when each print names its own */
  path?: string;
  minutesPerCandle: number;
  before: Print;
  after: Print;
  /** a name for the batch the case was gathered in (scored blind before any change saw it) */
  set: string;
  /**
   * the later print must be refused (another chart under the same name, another symbol or
   * timeframe, a print of the same symbol months later); `why` says what a person sees
   */
  expect?: 'refused';
  why?: string;
  /**
   * the shift counted by eye on the prints (a platform's own bar timer or the x-axis dates):
   * exact, so it overrides the count from the commit times and its ±1 near a candle's open
   */
  shift?: number;
  /** how the case was labelled, for a reader of the file */
  note?: string;
};

/** A commit this close (minutes) to a candle's open may have been rendered on either side of it. */
const NEAR_OPEN_MIN = 3;

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CACHE = ROOT + '.cache/verify-real';
const { values } = parseArgs({
  options: {
    mirror: { type: 'string', multiple: true },
    mirrors: { type: 'string' },
    only: { type: 'string' },
    'reuse-readings': { type: 'boolean' },
    'no-history': { type: 'boolean' },
  },
});
const cases = (JSON.parse(readFileSync(ROOT + 'eval/verify-real-cases.json', 'utf8')) as RealCase[]).filter(
  (c) => !values.only || c.set === values.only,
);
mkdirSync(CACHE, { recursive: true });

function gitDir(repo: string): string {
  const slug = repo.replace('/', '+');
  const named = (values.mirror ?? []).find((d) => d.includes(slug));
  if (named) return named;
  if (values.mirrors) return `${values.mirrors}/${slug}/repo`;
  if (values.mirror?.length === 1) return values.mirror[0]!;
  throw new Error(`no mirror for ${repo}: pass --mirror <git dir of ${repo}> or --mirrors <folder>`);
}

function image(c: RealCase, p: Print): Buffer {
  const path = p.path ?? c.path;
  if (!path) throw new Error(`${c.repo} ${p.commit}: no path for this print (case path or print path)`);
  // one commit may hold several charts: the path is part of the name
  const where = createHash('sha256').update(path).digest('hex').slice(0, 8);
  const file = `${CACHE}/${c.repo.replace('/', '+')}-${p.commit.slice(0, 12)}-${where}.png`;
  if (!existsSync(file))
    writeFileSync(file, execFileSync('git', ['--git-dir', gitDir(c.repo), 'show', `${p.commit}:${path}`]));
  return readFileSync(file);
}

const read = printReader({ sector: 'crypto', dir: `${CACHE}/readings`, reuse: !!values['reuse-readings'] });

/** Candles that opened between the two prints, and whether either print sat near an open. */
function expectedShift(c: RealCase): { shift: number; nearOpen: boolean } {
  if (c.shift !== undefined) return { shift: c.shift, nearOpen: false };
  const period = c.minutesPerCandle * 60_000;
  const t0 = Date.parse(c.before.time);
  const t1 = Date.parse(c.after.time);
  const near = (t: number) => Math.min(t % period, period - (t % period)) < NEAR_OPEN_MIN * 60_000;
  return { shift: Math.floor(t1 / period) - Math.floor(t0 / period), nearOpen: near(t0) || near(t1) };
}

/**
 * A print aligned and judged, whose expiry close lay within the reading's uncertainty of the
 * entry (verify/judge.ts): refused, and counted apart, since the alignment was found (its shift
 * is not reported on a refusal, so it is not checked).
 */
const UNCERTAIN = 'dentro da incerteza da leitura';
/** …and one whose entry or expiry candle was not read (verify/judge.ts): aligned, then not judged */
const JUDGED_ILLEGIBLE = 'não foi lida no segundo print';

const tally = { right: 0, wrong: 0, refused: 0, uncertain: 0, unread: 0 };
/** refused (or uncertain) pairs that were aligned before a candle or the close stopped the judgement */
const unjudged = { right: 0, wrong: 0 };
/** pairs that must be refused, apart: `refused` right (or a print not read: the product answers 422), `accepted` wrong */
const mismatch = { refused: 0, unread: 0, accepted: 0 };
for (const c of cases) {
  const before = await read(image(c, c.before));
  const after = await read(image(c, c.after));
  const expected = expectedShift(c);
  const files =
    c.before.path || c.after.path ? ` [${c.before.path ?? c.path} → ${c.after.path ?? c.path}]` : '';
  const label =
    `${c.repo} ${c.before.commit.slice(0, 7)} → ${c.after.commit.slice(0, 7)}${files}` +
    (c.expect === 'refused'
      ? ` (must be refused: ${c.why ?? 'another chart'})`
      : ` (expected shift ${expected.shift}${expected.nearOpen ? '±1' : ''})`);
  if (!before || !after) {
    if (c.expect === 'refused') mismatch.unread++;
    else tally.unread++;
    console.log(`${label}: print not read (${!before ? 'before' : 'after'})`);
    continue;
  }
  const up = verifyCall(before, after, { kind: 'expiry', direction: 'CALL', expiry: 1 });
  const down = verifyCall(before, after, { kind: 'expiry', direction: 'PUT', expiry: 1 });
  let verdict = 'refused';
  if (c.expect === 'refused') {
    // a refusal records nothing (the product keeps the call open): right, and its reason is
    // printed; but a print aligned and then left unjudged (a close within the reading's
    // uncertainty, a candle of the expiry not read) was taken for the same chart: wrong
    const judgedAway = [UNCERTAIN, JUDGED_ILLEGIBLE].some((r) => up.reason.includes(r));
    const accepted = up.sameChart || down.sameChart || judgedAway;
    mismatch[accepted ? 'accepted' : 'refused']++;
    verdict = accepted ? 'WRONGLY ACCEPTED' : 'refused (right)';
  } else if (up.sameChart) {
    const off = Math.abs((up.shift ?? NaN) - expected.shift);
    const right = off === 0 || (expected.nearOpen && off === 1);
    verdict = right ? 'right shift' : 'WRONG SHIFT';
    tally[right ? 'right' : 'wrong']++;
  } else {
    if (up.reason.includes(UNCERTAIN)) tally.uncertain++;
    else tally.refused++;
    // aligned, then not judged (the verification tells the shift it found): was it the right one?
    if (up.shift !== null) {
      const off = Math.abs(up.shift - expected.shift);
      unjudged[off === 0 || (expected.nearOpen && off === 1) ? 'right' : 'wrong']++;
    }
  }
  console.log(
    `${label}: ${verdict}, shift ${up.shift}, CALL ${up.outcome}, PUT ${down.outcome}` +
      (up.match ? `, matched ${up.match.matched}/${up.match.compared}` : '') +
      `, candles ${before.series.length}/${after.series.length} — ${up.reason}`,
  );
}
const toRefuse = cases.filter((c) => c.expect === 'refused').length;
const summary =
  `real pairs${values.only ? ` (${values.only})` : ''} ${cases.length}` +
  (toRefuse ? ` (${cases.length - toRefuse} of one chart, ${toRefuse} to refuse)` : '') +
  `: accepted at the right shift ${tally.right}, ` +
  `accepted at a wrong shift ${tally.wrong}, refused ${tally.refused}, ` +
  `aligned but the close within the reading's uncertainty ${tally.uncertain}, a print not read ${tally.unread}` +
  (unjudged.right + unjudged.wrong
    ? ` (aligned but not judged, at the right shift ${unjudged.right}, at a WRONG shift ${unjudged.wrong})`
    : '') +
  (toRefuse
    ? `; to refuse: refused ${mismatch.refused}, a print not read ${mismatch.unread}, WRONGLY ACCEPTED ${mismatch.accepted}`
    : '');
console.log(summary);
if (!values['no-history']) {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).toString().trim();
  appendFileSync(
    ROOT + 'eval/verify-history.md',
    `\n## ${new Date().toISOString().slice(0, 16)} · ${commit} · eval:verify-real\n\n- ${summary}\n`,
  );
}
