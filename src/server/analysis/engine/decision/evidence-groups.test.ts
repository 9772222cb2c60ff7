import { describe, expect, it } from 'vitest';
import type { IndicatorReadings } from '../evidence/indicators';
import { agreementPercent, agreementScore, groupEvidence } from './evidence-groups';
import { measureRuleInputs } from './rule-inputs';
import { climb } from './test-series';

const bullishDrift: IndicatorReadings = {
  rsi: 62,
  macd: { macd: 1, signal: 0.5, histogram: 0.5, previousHistogram: 0.4 },
  bollinger: { position: 0.8, widthRatio: 3 },
  ema9: 120,
  ema21: 118,
  momentum: 0.5,
  volatility: 1,
};

describe('evidence groups', () => {
  it('counts a plain uptrend once: five drift readings are one group with one vote', () => {
    const series = climb(40);
    const groups = groupEvidence({
      rule: measureRuleInputs(series),
      ind: bullishDrift,
      lastClose: 124,
      volume: null,
    });
    const drift = groups.find((g) => g.id === 'tendencia')!;
    expect(drift.members.length).toBeGreaterThanOrEqual(4);
    expect(groups.filter((g) => g.id === 'tendencia')).toHaveLength(1);
    const score = agreementScore(groups);
    // trend (1) and whole chart (0.5) agree, pattern and position are neutral: (1 + 0.5) / 3.5
    expect(score).toBeCloseTo((drift.vote * 1 + 0.5) / 3.5, 5);
    expect(agreementPercent(score, 1)).toBeLessThan(70);
  });

  it('adds volume only when a volume pane was read, and lets a strong opposite bar vote against', () => {
    const rule = measureRuleInputs(climb(40));
    const without = groupEvidence({ rule, ind: bullishDrift, lastClose: 124, volume: null });
    const against = groupEvidence({
      rule,
      ind: bullishDrift,
      lastClose: 124,
      volume: { ratio: 2.4, direction: 'down' },
    });
    expect(without.some((g) => g.id === 'volume')).toBe(false);
    expect(against.find((g) => g.id === 'volume')!.vote).toBe(-1);
    expect(agreementScore(against)).toBeLessThan(agreementScore(without));
  });

  it('maps the score to 15–85 % towards the call', () => {
    expect(agreementPercent(0, 1)).toBe(50);
    expect(agreementPercent(1, 1)).toBe(85);
    expect(agreementPercent(1, -1)).toBe(15);
    expect(agreementPercent(-0.4, 0)).toBe(64);
  });
});
