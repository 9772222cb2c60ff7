/**
 * npm run eval:plan [-- --no-history] — audits the plan (issue 22) end to end on the generated
 * fixtures and the shared real screenshots, each analysed once as forex (trades) and once as
 * OTC (binary calls at the default payout). It counts what a trader would hold against the
 * answer: a contradiction (the consistency checker, untraced figures), an answer with a read
 * axis and no trigger inside it, a call below 50 % or below break-even, a trade under 1:1.5.
 * Prints one line per call and per problem, the totals, and appends them to eval/history.md.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { appendFile, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { ChartAnalysis, Sector } from '../../src/shared/analysis';
import { analyzeChart } from '../../src/server/analysis/engine/analyze-chart';
import { loadCases } from '../../src/server/analysis/engine/accuracy/real-chart-cases';
import { checkConsistency } from '../../src/server/analysis/engine/decision/check-consistency';
import { untracedFigures } from '../../src/server/analysis/engine/decision/trace-figures';
import { ChartReadError } from '../../src/server/analysis/engine/errors';
import { FIXTURE_DIR } from '../../src/server/analysis/engine/fixtures/score-fixtures';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const { values } = parseArgs({
  options: { 'no-history': { type: 'boolean', default: false }, note: { type: 'string' } },
});

type Image = { id: string; bytes: Buffer };

async function images(): Promise<Image[]> {
  const charts = path.join(FIXTURE_DIR, 'charts');
  const out: Image[] = [];
  // each chart has its truth beside it as JSON
  for (const f of (await readdir(charts)).filter((n) => !n.endsWith('.json')).sort())
    out.push({ id: `fixture/${f}`, bytes: await readFile(path.join(charts, f)) });
  const shared = process.env.REAL_CHARTS_DIR ?? path.resolve(ROOT, '../shared/real-charts');
  if (existsSync(shared))
    for (const c of await loadCases(shared))
      if (!c.refuse && c.file)
        out.push({ id: `shared/${c.id}`, bytes: await readFile(path.join(shared, c.file)) });
  return out;
}

type Tally = {
  answers: number;
  refused: number;
  calls: number;
  withAxis: number;
  withTrigger: number;
  triggers: number;
  triggersWithRecord: number;
  problems: number;
};

const tally = (): Tally => ({
  answers: 0,
  refused: 0,
  calls: 0,
  withAxis: 0,
  withTrigger: 0,
  triggers: 0,
  triggersWithRecord: 0,
  problems: 0,
});

function describeCall(r: ChartAnalysis): string {
  const p = r.plano;
  const money = p?.payout
    ? `payout ${p.payout} %, equilíbrio ${p.equilibrio} %, VE ${p.valor_esperado}`
    : `entrada ${p?.entrada} stop ${p?.stop} alvo ${p?.alvo} R/R ${p?.risco_retorno}`;
  return `${r.sinal_entrada} ${r.probabilidade} % (${r.avaliacao?.fonte_probabilidade}) · ${money}`;
}

const SECTORS: Sector[] = ['forex', 'otc'];
const totals = new Map<Sector, Tally>(SECTORS.map((s) => [s, tally()]));

for (const img of await images()) {
  for (const sector of SECTORS) {
    const t = totals.get(sector)!;
    const result = await analyzeChart(img.bytes, { sector }).then(
      (o) => o.result,
      (e: unknown) => {
        if (e instanceof ChartReadError) return null;
        throw e;
      },
    );
    if (!result) {
      t.refused++;
      continue;
    }
    t.answers++;
    const triggers = result.plano?.gatilhos ?? [];
    t.triggers += triggers.length;
    t.triggersWithRecord += triggers.filter((g) => g.historico).length;
    const scale = result.extraction?.priceScale;
    if (scale && !scale.percent) {
      t.withAxis++;
      if (triggers.length) t.withTrigger++;
    }
    if (result.sinal_entrada !== 'AGUARDAR') {
      t.calls++;
      console.log(`call     ${sector.padEnd(6)} ${img.id.padEnd(52)} ${describeCall(result)}`);
    }
    const problems = [...checkConsistency(result), ...untracedFigures(result)];
    if (problems.length) {
      t.problems++;
      console.log(`PROBLEM  ${sector.padEnd(6)} ${img.id.padEnd(52)} ${problems.join('; ')}`);
    }
  }
}

const line = SECTORS.map((s) => {
  const t = totals.get(s)!;
  return (
    `${s}: ${t.answers} answers (${t.refused} refused); contradictions ${t.problems}; calls ${t.calls}; ` +
    `read axis with a trigger inside it ${t.withTrigger}/${t.withAxis}; triggers ${t.triggers} (${t.triggersWithRecord} with a measured record)`
  );
}).join(' · ');
console.log(`\n-- plan: ${line}`);

if (!values['no-history']) {
  const at = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
  await appendFile(
    path.join(ROOT, 'eval/history.md'),
    `- ${stamp} · ${at} · **plan** (fixtures + shared legible, as forex and as OTC) · ${line}${values.note ? ` · ${values.note}` : ''}\n`,
  );
}
// the OCR sessions keep the process alive
process.exit(0);
