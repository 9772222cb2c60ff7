import { describe, expect, it } from 'vitest';
import {
  PLANTABLE,
  generateSeries,
  type PlantedPattern,
  type Regime,
} from '../../../../../../scripts/chart-fixtures/series';
import type { Ohlc } from '../../types';
import { meanTrueRange } from '../trend';
import { detectPatterns } from './detect-patterns';
import { PATTERNS } from './pattern-table';

/** A candle from open, close and its shadows. */
const k = (open: number, close: number, upper = 0.1, lower = 0.1): Ohlc => ({
  open,
  close,
  high: Math.max(open, close) + upper,
  low: Math.min(open, close) - lower,
});

/** Ten candles falling (or rising) by one unit each: a clear prior move, mean range ≈ 1.2. */
const fall = (from = 120): Ohlc[] => Array.from({ length: 10 }, (_, i) => k(from - i, from - i - 1));
const rise = (from = 80): Ohlc[] => Array.from({ length: 10 }, (_, i) => k(from + i, from + i + 1));
/** Ten candles going nowhere: no prior move for a reversal. */
const flat = (at = 100): Ohlc[] =>
  Array.from({ length: 10 }, (_, i) => (i % 2 ? k(at, at + 1) : k(at + 1, at)));

const names = (s: Ohlc[]) => detectPatterns(s, meanTrueRange(s, 20)).map((p) => p.name);

/** For each pattern: a textbook example and near misses that must not be named so. */
const CASES: Record<string, { hit: Ohlc[]; misses: Array<[string, Ohlc[]]> }> = {
  // after the fall the last close is 110
  Martelo: {
    hit: [...fall(), k(109.6, 110, 0.02, 2)],
    misses: [
      ['upper shadow as long as the body', [...fall(), k(109.6, 110, 0.5, 2)]],
      ['lower shadow 1.8 × the body', [...fall(), k(109.5, 110, 0.15, 0.9)]],
      ['no fall before it', [...flat(), k(100.6, 101, 0.02, 2)]],
    ],
  },
  Enforcado: {
    hit: [...rise(), k(90.4, 90, 0.02, 2)],
    misses: [['no rise before it', [...flat(), k(101, 100.6, 0.02, 2)]]],
  },
  'Martelo Invertido': {
    hit: [...fall(), k(109.6, 110, 2, 0.02)],
    misses: [['long lower shadow too', [...fall(), k(109.6, 110, 2, 0.6)]]],
  },
  'Estrela Cadente': {
    hit: [...rise(), k(90.4, 90, 2, 0.02)],
    misses: [
      ['body half the range', [...rise(), k(91.5, 90, 1.4, 0.02)]],
      ['after a fall it is an inverted hammer', [...fall(), k(110.4, 110, 2, 0.02)]],
    ],
  },
  'Engolfo de Alta': {
    hit: [...fall(), k(110, 109), k(108.9, 110.3)],
    misses: [
      ['white body does not pass the black open', [...fall(), k(110, 109), k(108.9, 109.6)]],
      ['first candle white', [...fall(), k(109, 110), k(108.9, 110.3)]],
      ['no fall before it', [...flat(), k(101, 100), k(99.9, 101.3)]],
    ],
  },
  'Engolfo de Baixa': {
    hit: [...rise(), k(90, 91), k(91.1, 89.7)],
    misses: [['black body does not pass the white open', [...rise(), k(90, 91), k(91.1, 90.4)]]],
  },
  'Linha de Perfuração': {
    hit: [...fall(), k(110, 108.5), k(108.3, 109.5)],
    misses: [
      ['closes under the midpoint', [...fall(), k(110, 108.5), k(108.3, 109)]],
      ['closes above the open (engulfing)', [...fall(), k(110, 108.5), k(108.3, 110.4)]],
    ],
  },
  'Nuvem Negra': {
    hit: [...rise(), k(90, 91.5), k(91.7, 90.5)],
    misses: [['closes above the midpoint', [...rise(), k(90, 91.5), k(91.7, 91)]]],
  },
  'Harami de Alta': {
    hit: [...fall(), k(110, 108), k(108.5, 109.2)],
    misses: [
      ['second body outside the first', [...fall(), k(110, 108), k(108.5, 110.5)]],
      ['short first body', [...fall(), k(110, 109.5), k(109.6, 109.8)]],
    ],
  },
  'Harami de Baixa': {
    hit: [...rise(), k(90, 92), k(91.5, 90.8)],
    misses: [['second candle white', [...rise(), k(90, 92), k(90.8, 91.5)]]],
  },
  'Estrela da Manhã': {
    hit: [...fall(), k(110, 108.4), k(108.2, 108.1, 0.2, 0.2), k(108.4, 109.8)],
    misses: [
      [
        'third candle closes under the first midpoint',
        [...fall(), k(110, 108.4), k(108.2, 108.1, 0.2, 0.2), k(108.4, 109)],
      ],
      ['middle body too large', [...fall(), k(110, 108.4), k(108.6, 107.6), k(108.4, 109.8)]],
    ],
  },
  'Estrela da Tarde': {
    hit: [...rise(), k(90, 91.6), k(91.8, 91.9, 0.2, 0.2), k(91.6, 90.2)],
    misses: [['third candle white', [...rise(), k(90, 91.6), k(91.8, 91.9, 0.2, 0.2), k(91.6, 92.2)]]],
  },
  'Três Soldados Brancos': {
    hit: [...fall(), k(110, 111), k(110.6, 111.7), k(111.3, 112.4)],
    misses: [
      ['second opens above the first close', [...fall(), k(110, 111), k(111.4, 112.2), k(111.8, 112.9)]],
      ['long upper shadows', [...fall(), k(110, 111, 0.8), k(110.6, 111.7, 0.8), k(111.3, 112.4, 0.8)]],
    ],
  },
  'Três Corvos Negros': {
    hit: [...rise(), k(90, 89), k(89.4, 88.3), k(88.7, 87.6)],
    misses: [['a close higher than the one before', [...rise(), k(90, 89), k(89.4, 89.2), k(89.5, 88.1)]]],
  },
  'Marubozu de Alta': {
    hit: [...flat(), k(100, 101.5, 0, 0)],
    misses: [['shadows', [...flat(), k(100, 101.5, 0.3, 0.3)]]],
  },
  'Marubozu de Baixa': {
    hit: [...flat(), k(101.5, 100, 0, 0)],
    misses: [['short body', [...flat(), k(100.4, 100, 0, 0)]]],
  },
  Doji: {
    hit: [...flat(), k(100.5, 100.52, 0.6, 0.6)],
    misses: [
      ['body 30 % of the range', [...flat(), k(100.2, 100.6, 0.5, 0.5)]],
      ['a dash, not a doji', [...flat(), k(100.5, 100.51, 0.05, 0.05)]],
    ],
  },
  'Doji Libélula': {
    hit: [...flat(), k(101, 101.02, 0.02, 1.2)],
    misses: [['upper shadow a third of the range', [...flat(), k(101, 101.02, 0.5, 1)]]],
  },
  'Doji Lápide': {
    hit: [...flat(), k(100, 100.02, 1.2, 0.02)],
    misses: [['lower shadow a third of the range', [...flat(), k(100, 100.02, 1, 0.5)]]],
  },
};

