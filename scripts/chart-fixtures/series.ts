/**
 * Synthetic OHLC series with a known trend regime and an optional planted candlestick
 * pattern at the end. Deterministic for a given seed so the fixture set can be regenerated.
 */

import { seededRandom as mulberry32 } from '../../src/shared/random';

export { mulberry32 };

export type Regime = 'ALTA' | 'BAIXA' | 'LATERAL';
export type Bar = { open: number; high: number; low: number; close: number; volume: number };

/** Patterns the generator can plant on the last candles; the value is the engine's pt-BR name. */
export const PLANTABLE = {
  bullishEngulfing: 'Engolfo de Alta',
  bearishEngulfing: 'Engolfo de Baixa',
  hammer: 'Martelo',
  shootingStar: 'Estrela Cadente',
  doji: 'Doji',
  morningStar: 'Estrela da Manhã',
  eveningStar: 'Estrela da Tarde',
  threeWhiteSoldiers: 'Três Soldados Brancos',
  threeBlackCrows: 'Três Corvos Negros',
  piercingLine: 'Linha de Perfuração',
  darkCloudCover: 'Nuvem Negra',
  bullishHarami: 'Harami de Alta',
} as const;
export type PlantedPattern = keyof typeof PLANTABLE;

function gauss(rand: () => number): number {
  const u = Math.max(rand(), 1e-9);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand());
}

/** Trend measure of the contract: LS slope of the last 20 closes per candle / mean true range. */
export function trendRatio(bars: readonly Bar[], window = 20): number {
  const tail = bars.slice(-window);
  const n = tail.length;
  if (n < 3) return 0;
  const xs = tail.map((_, i) => i);
  const mx = (n - 1) / 2;
  const my = tail.reduce((s, b) => s + b.close, 0) / n;
  let num = 0;
  let den = 0;
  for (let i = 0; i < n; i++) {
    const b = tail[i]!;
    num += (xs[i]! - mx) * (b.close - my);
    den += (xs[i]! - mx) ** 2;
  }
  const slope = num / den;
  const start = bars.length - n;
  let tr = 0;
  for (let i = 0; i < n; i++) {
    const b = tail[i]!;
    const prev = bars[start + i - 1];
    tr += prev ? Math.max(b.high, prev.close) - Math.min(b.low, prev.close) : b.high - b.low;
  }
  return slope / (tr / n);
}

export function trendLabel(ratio: number): Regime {
  return ratio > 0.15 ? 'ALTA' : ratio < -0.15 ? 'BAIXA' : 'LATERAL';
}

type Draft = { o: number; c: number; up: number; dn: number };

function pushBar(bars: Bar[], d: Draft, rand: () => number): void {
  const high = Math.max(d.o, d.c) + d.up;
  const low = Math.min(d.o, d.c) - d.dn;
  bars.push({ open: d.o, high, low, close: d.c, volume: 500 + rand() * 1500 });
}

/** Candles, in units of sigma, relative to the previous close. */
function patternDrafts(p: PlantedPattern, s: number, last: number): Draft[] {
  const L = last;
  switch (p) {
    case 'bullishEngulfing':
      return [
        { o: L, c: L - 1.0 * s, up: 0.2 * s, dn: 0.2 * s },
        { o: L - 1.2 * s, c: L + 0.6 * s, up: 0.2 * s, dn: 0.2 * s },
      ];
    case 'bearishEngulfing':
      return [
        { o: L, c: L + 1.0 * s, up: 0.2 * s, dn: 0.2 * s },
        { o: L + 1.2 * s, c: L - 0.6 * s, up: 0.2 * s, dn: 0.2 * s },
      ];
    case 'hammer':
      return [{ o: L - 0.1 * s, c: L + 0.5 * s, up: 0.05 * s, dn: 1.8 * s }];
    case 'shootingStar':
      return [{ o: L + 0.1 * s, c: L - 0.5 * s, up: 1.8 * s, dn: 0.05 * s }];
    case 'doji':
      return [{ o: L, c: L + 0.01 * s, up: 1.0 * s, dn: 1.0 * s }];
    case 'morningStar':
      return [
        { o: L, c: L - 1.6 * s, up: 0.15 * s, dn: 0.15 * s },
        { o: L - 1.9 * s, c: L - 1.8 * s, up: 0.25 * s, dn: 0.25 * s },
        { o: L - 1.6 * s, c: L - 0.3 * s, up: 0.15 * s, dn: 0.15 * s },
      ];
    case 'eveningStar':
      return [
        { o: L, c: L + 1.6 * s, up: 0.15 * s, dn: 0.15 * s },
        { o: L + 1.9 * s, c: L + 1.8 * s, up: 0.25 * s, dn: 0.25 * s },
        { o: L + 1.6 * s, c: L + 0.3 * s, up: 0.15 * s, dn: 0.15 * s },
      ];
    case 'threeWhiteSoldiers':
      return [
        { o: L, c: L + 1.0 * s, up: 0.1 * s, dn: 0.1 * s },
        { o: L + 0.6 * s, c: L + 1.7 * s, up: 0.1 * s, dn: 0.1 * s },
        { o: L + 1.3 * s, c: L + 2.4 * s, up: 0.1 * s, dn: 0.1 * s },
      ];
    case 'threeBlackCrows':
      return [
        { o: L, c: L - 1.0 * s, up: 0.1 * s, dn: 0.1 * s },
        { o: L - 0.6 * s, c: L - 1.7 * s, up: 0.1 * s, dn: 0.1 * s },
        { o: L - 1.3 * s, c: L - 2.4 * s, up: 0.1 * s, dn: 0.1 * s },
      ];
    case 'piercingLine':
      return [
        { o: L, c: L - 1.4 * s, up: 0.1 * s, dn: 0.1 * s },
        { o: L - 1.6 * s, c: L - 0.4 * s, up: 0.1 * s, dn: 0.1 * s },
      ];
    case 'darkCloudCover':
      return [
        { o: L, c: L + 1.4 * s, up: 0.1 * s, dn: 0.1 * s },
        { o: L + 1.6 * s, c: L + 0.4 * s, up: 0.1 * s, dn: 0.1 * s },
      ];
    case 'bullishHarami':
      return [
        { o: L, c: L - 1.8 * s, up: 0.1 * s, dn: 0.1 * s },
        { o: L - 1.3 * s, c: L - 0.6 * s, up: 0.1 * s, dn: 0.1 * s },
      ];
  }
}

