import type { Ohlc } from '../types';
import type { Level } from './support-resistance';

/**
 * Where the last candle stands against the measured levels. "Near" is 0.6 mean ranges: about
 * the room a candle's shadow takes, so a candle touching a level counts.
 */
export type Zone = 'support' | 'resistance' | 'middle' | 'above-all' | 'below-all';
export type Position = { zone: Zone; support: Level | null; resistance: Level | null };

export const NEAR_LEVEL = 0.6;

export function measurePosition(
  series: readonly Ohlc[],
  supports: readonly Level[],
  resistances: readonly Level[],
  meanRange: number,
): Position {
  const last = series[series.length - 1]!;
  const support = supports[0] ?? null;
  const resistance = resistances[0] ?? null;
  const near = NEAR_LEVEL * meanRange;
  // the candle's own low/high may have touched the level even when it closed away from it
  const atSupport =
    support !== null && Math.min(last.close - support.price, last.low - support.price) <= near;
  const atResistance =
    resistance !== null && Math.min(resistance.price - last.close, resistance.price - last.high) <= near;
  let zone: Zone = 'middle';
  if (atSupport && (!atResistance || last.close - support!.price <= resistance!.price - last.close))
    zone = 'support';
  else if (atResistance) zone = 'resistance';
  else if (!resistance) zone = 'above-all';
  else if (!support) zone = 'below-all';
  return { zone, support, resistance };
}
