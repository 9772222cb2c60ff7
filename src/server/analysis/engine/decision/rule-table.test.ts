import { describe, expect, it } from 'vitest';
import type { Ohlc } from '../types';
import { measureRuleInputs } from './rule-inputs';
import { applyRuleTable, RULE_TABLE } from './rule-table';
import { candle as k, climb, zigzag } from './test-series';

const decide = (s: Ohlc[], accuracy: 'fast' | 'balanced' | 'detailed' = 'balanced') =>
  applyRuleTable(measureRuleInputs(s), accuracy, (p) => p.toFixed(2));

describe('rule table', () => {
  it('buys a measured uptrend with nothing against it, and says so', () => {
    const o = decide(climb(40));
    expect(o).toMatchObject({ side: 'buy', basis: 'tendencia', rule: 'tendencia' });
    expect(o.reason).toMatch(/^Tendência de alta medida nas últimas 20 velas/);
  });

  it('sells the mirror image', () => {
    const down = climb(40).map((c) => ({
      open: 200 - c.open,
      close: 200 - c.close,
      high: 200 - c.low,
      low: 200 - c.high,
    }));
    expect(decide(down)).toMatchObject({ side: 'sell', basis: 'tendencia' });
  });

  it('waits without a measured trend', () => {
    expect(decide(zigzag(40))).toMatchObject({ side: 'wait', rule: 'sem-tendencia' });
  });

  it('never buys against a bearish pattern on the last candles (no CALL beside an Engolfo de Baixa)', () => {
    const s = [...climb(40)];
    const last = s[s.length - 1]!;
    s.push(k(last.close, last.close + 1), k(last.close + 1.1, last.close - 0.5));
    const o = decide(s);
    expect(o.side).toBe('wait');
    expect(o.rule).toBe('padrao-contra-tendencia');
    expect(o.reason).toMatch(/Engolfo de Baixa/);
  });

  it('buys a confirmed bullish reversal at a measured support, even in a downtrend, and states it', () => {
    // a floor at 100 touched twice, a fall back to it, then a bullish engulfing on the floor
    const s: Ohlc[] = [...zigzag(10, 104)];
    for (let i = 0; i < 4; i++) s.push(k(104 - i, 103 - i));
    s.push(k(100.2, 100.1, 0.1, 0.1)); // swing low at 100
    for (let i = 0; i < 5; i++) s.push(k(100.5 + i, 101.5 + i));
    for (let i = 0; i < 6; i++) s.push(k(105 - i * 0.7, 104.3 - i * 0.7));
    s.push(k(100.9, 100.2, 0.1, 0.15), k(100.1, 101.3, 0.1, 0.1));
    const x = measureRuleInputs(s);
    expect(x.reversal?.hit.name).toBe('Engolfo de Alta');
    const o = decide(s);
    expect(o).toMatchObject({ side: 'buy', basis: 'reversao', rule: 'reversao-confirmada' });
    expect(o.reason).toMatch(/^Reversão de alta confirmada \(Engolfo de Alta\) no suporte em \d+\.\d\d$/);
    expect(Math.abs(x.reversal!.level!.price - 100)).toBeLessThan(0.3);
  });

  it('waits on an unconfirmed hammer at support, and buys once the next candle confirms it', () => {
    const s: Ohlc[] = [...zigzag(10, 104)];
    for (let i = 0; i < 4; i++) s.push(k(104 - i, 103 - i));
    s.push(k(100.2, 100.1, 0.1, 0.1));
    for (let i = 0; i < 5; i++) s.push(k(100.5 + i, 101.5 + i));
    for (let i = 0; i < 6; i++) s.push(k(105 - i * 0.9, 104.1 - i * 0.9));
    s.push(k(100.4, 100.7, 0.02, 0.8));
    expect(decide(s)).toMatchObject({ side: 'wait', rule: 'reversao-sem-confirmacao' });
    expect(decide([...s, k(100.7, 101.6)])).toMatchObject({ side: 'buy', basis: 'reversao' });
  });

  it('waits when the recent trend fights the whole chart, and in detailed mode unless the chart agrees', () => {
    const fall = climb(60).map((c) => ({
      open: 200 - c.open,
      close: 200 - c.close,
      high: 200 - c.low,
      low: 200 - c.high,
    }));
    const last = fall[fall.length - 1]!.close;
    const bounce = climb(20, last, 0.6);
    const o = decide([...fall, ...bounce]);
    expect(o.side).toBe('wait');
    expect(['tendencia-contra-grafico', 'tendencia-no-nivel']).toContain(o.rule);
    // a long flat stretch, then a short climb: the whole chart is still flat to the eye
    const sideways = [...zigzag(160, 100), ...climb(20, 100.5, 0.15)];
    expect(measureRuleInputs(sideways).trend.whole.label).toBe('LATERAL');
    expect(decide(sideways, 'balanced').side).toBe('buy');
    expect(decide(sideways, 'detailed')).toMatchObject({ side: 'wait', rule: 'tendencia-contra-grafico' });
  });

  it('waits on extreme volatility first', () => {
    const calm = climb(40, 100, 0.05).map((c) => ({ ...c, high: c.high, low: c.low }));
    const wild = Array.from({ length: 14 }, (_, i) => (i % 2 ? k(110, 104, 1, 1) : k(104, 110, 1, 1)));
    expect(decide([...calm, ...wild])).toMatchObject({ side: 'wait', rule: 'volatilidade-extrema' });
  });

  it('is documented row by row in docs/decisions/011', async () => {
    const { readFile } = await import('node:fs/promises');
    const doc = await readFile(
      new URL('../../../../../docs/decisions/011-decision-rule.md', import.meta.url),
      'utf8',
    );
    for (const row of RULE_TABLE) expect(doc, row.id).toContain(`\`${row.id}\``);
  });
});
