import type { Ohlc } from '../types';

/**
 * Classic candlestick patterns as geometric rules on body, wicks and range, evaluated on the
 * candles that end at the last one. Thresholds are named so they can be tuned in one place.
 */
export const T = {
  dojiBody: 0.1, // body ≤ 10 % of the range
  longWick: 2, // shadow ≥ 2 × body (hammer family)
  shortWick: 0.35, // opposite shadow ≤ 35 % of the body (or 10 % of the range)
  pinWick: 0.62, // pin bar: one shadow ≥ 62 % of the range
  priorMove: 0.9, // prior swing: net move of the 4 candles before ≥ 0.9 mean ranges
  longBody: 0.55, // a "long" body ≥ 55 % of the mean range
  starBody: 0.35, // star body ≤ 35 % of the first candle's body
  soldierWick: 0.5, // soldiers/crows: closing shadow ≤ 50 % of the body
  equalTol: 0.06, // price comparisons tolerate 6 % of the mean range (pixel rounding)
} as const;

export type Bias = 'bullish' | 'bearish' | 'neutral';
export type PatternHit = { name: string; bias: Bias; candles: number; weight: number };

type C = { o: number; h: number; l: number; c: number; body: number; range: number; upper: number; lower: number; bull: boolean; bear: boolean };

function feat(x: Ohlc, eps: number): C {
  const body = Math.abs(x.close - x.open);
  return {
    o: x.open, h: x.high, l: x.low, c: x.close, body, range: Math.max(x.high - x.low, eps),
    upper: x.high - Math.max(x.open, x.close), lower: Math.min(x.open, x.close) - x.low,
    bull: x.close - x.open > eps, bear: x.open - x.close > eps,
  };
}

export function detectPatterns(series: readonly Ohlc[], meanRange: number): PatternHit[] {
  const n = series.length;
  if (n < 3 || meanRange <= 0) return [];
  const eps = meanRange * T.equalTol;
  const at = (k: number) => feat(series[n - 1 - k]!, eps); // k = 0 is the last candle
  const prior = (patternLen: number): number => {
    const end = n - 1 - patternLen;
    const start = end - 4;
    if (start < 0) return 0;
    return (series[end]!.close - series[start]!.open) / meanRange;
  };
  const down = (len: number) => prior(len) <= -T.priorMove;
  const up = (len: number) => prior(len) >= T.priorMove;
  const hits: PatternHit[] = [];
  const add = (name: string, bias: Bias, candles: number, weight: number) => hits.push({ name, bias, candles, weight });
  const c0 = at(0);
  const c1 = at(1);
  const c2 = at(2);

  const isDoji = c0.body <= T.dojiBody * c0.range;
  if (isDoji) add('Doji', 'neutral', 1, 0.3);
  const smallUpper = c0.upper <= Math.max(T.shortWick * c0.body, 0.1 * c0.range);
  const smallLower = c0.lower <= Math.max(T.shortWick * c0.body, 0.1 * c0.range);
  if (!isDoji && c0.lower >= T.longWick * c0.body && smallUpper) {
    if (down(1)) add('Martelo', 'bullish', 1, 1);
    else if (up(1)) add('Enforcado', 'bearish', 1, 0.8);
  }
  if (!isDoji && c0.upper >= T.longWick * c0.body && smallLower) {
    if (up(1)) add('Estrela Cadente', 'bearish', 1, 1);
    else if (down(1)) add('Martelo Invertido', 'bullish', 1, 0.8);
  }
  if (c0.lower >= T.pinWick * c0.range) add('Pin Bar de Alta', 'bullish', 1, 0.7);
  if (c0.upper >= T.pinWick * c0.range) add('Pin Bar de Baixa', 'bearish', 1, 0.7);

  if (c1.bear && c0.bull && c0.o <= c1.c + eps && c0.c >= c1.o - eps && c0.body > c1.body && down(2)) add('Engolfo de Alta', 'bullish', 2, 1.2);
  if (c1.bull && c0.bear && c0.o >= c1.c - eps && c0.c <= c1.o + eps && c0.body > c1.body && up(2)) add('Engolfo de Baixa', 'bearish', 2, 1.2);
  const inside = Math.max(c0.o, c0.c) <= Math.max(c1.o, c1.c) + eps && Math.min(c0.o, c0.c) >= Math.min(c1.o, c1.c) - eps;
  if (c1.bear && c0.bull && inside && c1.body >= T.longBody * meanRange && c0.body < c1.body * 0.7 && down(2)) add('Harami de Alta', 'bullish', 2, 0.8);
  if (c1.bull && c0.bear && inside && c1.body >= T.longBody * meanRange && c0.body < c1.body * 0.7 && up(2)) add('Harami de Baixa', 'bearish', 2, 0.8);
  const mid1 = (c1.o + c1.c) / 2;
  if (c1.bear && c0.bull && c1.body >= T.longBody * meanRange && c0.o <= c1.c + eps && c0.c > mid1 && c0.c < c1.o - eps && down(2)) add('Linha de Perfuração', 'bullish', 2, 1);
  if (c1.bull && c0.bear && c1.body >= T.longBody * meanRange && c0.o >= c1.c - eps && c0.c < mid1 && c0.c > c1.o + eps && up(2)) add('Nuvem Negra', 'bearish', 2, 1);
  if (c0.h < c1.h - eps && c0.l > c1.l + eps) add('Inside Bar', 'neutral', 2, 0.3);

  const mid2 = (c2.o + c2.c) / 2;
  const star = c1.body <= T.starBody * c2.body;
  if (c2.bear && c2.body >= T.longBody * meanRange && star && (c1.o + c1.c) / 2 <= c2.c + eps && c0.bull && c0.c > mid2 && down(3)) add('Estrela da Manhã', 'bullish', 3, 1.3);
  if (c2.bull && c2.body >= T.longBody * meanRange && star && (c1.o + c1.c) / 2 >= c2.c - eps && c0.bear && c0.c < mid2 && up(3)) add('Estrela da Noite', 'bearish', 3, 1.3);
  const trio = [c2, c1, c0];
  const soldiers = trio.every((x) => x.bull && x.body >= T.longBody * 0.6 * meanRange && x.upper <= T.soldierWick * x.body + eps) && c1.c > c2.c && c0.c > c1.c && c1.o >= c2.o - eps && c0.o >= c1.o - eps;
  if (soldiers) add('Três Soldados Brancos', 'bullish', 3, 1.2);
  const crows = trio.every((x) => x.bear && x.body >= T.longBody * 0.6 * meanRange && x.lower <= T.soldierWick * x.body + eps) && c1.c < c2.c && c0.c < c1.c && c1.o <= c2.o + eps && c0.o <= c1.o + eps;
  if (crows) add('Três Corvos Negros', 'bearish', 3, 1.2);
  return hits;
}
