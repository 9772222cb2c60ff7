import { describe, expect, it } from 'vitest';
import { describeRecord } from './record-text';
import { measureRuleInputs } from './rule-inputs';
import { applyRuleTable } from './rule-table';
import { REPLAY_WARMUP, replayRule } from './replay-rule';
import { candle as k, climb } from './test-series';

describe('replayRule', () => {
  it('calls exactly what the rule decides on each earlier prefix, judged by the next candle', () => {
    const series = climb(45);
    const record = replayRule(series, 'balanced');
    expect(record.signals).toBe(record.calls.length);
    for (const call of record.calls) {
      expect(call.index).toBeGreaterThanOrEqual(REPLAY_WARMUP - 1);
      expect(call.index).toBeLessThan(series.length - 1);
      expect(applyRuleTable(measureRuleInputs(series.slice(0, call.index + 1)), 'balanced').side).toBe(
        call.side,
      );
      const next = series[call.index + 1]!;
      expect(call.hit).toBe(call.side === 'buy' ? next.close > next.open : next.close < next.open);
    }
    // the climb has a down candle every third: the rule's buys are right about two times in three
    expect(record.signals).toBeGreaterThan(10);
    expect(record.rate!).toBeGreaterThan(0.5);
    expect(record.rate!).toBeLessThan(0.8);
  });

  it('never looks ahead: changing a later candle leaves earlier calls alone', () => {
    const series = climb(45);
    const changed = [...series.slice(0, 40), k(130, 110), ...series.slice(41)];
    const before = replayRule(series, 'balanced').calls.filter((c) => c.index < 39);
    const after = replayRule(changed, 'balanced').calls.filter((c) => c.index < 39);
    expect(after).toEqual(before);
  });

  it('writes the record the issue asks for, and says when it is too thin', () => {
    const full = describeRecord({
      calls: [],
      signals: 22,
      hits: 14,
      rate: 14 / 22,
      interval90: [0.4615, 0.7813],
    });
    expect(full.texto).toBe(
      'Nesta imagem, a regra acertou 14 de 22 sinais (64 %; intervalo de 90 %: 46–78 %)',
    );
    expect(
      describeRecord({ calls: [], signals: 6, hits: 4, rate: 4 / 6, interval90: [0.3, 0.9] }).texto,
    ).toMatch(/só 6 sinais .* poucos para medir/);
    expect(describeRecord({ calls: [], signals: 0, hits: 0, rate: null, interval90: null }).taxa).toBeNull();
  });
});
