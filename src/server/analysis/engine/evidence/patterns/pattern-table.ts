import type { Shape } from './candle-shape';

/**
 * Every candlestick pattern the engine names, in one table, with the textbook definitions
 * (Nison, "Japanese Candlestick Charting Techniques"; Bulkowski, "Encyclopedia of Candlestick
 * Charts") written as ratios of body, shadows and range. Thresholds are named in `T` so a
 * reviewer can check them against the books in one place.
 */
export const T = {
  /** doji: body at most 10 % of the range */
  dojiBody: 0.1,
  /** a candle shorter than this share of the mean range is a dash, not a doji */
  dojiMinRange: 0.3,
  /** dragonfly/gravestone: the missing shadow under 10 % of the range, the other over 60 % */
  dojiNoShadow: 0.1,
  dojiLongShadow: 0.6,
  /** hammer family: small body (≤ a third of the range) at one end… */
  smallBody: 1 / 3,
  /** …a shadow at least twice the body… */
  longShadow: 2,
  /** …and little or no shadow at the other end (≤ 10 % of the range) */
  noShadow: 0.1,
  /** hammer family: the candle must be of a normal size (≥ 60 % of the mean range) */
  hammerMinRange: 0.6,
  /** a "long" body: at least half the mean range (the mean range includes the shadows) */
  longBody: 0.5,
  /** harami: the second body at most 60 % of the first */
  haramiBody: 0.6,
  /** star: the middle body at most 30 % of the first one */
  starBody: 0.3,
  /** soldiers/crows: each body ≥ 50 % of the mean range and a closing shadow ≤ 40 % of it */
  soldierBody: 0.5,
  soldierShadow: 0.4,
  /** marubozu: both shadows ≤ 5 % of the range and a body ≥ the mean range */
  marubozuShadow: 0.05,
  marubozuBody: 1,
  /** reversal patterns need a prior move of at least this many mean ranges */
  priorMove: 1.2,
  /** …and must stand at that move's end: within this many mean ranges of its extreme */
  atExtreme: 0.35,
} as const;

export type Bias = 'bullish' | 'bearish' | 'neutral';
/** reversal: needs a prior move to reverse; continuation / indecision: read on their own */
export type PatternKind = 'reversal' | 'continuation' | 'indecision';

export type PatternTest = {
  /** candles of the pattern, oldest first (the last one is the newest candle) */
  c: Shape[];
  meanRange: number;
  /** tolerance of price comparisons (a few pixels of rounding), in price */
  eps: number;
  /** one pixel, in price (0 for exact series) */
  pixel: number;
};

export type PatternDef = {
  name: string;
  bias: Bias;
  kind: PatternKind;
  candles: 1 | 2 | 3;
  /** the move a reversal needs before it: down for bullish reversals, up for bearish ones */
  prior: 'up' | 'down' | null;
  /** how much the pattern counts as evidence (three-candle reversals count most) */
  weight: number;
  /**
   * Reversals the books call weak on their own (the one-candle family, harami) wait for the
   * next candle to close in the new direction before a trade is taken.
   */
  needsConfirmation?: boolean;
  test: (x: PatternTest) => boolean;
};

// a doji's body on screen is a pixel or two: allow one pixel of rounding on top of the ratio
const isDoji = (s: Shape, mr: number, pixel: number) =>
  s.body <= T.dojiBody * s.range + pixel && s.range >= T.dojiMinRange * mr;
const hammerShape = (s: Shape, mr: number, pixel: number) =>
  !isDoji(s, mr, pixel) &&
  s.range >= T.hammerMinRange * mr &&
  s.body <= T.smallBody * s.range &&
  s.lower >= T.longShadow * s.body &&
  s.upper <= T.noShadow * s.range;
const invertedShape = (s: Shape, mr: number, pixel: number) =>
  !isDoji(s, mr, pixel) &&
  s.range >= T.hammerMinRange * mr &&
  s.body <= T.smallBody * s.range &&
  s.upper >= T.longShadow * s.body &&
  s.lower <= T.noShadow * s.range;
const longBody = (s: Shape, mr: number) => s.body >= T.longBody * mr;

