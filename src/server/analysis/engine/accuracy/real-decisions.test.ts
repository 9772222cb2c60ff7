import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sectorSchema } from '../../../../shared/analysis';
import { analyzeChart } from '../analyze-chart';
import { checkConsistency } from '../decision/check-consistency';
import { untracedFigures } from '../decision/trace-figures';
import { ChartReadError } from '../errors';
import { loadCases } from './real-chart-cases';

/**
 * Issue 13 on real screenshots: every legible chart of ../shared/real-charts gets a coherent
 * result whose figures trace back to measurements. The decisions are printed for review (what
 * the rule called and why, and its record on that chart); the images are not ours to commit, so
 * without the folder the suite skips.
 */
const DIR =
  process.env.REAL_CHARTS_DIR ?? fileURLToPath(new URL('../../../../../../shared/real-charts/', import.meta.url));

describe.skipIf(!existsSync(DIR))('decisions on real screenshots', () => {
  it('are coherent and traceable on every chart the reader accepts', async () => {
    const cases = (await loadCases(DIR)).filter((c) => !c.refuse);
    const lines: string[] = [];
    const problems: string[] = [];
    for (const c of cases) {
      const sector = sectorSchema.catch('forex').parse(c.sector);
      const out = await analyzeChart(await readFile(path.join(DIR, c.file)), { sector }).catch((e: unknown) => {
        if (e instanceof ChartReadError) return null;
        throw e;
      });
      if (!out) {
        lines.push(`${c.id.padEnd(36)} recusado`);
        continue;
      }
      const r = out.result;
      const found = [...checkConsistency(r), ...untracedFigures(r)];
      if (found.length) problems.push(`${c.id}: ${found.join('; ')}`);
      lines.push(
        `${c.id.padEnd(36)} ${r.sinal_entrada.padEnd(8)} ${r.tendencia_atual.padEnd(7)} ${String(r.probabilidade).padStart(3)}% ${r.avaliacao?.fonte_probabilidade ?? '-'}  ${r.avaliacao?.motivo ?? ''} | ${r.avaliacao?.historico.texto ?? ''}`,
      );
    }
    console.log(lines.join('\n'));
    expect(problems).toEqual([]);
  }, 600_000);
});
