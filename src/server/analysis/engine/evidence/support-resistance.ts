import type { Ohlc } from '../types';

export type Level = { price: number; touches: number; kind: 'support' | 'resistance' };

/**
 * Swing points (a high/low not exceeded by `wing` candles on either side), clustered when
 * closer than `mergeFactor` × mean range; a level's strength is its number of touches.
 */
export function supportResistance(
  series: readonly Ohlc[],
  meanRange: number,
  wing = 2,
  mergeFactor = 0.6,
): { supports: Level[]; resistances: Level[] } {
  const highs: number[] = [];
  const lows: number[] = [];
  for (let i = wing; i < series.length - wing; i++) {
    const c = series[i]!;
    let isHigh = true;
    let isLow = true;
    for (let k = i - wing; k <= i + wing; k++) {
      if (k === i) continue;
      if (series[k]!.high > c.high) isHigh = false;
      if (series[k]!.low < c.low) isLow = false;
    }
    if (isHigh) highs.push(c.high);
    if (isLow) lows.push(c.low);
  }
  const last = series[series.length - 1]?.close ?? 0;
  const levels = cluster([...highs, ...lows], meanRange * mergeFactor);
  return {
    supports: levels
      .filter((l) => l.price < last)
      .map((l) => ({ ...l, kind: 'support' as const }))
      .sort((a, b) => b.price - a.price),
    resistances: levels
      .filter((l) => l.price >= last)
      .map((l) => ({ ...l, kind: 'resistance' as const }))
      .sort((a, b) => a.price - b.price),
  };
}

function cluster(points: number[], radius: number): Array<{ price: number; touches: number }> {
  const sorted = [...points].sort((a, b) => a - b);
  const out: Array<{ price: number; touches: number; sum: number }> = [];
  for (const p of sorted) {
    const lastCluster = out[out.length - 1];
    if (lastCluster && p - lastCluster.sum / lastCluster.touches <= radius) {
      lastCluster.sum += p;
      lastCluster.touches++;
      lastCluster.price = lastCluster.sum / lastCluster.touches;
    } else out.push({ price: p, touches: 1, sum: p });
  }
  return out.map(({ price, touches }) => ({ price, touches }));
}