export const PATTERNS: readonly PatternDef[] = [
  // three candles
  {
    name: 'Estrela da Manhã',
    bias: 'bullish',
    kind: 'reversal',
    candles: 3,
    prior: 'down',
    weight: 1.3,
    // long black candle, a small body below its close, a white candle closing above the first one's midpoint
    test: ({ c: [a, b, d], meanRange, eps }) =>
      a!.bear &&
      longBody(a!, meanRange) &&
      b!.body <= T.starBody * a!.body &&
      b!.mid <= a!.close + eps &&
      d!.bull &&
      d!.close > a!.mid,
  },
  {
    name: 'Estrela da Tarde',
    bias: 'bearish',
    kind: 'reversal',
    candles: 3,
    prior: 'up',
    weight: 1.3,
    test: ({ c: [a, b, d], meanRange, eps }) =>
      a!.bull &&
      longBody(a!, meanRange) &&
      b!.body <= T.starBody * a!.body &&
      b!.mid >= a!.close - eps &&
      d!.bear &&
      d!.close < a!.mid,
  },
  {
    name: 'Três Soldados Brancos',
    bias: 'bullish',
    kind: 'reversal',
    candles: 3,
    prior: 'down',
    weight: 1.2,
    // three white candles, each closing higher, each opening within the previous body, closing near its high
    test: ({ c, meanRange, eps }) =>
      c.every(
        (s) => s.bull && s.body >= T.soldierBody * meanRange && s.upper <= T.soldierShadow * s.body + eps,
      ) &&
      c[1]!.close > c[0]!.close &&
      c[2]!.close > c[1]!.close &&
      c[1]!.open >= c[0]!.open - eps &&
      c[1]!.open <= c[0]!.close + eps &&
      c[2]!.open >= c[1]!.open - eps &&
      c[2]!.open <= c[1]!.close + eps,
  },
  {
    name: 'Três Corvos Negros',
    bias: 'bearish',
    kind: 'reversal',
    candles: 3,
    prior: 'up',
    weight: 1.2,
    test: ({ c, meanRange, eps }) =>
      c.every(
        (s) => s.bear && s.body >= T.soldierBody * meanRange && s.lower <= T.soldierShadow * s.body + eps,
      ) &&
      c[1]!.close < c[0]!.close &&
      c[2]!.close < c[1]!.close &&
      c[1]!.open <= c[0]!.open + eps &&
      c[1]!.open >= c[0]!.close - eps &&
      c[2]!.open <= c[1]!.open + eps &&
      c[2]!.open >= c[1]!.close - eps,
  },
  // two candles
  {
    name: 'Engolfo de Alta',
    bias: 'bullish',
    kind: 'reversal',
    candles: 2,
    prior: 'down',
    weight: 1.2,
    // a white body that wraps the previous black body
    test: ({ c: [a, b], meanRange, eps, pixel }) =>
      a!.bear &&
      !isDoji(a!, meanRange, pixel) &&
      b!.bull &&
      b!.open <= a!.close + eps &&
      b!.close >= a!.open + eps &&
      b!.body > a!.body,
  },
  {
    name: 'Engolfo de Baixa',
    bias: 'bearish',
    kind: 'reversal',
    candles: 2,
    prior: 'up',
    weight: 1.2,
    test: ({ c: [a, b], meanRange, eps, pixel }) =>
      a!.bull &&
      !isDoji(a!, meanRange, pixel) &&
      b!.bear &&
      b!.open >= a!.close - eps &&
      b!.close <= a!.open - eps &&
      b!.body > a!.body,
  },
  {
    name: 'Linha de Perfuração',
    bias: 'bullish',
    kind: 'reversal',
    candles: 2,
    prior: 'down',
    weight: 1,
    // long black candle, then a white one opening at or below its close and closing above its midpoint (not above its open)
    test: ({ c: [a, b], meanRange, eps }) =>
      a!.bear &&
      longBody(a!, meanRange) &&
      b!.bull &&
      b!.open <= a!.close + eps &&
      b!.close > a!.mid + eps &&
      b!.close < a!.open - eps,
  },
  {
    name: 'Nuvem Negra',
    bias: 'bearish',
    kind: 'reversal',
    candles: 2,
    prior: 'up',
    weight: 1,
    test: ({ c: [a, b], meanRange, eps }) =>
      a!.bull &&
      longBody(a!, meanRange) &&
      b!.bear &&
      b!.open >= a!.close - eps &&
      b!.close < a!.mid - eps &&
      b!.close > a!.open + eps,
  },
  {
    name: 'Harami de Alta',
    needsConfirmation: true,
    bias: 'bullish',
    kind: 'reversal',
    candles: 2,
    prior: 'down',
    weight: 0.8,
    // long black candle, then a small body inside its body
    test: ({ c: [a, b], meanRange, eps }) =>
      a!.bear &&
      longBody(a!, meanRange) &&
      !b!.bear &&
      b!.body <= T.haramiBody * a!.body &&
      b!.bodyTop <= a!.bodyTop + eps &&
      b!.bodyBottom >= a!.bodyBottom - eps,
  },
  {
    name: 'Harami de Baixa',
    needsConfirmation: true,
    bias: 'bearish',
    kind: 'reversal',
    candles: 2,
    prior: 'up',
    weight: 0.8,
    test: ({ c: [a, b], meanRange, eps }) =>
      a!.bull &&
      longBody(a!, meanRange) &&
      !b!.bull &&
      b!.body <= T.haramiBody * a!.body &&
      b!.bodyTop <= a!.bodyTop + eps &&
      b!.bodyBottom >= a!.bodyBottom - eps,
  },
  // one candle: the hammer family is one shape named by the move before it (a pin bar is one of these)
  {
    name: 'Martelo',
    needsConfirmation: true,
    bias: 'bullish',
    kind: 'reversal',
    candles: 1,
    prior: 'down',
    weight: 1,
    test: ({ c: [s], meanRange, pixel }) => hammerShape(s!, meanRange, pixel),
  },
  {
    name: 'Enforcado',
    needsConfirmation: true,
    bias: 'bearish',
    kind: 'reversal',
    candles: 1,
    prior: 'up',
    weight: 0.8,
    test: ({ c: [s], meanRange, pixel }) => hammerShape(s!, meanRange, pixel),
  },
  {
    name: 'Martelo Invertido',
    needsConfirmation: true,
    bias: 'bullish',
    kind: 'reversal',
    candles: 1,
    prior: 'down',
    weight: 0.8,
    test: ({ c: [s], meanRange, pixel }) => invertedShape(s!, meanRange, pixel),
  },
  {
    name: 'Estrela Cadente',
    needsConfirmation: true,
    bias: 'bearish',
    kind: 'reversal',
    candles: 1,
    prior: 'up',
    weight: 1,
    test: ({ c: [s], meanRange, pixel }) => invertedShape(s!, meanRange, pixel),
  },
  {
    name: 'Marubozu de Alta',
    bias: 'bullish',
    kind: 'continuation',
    candles: 1,
    prior: null,
    weight: 0.6,
    test: ({ c: [s], meanRange }) =>
      s!.bull &&
      s!.body >= T.marubozuBody * meanRange &&
      s!.upper <= T.marubozuShadow * s!.range &&
      s!.lower <= T.marubozuShadow * s!.range,
  },
  {
    name: 'Marubozu de Baixa',
    bias: 'bearish',
    kind: 'continuation',
    candles: 1,
    prior: null,
    weight: 0.6,
    test: ({ c: [s], meanRange }) =>
      s!.bear &&
      s!.body >= T.marubozuBody * meanRange &&
      s!.upper <= T.marubozuShadow * s!.range &&
      s!.lower <= T.marubozuShadow * s!.range,
  },
  {
    name: 'Doji Libélula',
    bias: 'neutral',
    kind: 'indecision',
    candles: 1,
    prior: null,
    weight: 0.3,
    test: ({ c: [s], meanRange, pixel }) =>
      isDoji(s!, meanRange, pixel) &&
      s!.upper <= T.dojiNoShadow * s!.range &&
      s!.lower >= T.dojiLongShadow * s!.range,
  },
  {
    name: 'Doji Lápide',
    bias: 'neutral',
    kind: 'indecision',
    candles: 1,
    prior: null,
    weight: 0.3,
    test: ({ c: [s], meanRange, pixel }) =>
      isDoji(s!, meanRange, pixel) &&
      s!.lower <= T.dojiNoShadow * s!.range &&
      s!.upper >= T.dojiLongShadow * s!.range,
  },
  {
    name: 'Doji',
    bias: 'neutral',
    kind: 'indecision',
    candles: 1,
    prior: null,
    weight: 0.3,
    test: ({ c: [s], meanRange, pixel }) =>
      isDoji(s!, meanRange, pixel) &&
      !(s!.upper <= T.dojiNoShadow * s!.range || s!.lower <= T.dojiNoShadow * s!.range),
  },
];