describe('pattern table', () => {
  it('has a test case for every pattern it names', () => {
    expect(Object.keys(CASES).sort()).toEqual(PATTERNS.map((p) => p.name).sort());
  });

  for (const [name, c] of Object.entries(CASES)) {
    it(`names ${name} and not its near misses`, () => {
      expect(names(c.hit)).toContain(name);
      for (const [why, series] of c.misses) expect(names(series), why).not.toContain(name);
    });
  }

  it('never names a pin bar: a long lower shadow after a fall is a hammer', () => {
    const n = names(CASES.Martelo!.hit);
    expect(n.some((x) => /pin bar/i.test(x))).toBe(false);
  });

  it('measures the prior move over a window that grows with the chart', () => {
    // a fall 8 candles back, then 3 sideways candles: a 4-candle window misses it, a longer chart sees it
    const long = [
      ...flat(130),
      ...flat(130),
      ...flat(130),
      ...Array.from({ length: 8 }, (_, i) => k(130 - i, 129 - i)),
      k(122, 121.5),
      k(121.5, 122),
      k(122, 121.6),
      k(121.2, 121.6, 0.02, 2),
    ];
    expect(names(long)).toContain('Martelo');
    expect(names(long.slice(-12))).not.toContain('Martelo');
  });

  it('drops a one-candle sign that contradicts a longer pattern it ends', () => {
    const evening = [...rise(), k(90, 91.6), k(91.8, 91.9, 0.2, 0.2), k(91.6, 90.2)];
    expect(detectPatterns(evening, meanTrueRange(evening, 20)).every((p) => p.bias !== 'bullish')).toBe(true);
  });
});

const REGIME: Record<PlantedPattern, Regime> = {
  bullishEngulfing: 'BAIXA',
  bearishEngulfing: 'ALTA',
  hammer: 'BAIXA',
  shootingStar: 'ALTA',
  doji: 'LATERAL',
  morningStar: 'BAIXA',
  eveningStar: 'ALTA',
  threeWhiteSoldiers: 'ALTA',
  threeBlackCrows: 'BAIXA',
  piercingLine: 'BAIXA',
  darkCloudCover: 'ALTA',
  bullishHarami: 'LATERAL',
};

describe('patterns planted by the fixture generator', () => {
  for (const key of Object.keys(PLANTABLE) as PlantedPattern[]) {
    it(`finds a planted ${PLANTABLE[key]}`, () => {
      for (const seed of [1, 2, 3]) {
        const { bars } = generateSeries({ seed, count: 40, regime: REGIME[key], start: 100, pattern: key });
        expect(names(bars), `seed ${seed}`).toContain(PLANTABLE[key]);
      }
    });
  }
});