/** Direction of the short move the pattern needs before it (reversal patterns need a prior swing). */
const CONTEXT: Record<PlantedPattern, -1 | 0 | 1> = {
  bullishEngulfing: -1,
  bearishEngulfing: 1,
  hammer: -1,
  shootingStar: 1,
  doji: 0,
  morningStar: -1,
  eveningStar: 1,
  threeWhiteSoldiers: -1,
  threeBlackCrows: 1,
  piercingLine: -1,
  darkCloudCover: 1,
  bullishHarami: -1,
};

export type SeriesOptions = {
  seed: number;
  count: number;
  regime: Regime;
  start: number;
  pattern?: PlantedPattern;
};

/** Generates bars whose measured trend label equals the regime (retries with derived seeds). */
export function generateSeries(opts: SeriesOptions): { bars: Bar[]; ratio: number; seed: number } {
  for (let attempt = 0; attempt < 500; attempt++) {
    const seed = opts.seed + attempt * 7919;
    const bars = draftSeries({ ...opts, seed });
    const ratio = trendRatio(bars);
    const margin = opts.regime === 'LATERAL' ? Math.abs(ratio) < 0.08 : Math.abs(ratio) > 0.25;
    if (trendLabel(ratio) === opts.regime && margin) return { bars, ratio, seed };
  }
  throw new Error(`could not generate regime ${opts.regime}`);
}

function draftSeries({ seed, count, regime, start, pattern }: SeriesOptions): Bar[] {
  const rand = mulberry32(seed);
  const sigma = start * 0.004;
  const drift = regime === 'ALTA' ? 0.55 : regime === 'BAIXA' ? -0.55 : 0;
  const tailLen = pattern ? patternDrafts(pattern, sigma, start).length : 0;
  const ctxLen = pattern && CONTEXT[pattern] !== 0 ? 4 : 0;
  const bars: Bar[] = [];
  let last = start;
  for (let i = 0; i < count - tailLen - ctxLen; i++) {
    // mean reversion keeps sideways markets sideways
    const pull = regime === 'LATERAL' ? -(last - start) / (sigma * 8) : 0;
    const o = last + gauss(rand) * 0.05 * sigma;
    const c = o + (drift + pull + gauss(rand)) * sigma;
    pushBar(
      bars,
      { o, c, up: Math.abs(gauss(rand)) * 0.5 * sigma, dn: Math.abs(gauss(rand)) * 0.5 * sigma },
      rand,
    );
    last = c;
  }
  if (pattern) {
    const dir = CONTEXT[pattern];
    for (let i = 0; i < ctxLen; i++) {
      const o = last;
      const c = o + dir * (0.8 + rand() * 0.4) * sigma;
      pushBar(bars, { o, c, up: 0.2 * sigma, dn: 0.2 * sigma }, rand);
      last = c;
    }
    for (const d of patternDrafts(pattern, sigma, last)) pushBar(bars, d, rand);
  }
  return bars;
}
