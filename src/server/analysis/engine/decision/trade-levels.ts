import type { Level } from '../evidence/support-resistance';
import type { Ohlc } from '../types';
import {
  MIN_TARGET_DISTANCE,
  NEAR_INVALIDATION,
  PROJECTION_CANDLES,
  STOP_ROOM,
  STOP_ROOM_CANDLES,
  SWING_CANDLES,
} from './plan-params';

/**
 * Entry, stop and target of a trade from measured levels (issue 22). The stop goes beyond what
 * invalidates the idea — the nearest level behind the entry when it is close, else the extreme of
 * the last candles — with room for the latest candles' range. The target is the next level ahead;
 * with none ahead, the range of the last candles projected from the entry.
 */
export type TradeLevels = {
  entry: number;
  stop: number;
  target: number;
  riskReward: number;
  /** what the stop and the target stand on, for the texts */
  stopBasis: 'nivel' | 'swing';
  targetBasis: 'nivel' | 'projecao';
};

export function stopRoom(series: readonly Ohlc[]): number {
  const tail = series.slice(-STOP_ROOM_CANDLES);
  const mean = tail.reduce((s, c) => s + (c.high - c.low), 0) / Math.max(1, tail.length);
  return STOP_ROOM * mean;
}

export function tradeLevels(x: {
  direction: 1 | -1;
  /** where the trade is entered (the last close, or a trigger's level) */
  entry: number;
  series: readonly Ohlc[];
  /** every measured level (supports and resistances) */
  levels: readonly Level[];
  meanRange: number;
  /** a breakout's broken level: back across it, the idea is void (instead of the level behind) */
  brokenLevel?: number;
}): TradeLevels {
  const { direction: d, entry, series, meanRange: mr } = x;
  const byDistance = (a: Level, b: Level) => Math.abs(a.price - entry) - Math.abs(b.price - entry);
  const behind = x.levels.filter((l) => d * (entry - l.price) > 0).sort(byDistance);
  const ahead = x.levels.filter((l) => d * (l.price - entry) >= MIN_TARGET_DISTANCE * mr).sort(byDistance);
  const swing = series.slice(-SWING_CANDLES);
  const swingExtreme = d === 1 ? Math.min(...swing.map((c) => c.low)) : Math.max(...swing.map((c) => c.high));
  const near = behind[0] && d * (entry - behind[0].price) <= NEAR_INVALIDATION * mr ? behind[0] : null;
  // a level the last candles already pierced protects nothing: the stop goes past their extreme too
  const invalidation =
    x.brokenLevel ??
    (near
      ? d === 1
        ? Math.min(near.price, swingExtreme)
        : Math.max(near.price, swingExtreme)
      : swingExtreme);
  const room = stopRoom(series);
  let stop = invalidation - d * room;
  if (d * (entry - stop) <= 0) stop = entry - d * Math.max(room, mr * STOP_ROOM);
  let target: number;
  let targetBasis: TradeLevels['targetBasis'] = 'nivel';
  if (ahead[0]) target = ahead[0].price;
  else {
    const tail = series.slice(-PROJECTION_CANDLES);
    const span = Math.max(...tail.map((c) => c.high)) - Math.min(...tail.map((c) => c.low));
    target = entry + d * span;
    targetBasis = 'projecao';
  }
  return {
    entry,
    stop,
    target,
    riskReward: Math.abs(target - entry) / Math.max(1e-12, Math.abs(entry - stop)),
    stopBasis: near || x.brokenLevel !== undefined ? 'nivel' : 'swing',
    targetBasis,
  };
}
