import { describe, expect, it } from 'vitest';
import { PLANTABLE, generateSeries, type PlantedPattern, type Regime } from '../../../../../scripts/chart-fixtures/series';
import { detectPatterns } from './patterns';
import { meanTrueRange } from './trend';

const REGIME: Record<PlantedPattern, Regime> = {
  bullishEngulfing: 'BAIXA', bearishEngulfing: 'ALTA', hammer: 'BAIXA', shootingStar: 'ALTA', doji: 'LATERAL', morningStar: 'BAIXA',
  eveningStar: 'ALTA', threeWhiteSoldiers: 'ALTA', threeBlackCrows: 'BAIXA', piercingLine: 'BAIXA', darkCloudCover: 'ALTA', bullishHarami: 'LATERAL',
};

describe('detectPatterns', () => {
  for (const key of Object.keys(PLANTABLE) as PlantedPattern[]) {
    it(`finds a planted ${PLANTABLE[key]}`, () => {
      for (const seed of [1, 2, 3]) {
        const { bars } = generateSeries({ seed, count: 40, regime: REGIME[key], start: 100, pattern: key });
        const names = detectPatterns(bars, meanTrueRange(bars, 20)).map((p) => p.name);
        expect(names, `seed ${seed}`).toContain(PLANTABLE[key]);
      }
    });
  }

  it('reads hanging man, inverted hammer and inside bar from their shapes and context', () => {
    const up = [0, 1, 2, 3, 4].map((i) => ({ open: 100 + i, high: 101.2 + i, low: 99.8 + i, close: 101 + i }));
    const hanging = { open: 105.2, high: 105.3, low: 102, close: 105.8 };
    expect(detectPatterns([...up, { ...hanging, high: 105.85 }], 1.4).map((p) => p.name)).toContain('Enforcado');
    const down = [0, 1, 2, 3, 4].map((i) => ({ open: 110 - i, high: 110.2 - i, low: 108.8 - i, close: 109 - i }));
    expect(detectPatterns([...down, { open: 105, high: 107.6, low: 104.95, close: 105.5 }], 1.4).map((p) => p.name)).toContain('Martelo Invertido');
    const inside = [{ open: 100, high: 104, low: 99, close: 103 }, { open: 100, high: 104, low: 99, close: 103 }, { open: 101, high: 103, low: 100, close: 102 }];
    expect(detectPatterns(inside, 2).map((p) => p.name)).toContain('Inside Bar');
  });

  it('does not see reversal patterns without the prior move', () => {
    const flat = Array.from({ length: 10 }, () => ({ open: 100, high: 100.5, low: 99.5, close: 100.2 }));
    const hammerShape = { open: 100, high: 100.65, low: 98, close: 100.6 };
    expect(detectPatterns([...flat, hammerShape], 1).map((p) => p.name)).not.toContain('Martelo');
  });
});
