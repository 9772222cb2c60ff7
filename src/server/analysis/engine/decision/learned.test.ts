import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyzeChart } from '../analyze-chart';
import { MIN_VERIFIED_OUTCOMES } from './plan-params';

// Issue 24, item 4: once a rule has enough verified outcomes in a sector and timeframe, its
// calls show that rate, with the count, and the break-even test weighs it.
const chart = readFileSync(fileURLToPath(new URL('../fixtures/charts/broker-binary.png', import.meta.url)));

describe('probabilities learned from verified outcomes', () => {
  it('shows the verified rate of the rule "com base em N sinais verificados", and only with enough of them', async () => {
    const { result: plain } = await analyzeChart(chart, { sector: 'otc', payout: 80 });
    const rule = plain.avaliacao!.regra;
    const timeframe = plain.timeframe;
    const { result } = await analyzeChart(chart, {
      sector: 'otc',
      payout: 80,
      learned: [{ rule, timeframe, wins: 40, losses: 10 }],
    });
    const side = result.sinal_entrada !== 'AGUARDAR' || result.avaliacao!.bloqueio;
    expect(side, 'the fixture’s rule makes a call').toBeTruthy();
    expect(result.avaliacao!.fonte_probabilidade).toBe('verificado');
    expect(result.probabilidade).toBe(80);
    expect(result.proxima_vela).toContain('com base em 50 sinais verificados');
    // 80 % with a 90 % interval of about 69–88 % clears an 80 % payout's break-even (55,6 %)
    expect(['CALL', 'PUT']).toContain(result.sinal_entrada);

    const few = await analyzeChart(chart, {
      sector: 'otc',
      payout: 80,
      learned: [{ rule, timeframe, wins: 20, losses: MIN_VERIFIED_OUTCOMES - 21 }],
    });
    expect(few.result.avaliacao!.fonte_probabilidade).not.toBe('verificado');
    expect(few.result.probabilidade).toBe(plain.probabilidade);
  });
});
