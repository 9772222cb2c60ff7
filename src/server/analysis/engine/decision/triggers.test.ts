import { describe, expect, it } from 'vitest';
import type { Ohlc } from '../types';
import { measureRuleInputs } from './rule-inputs';
import { applyRuleTable } from './rule-table';
import { breakoutRecord } from './breakout-record';
import { tradeLevels } from './trade-levels';
import { buildTriggers, type TriggerInputs } from './triggers';
import { candle as k } from './test-series';

/** a range between 100 and 102 for n candles: tops at 102, bottoms at 100 */
const range = (n: number): Ohlc[] =>
  Array.from({ length: n }, (_, i) => {
    const phase = i % 8;
    const base = phase < 4 ? 100 + phase * 0.5 : 102 - (phase - 4) * 0.5;
    return k(base, base + (phase < 4 ? 0.5 : -0.5), 0.05);
  });

const inputsFor = (series: Ohlc[], over: Partial<TriggerInputs> = {}): TriggerInputs => {
  const inputs = measureRuleInputs(series);
  return {
    series,
    inputs,
    rule: applyRuleTable(inputs, 'balanced').rule,
    lean: 0,
    option: true,
    labels: { up: 'CALL', down: 'PUT' },
    minutesPerCandle: 5,
    fmt: (p) => p.toFixed(2).replace('.', ','),
    relative: false,
    ...over,
  };
};

describe('buildTriggers (issue 22: AGUARDAR becomes a plan)', () => {
  it("watches the range's edges: CALL above resistance, PUT below support, with expiry and validity", () => {
    const series = range(60);
    const t = buildTriggers(inputsFor(series));
    expect(t.map((x) => x.direcao).sort()).toEqual(['CALL', 'PUT']);
    const call = t.find((x) => x.direcao === 'CALL')!;
    expect(call).toMatchObject({
      tipo: 'fechar-acima',
      velas: 3,
      expiracao_velas: 1,
      regra: 'rompimento-resistencia',
    });
    expect(call.preco).toBeGreaterThan(series[series.length - 1]!.close);
    expect(call.condicao).toMatch(
      /^CALL se uma vela fechar acima de 102,\d\d \(resistência com \d+ toques\) nas próximas 3 velas \(15 minutos\)$/,
    );
    expect(call.acao).toBe('CALL na abertura da vela seguinte, expiração de 1 vela (5 minutos)');
    const put = t.find((x) => x.direcao === 'PUT')!;
    expect(put.preco).toBeLessThan(series[series.length - 1]!.close);
  });

  it('lists the side the evidence leans to first', () => {
    expect(buildTriggers(inputsFor(range(60), { lean: -1 }))[0]!.direcao).toBe('PUT');
    expect(buildTriggers(inputsFor(range(60), { lean: 1 }))[0]!.direcao).toBe('CALL');
  });

  it('gives a trade trigger its own stop and target, paying at least 1.5 times the risk', () => {
    const t = buildTriggers(inputsFor(range(60), { option: false, labels: { up: 'COMPRA', down: 'VENDA' } }));
    expect(t.length).toBeGreaterThan(0);
    for (const x of t) {
      expect(x.risco_retorno).toBeGreaterThanOrEqual(1.5);
      expect(x.expiracao_velas).toBeNull();
      const d = x.tipo === 'fechar-acima' ? 1 : -1;
      expect(d * (x.preco - x.stop!)).toBeGreaterThan(0);
      expect(d * (x.alvo! - x.preco)).toBeGreaterThan(0);
      expect(x.acao).toMatch(/no fechamento que confirmar, stop .*, alvo .*\(risco\/retorno 1:\d/);
    }
  });

  it("at the chart's top with no level above, watches the top itself", () => {
    const climb = Array.from({ length: 40 }, (_, i) => k(100 + i, 101 + i));
    const t = buildTriggers(inputsFor(climb));
    const call = t.find((x) => x.direcao === 'CALL')!;
    expect(call.preco).toBeCloseTo(climb[39]!.high, 10);
    expect(call.condicao).toMatch(/máxima da última vela, topo do gráfico/);
  });

  it('on a chart without a price axis, points at the line drawn on the picture and sets no stop', () => {
    const t = buildTriggers(
      inputsFor(range(60), { relative: true, option: false, labels: { up: 'COMPRA', down: 'VENDA' } }),
    );
    expect(t[0]!.condicao).toMatch(/linha marcada no gráfico anotado/);
    expect(t[0]!.stop).toBeNull();
  });
});

describe('tradeLevels', () => {
  it('puts the stop beyond the nearby level with room for the last candles, the target at the next level', () => {
    const series = range(58);
    const inputs = measureRuleInputs(series);
    const last = series[series.length - 1]!;
    const l = tradeLevels({
      direction: 1,
      entry: last.close,
      series,
      levels: [...inputs.supports, ...inputs.resistances],
      meanRange: inputs.meanRange,
    });
    const support = inputs.supports[0]!.price;
    expect(l.stop).toBeLessThan(Math.min(support, ...series.slice(-3).map((c) => c.low)));
    expect(l.stopBasis).toBe('nivel');
    expect(l.target).toBeCloseTo(inputs.resistances[0]!.price, 10);
    expect(l.riskReward).toBeCloseTo((l.target - l.entry) / (l.entry - l.stop), 10);
  });

  it('projects the recent range when no level stands ahead', () => {
    const climb = Array.from({ length: 30 }, (_, i) => k(100 + i, 101 + i));
    const inputs = measureRuleInputs(climb);
    const entry = climb[29]!.close;
    const l = tradeLevels({
      direction: 1,
      entry,
      series: climb,
      levels: [...inputs.supports],
      meanRange: inputs.meanRange,
    });
    expect(l.targetBasis).toBe('projecao');
    const tail = climb.slice(-20);
    expect(l.target).toBeCloseTo(
      entry + Math.max(...tail.map((c) => c.high)) - Math.min(...tail.map((c) => c.low)),
      10,
    );
  });
});

describe('breakoutRecord', () => {
  it('counts the earlier candles that closed beyond the level measured before them, and whether the next followed', () => {
    // a range, a candle closing above its tops, then one that keeps climbing; then one more candle
    const series = [...range(40), k(101.6, 103), k(103, 104), k(104, 104.2)];
    const up = breakoutRecord(series, 1);
    expect(up.signals).toBeGreaterThanOrEqual(1);
    expect(up.hits).toBeGreaterThanOrEqual(1);
    // the range alone: its closes never pass the tops measured before them
    expect(breakoutRecord(range(40), 1).signals).toBe(0);
    const down = breakoutRecord([...range(40), k(100.4, 99), k(99, 99.5), k(99.5, 99.4)], -1);
    expect(down).toMatchObject({ signals: 1, hits: 0 });
  });

  it("tells the trader each breakout trigger's record on the chart", () => {
    const t = buildTriggers(inputsFor(range(200)));
    for (const x of t.filter((g) => g.regra.startsWith('rompimento')))
      expect(x.historico?.texto).toMatch(/^Nesta imagem, /);
  });
});
