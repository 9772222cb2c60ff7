import { describe, expect, it } from 'vitest';
import { decideSignal, type SignalInputs } from './signal';
import type { IndicatorReadings } from './ta/indicators';

const neutralInd: IndicatorReadings = { rsi: 50, macd: null, bollinger: null, ema9: null, ema21: null, momentum: 0, volatility: 1 };

function inputs(over: Partial<SignalInputs>): SignalInputs {
  return { ratio: 0, ind: neutralInd, lastClose: 100, meanRange: 1, patterns: [], support: undefined, resistance: undefined, intents: [], accuracy: 'balanced', volume: null, readQuality: 1, ...over };
}

describe('decideSignal', () => {
  it('waits when evidence is weak and confidence grows with agreement (never a constant)', () => {
    const weak = decideSignal(inputs({}));
    expect(weak.side).toBe('wait');
    const some = decideSignal(inputs({ ratio: 0.4 }));
    const strong = decideSignal(
      inputs({
        ratio: 0.6,
        ind: { ...neutralInd, rsi: 62, ema9: 101, ema21: 99, macd: { macd: 1, signal: 0.5, histogram: 0.5, previousHistogram: 0.4 }, momentum: 0.6 },
        lastClose: 102,
      }),
    );
    expect(strong.side).toBe('buy');
    expect(strong.probability).toBeGreaterThan(some.probability);
    expect(some.probability).toBeGreaterThanOrEqual(weak.probability);
    expect(strong.probability).toBeLessThanOrEqual(85);
  });

  it('treats contradictory evidence as weak', () => {
    const mixed = decideSignal(
      inputs({
        ratio: 0.5,
        lastClose: 102,
        patterns: [{ name: 'Estrela Cadente', bias: 'bearish', candles: 1, weight: 1.2 }],
        ind: { ...neutralInd, rsi: 75, momentum: -0.5, ema9: 101, ema21: 99 },
      }),
    );
    expect(mixed.side).toBe('wait');
    expect(mixed.evidence.some((e) => e.vote === 1) && mixed.evidence.some((e) => e.vote === -1)).toBe(true);
  });

  it('lets the stated intent re-weight the evidence (reversal favours patterns over the trend)', () => {
    const base = inputs({ ratio: 0.5, patterns: [{ name: 'Estrela Cadente', bias: 'bearish', candles: 1, weight: 1.2 }], ind: { ...neutralInd, rsi: 78 } });
    expect(decideSignal(base).score).toBeGreaterThan(decideSignal({ ...base, intents: ['reversal'] }).score);
  });

  it('discounts a poor reading of the chart', () => {
    const good = decideSignal(inputs({ ratio: 0.6 }));
    const poor = decideSignal(inputs({ ratio: 0.6, readQuality: 0.2 }));
    expect(Math.abs(poor.score)).toBeLessThan(Math.abs(good.score));
  });
});
