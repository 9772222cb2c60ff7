import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyzeChart } from '../analyze-chart';

// Issue 23, item 6: a value the print does not show is assumed, and the result says so.
const chart = readFileSync(fileURLToPath(new URL('../fixtures/charts/broker-binary.png', import.meta.url)));

describe('values assumed, not read', () => {
  it('says "assumido" for a payout taken from the settings', async () => {
    const { result } = await analyzeChart(chart, { sector: 'otc', payout: 80 });
    const plan = result.plano!;
    expect(plan.payout_fonte).toBe('configuração');
    expect(plan.resumo).toMatch(/Payout 80 % \(assumido: da sua configuração\)/);
  });
});
