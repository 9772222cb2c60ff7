/**
 * npm run eval [-- options] — scores the chart reader on every set of real screenshots the team
 * has and on the generated fixtures, prints one line per case and the totals per set, and
 * appends the totals (with the commit they were measured on) to eval/history.md.
 *
 * Sets: the shared development set (../shared/real-charts beside the repository, or
 * REAL_CHARTS_DIR) and every eval/sets/<name>/cases.json (same format, plus optional `platform`
 * and `payout`). Images are never committed: they are taken from the ignored cache
 * .cache/real-charts/<set>/, filled from the set's own folder, a git snapshot under the mirror
 * root (EVAL_MIRROR_ROOT, default /work/.mirror) or an https download where the network allows.
 *
 * Options:
 *   --set NAME          only this set (repeatable; "shared", "fixtures" or an eval/sets name)
 *   --images NAME=DIR   a folder that already holds set NAME's images (copied into the cache)
 *   --note TEXT         a note for the history line ("blind first score", …)
 *   --no-history        print only
 *   --no-download       do not try the network for missing images
 *   --scales 0.6,2      also score every real image resized by these factors (a desktop print
 *                       shrunk, a 3× phone print): the reading should not depend on the scale
 *   --unseal NAME       print the case lines of a sealed set (repeatable)
 *
 * A set whose cases.json says `"sealed": true` is kept for blind scoring: only its totals are
 * printed, so that no change is made with its cases in view. Unseal it (edit the file, or pass
 * --unseal for one look) only once a newer set has taken its place and been scored blind.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { appendFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { loadCaseImage } from '../../src/server/analysis/engine/accuracy/case-images';
import { readCase } from '../../src/server/analysis/engine/accuracy/read-case';
import {
  formatSummary,
  scaledCase,
  scoreCase,
  summarize,
  type CaseScore,
  type RealChartCase,
} from '../../src/server/analysis/engine/accuracy/real-chart-cases';
import {
  formatByRenderer,
  formatFixtureSummary,
  formatTable,
  loadTruths,
  scoreFixture,
  summarizeFixtures,
  type FixtureScore,
} from '../../src/server/analysis/engine/fixtures/score-fixtures';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const HISTORY = path.join(ROOT, 'eval/history.md');

const { values } = parseArgs({
  options: {
    set: { type: 'string', multiple: true },
    images: { type: 'string', multiple: true },
    note: { type: 'string' },
    'no-history': { type: 'boolean', default: false },
    'no-download': { type: 'boolean', default: false },
    scales: { type: 'string' },
    unseal: { type: 'string', multiple: true },
  },
});

type SetSpec = { name: string; casesFile: string; folders: string[] };

function realSets(): SetSpec[] {
  const extra = new Map<string, string[]>();
  for (const spec of values.images ?? []) {
    const [name, dir] = spec.split('=');
    if (!name || !dir) throw new Error(`--images takes NAME=DIR, not ${spec}`);
    extra.set(name, [...(extra.get(name) ?? []), path.resolve(dir)]);
  }
  const sets: SetSpec[] = [];
  const shared = process.env.REAL_CHARTS_DIR ?? path.resolve(ROOT, '../shared/real-charts');
  sets.push({ name: 'shared', casesFile: path.join(shared, 'cases.json'), folders: [shared] });
  const setsDir = path.join(ROOT, 'eval/sets');
  if (existsSync(setsDir))
    for (const entry of readdirSync(setsDir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    ))
      if (entry.isDirectory() && existsSync(path.join(setsDir, entry.name, 'cases.json')))
        sets.push({
          name: entry.name,
          casesFile: path.join(setsDir, entry.name, 'cases.json'),
          folders: [path.join(setsDir, entry.name)],
        });
  for (const s of sets) s.folders.push(...(extra.get(s.name) ?? []));
  return sets;
}

function commit(): string {
  try {
    const hash = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'src', 'scripts'], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
    return dirty ? `${hash}+changes` : hash;
  } catch {
    return 'unknown';
  }
}

const history: string[] = [];
const loud: string[] = [];
const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
const at = commit();
const wanted = (name: string) => !values.set || values.set.includes(name);
const scales = (values.scales ?? '')
  .split(',')
  .filter(Boolean)
  .map(Number)
  .filter((s) => s > 0 && s !== 1);

for (const set of realSets()) {
  if (!wanted(set.name)) continue;
  if (!existsSync(set.casesFile)) {
    loud.push(`SET ${set.name}: ${set.casesFile} NOT FOUND — nothing scored`);
    continue;
  }
  const { cases, sealed: sealedFile } = JSON.parse(await readFile(set.casesFile, 'utf8')) as {
    cases: RealChartCase[];
    sealed?: boolean;
  };
  const sealed = sealedFile === true && !values.unseal?.includes(set.name);
  // (a sealed set's case lines stay unprinted: its figures count only while nobody has seen them)
  const show = (text: string) => {
    if (!sealed) console.log(text);
  };
  console.log(
    `\n== ${set.name}: ${cases.length} cases (${set.casesFile})${sealed ? ' — SEALED: totals only' : ''}`,
  );
  const scores: CaseScore[] = [];
  const images: Array<{ c: RealChartCase; bytes: Buffer }> = [];
  const missing: string[] = [];
  const times: number[] = [];
  for (const c of cases) {
    const image = await loadCaseImage(c, {
      cacheDir: path.join(ROOT, '.cache/real-charts', set.name),
      localDirs: set.folders,
      mirrorRoot: process.env.EVAL_MIRROR_ROOT ?? '/work/.mirror',
      download: !values['no-download'],
    });
    if ('missing' in image) {
      missing.push(image.missing);
      show(`MISSING ${c.id.padEnd(40)} ${image.missing}`);
      continue;
    }
    images.push({ c, bytes: image.bytes });
    const { outcome, ms } = await readCase(image.bytes);
    const s = scoreCase(c, outcome);
    scores.push(s);
    times.push(ms);
    const prices = s.axis ? (s.axis.withinTolerance ? 'price ok' : 'price off') : '';
    show(
      `${s.withinExpectations ? 'ok  ' : 'FAIL'} ${c.id.padEnd(40)} ${s.platform.padEnd(10)} ${ms.toFixed(0).padStart(6)} ms  ` +
        `${outcome.refused ? 'refused' : `${outcome.candleCount} candles`}  ${prices}  ${s.notes.join('; ')}`,
    );
  }
  const sum = summarize(scores);
  const line = formatSummary(sum);
  console.log(`-- ${set.name}: ${line}`);
  if (missing.length) {
    const which = sealed
      ? 'not scored (sealed: fetch its repositories)'
      : `these cases were NOT scored:\n  ${missing.join('\n  ')}`;
    loud.push(`SET ${set.name}: ${missing.length} of ${cases.length} IMAGES MISSING — ${which}`);
  }
  times.sort((a, b) => a - b);
  const medianMs = times.length ? times[times.length >> 1]!.toFixed(0) : '–';
  history.push(
    `- ${stamp} · ${at} · **${set.name}** (${scores.length} scored${missing.length ? `, ${missing.length} missing` : ''}; reading median ${medianMs} ms, in-process) · ${line}${values.note ? ` · ${values.note}` : ''}`,
  );
  for (const scale of scales) {
    const scaled: CaseScore[] = [];
    for (const { c, bytes } of images) {
      const width = Math.round(((await sharp(bytes).metadata()).width ?? 0) * scale);
      const resized = await sharp(bytes).resize({ width }).png().toBuffer();
      const { outcome } = await readCase(resized);
      const s = scoreCase(scaledCase(c, scale), outcome);
      scaled.push(s);
      if (!s.withinExpectations || s.axis?.withinTolerance === false)
        show(
          `  ${scale}x ${s.withinExpectations ? 'ok  ' : 'FAIL'} ${c.id.padEnd(40)} ${s.notes.join('; ')}`,
        );
    }
    const scaledLine = formatSummary(summarize(scaled));
    console.log(`-- ${set.name} at ${scale}x: ${scaledLine}`);
    history.push(
      `- ${stamp} · ${at} · **${set.name} at ${scale}×** (${scaled.length} images resized) · ${scaledLine}${values.note ? ` · ${values.note}` : ''}`,
    );
  }
}

if (wanted('fixtures')) {
  console.log('\n== fixtures: generated charts (analysed end to end, decision included)');
  const rows: FixtureScore[] = [];
  const errorsByFile = new Map<string, number[]>();
  for (const t of await loadTruths()) {
    const s = await scoreFixture(t);
    rows.push(s.score);
    errorsByFile.set(t.file, s.errors);
  }
  console.log(`${formatTable(rows)}\n\n${formatByRenderer(rows, errorsByFile)}`);
  const sum = summarizeFixtures(rows, errorsByFile);
  const line = formatFixtureSummary(sum);
  console.log(`-- fixtures: ${line}`);
  console.log(
    `   not scored for patterns: planted out of sight ${sum.outOfSight.join(', ') || 'none'}; natural pattern in the true prices ${sum.natural.join(', ') || 'none'}`,
  );
  history.push(`- ${stamp} · ${at} · **fixtures** · ${line}${values.note ? ` · ${values.note}` : ''}`);
}

if (loud.length) console.log(`\n${'!'.repeat(80)}\n${loud.join('\n')}\n${'!'.repeat(80)}`);
if (!values['no-history'] && history.length) {
  await appendFile(HISTORY, history.join('\n') + '\n');
  console.log(`\nappended ${history.length} line(s) to eval/history.md (commit ${at})`);
}
process.exitCode = loud.length ? 1 : 0;
// the OCR sessions keep the process alive
process.exit();
