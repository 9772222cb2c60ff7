import type { Level } from '../evidence/support-resistance';

/**
 * Entry, stop and target from measured levels: entry at the last close; the stop beyond the
 * nearest opposite level when it is within 3 mean ranges (else 1.5 mean ranges away); the target
 * at the next level in the trade's direction when it leaves room (else 2 mean ranges away).
 */
export type TradeLevels = { entry: number; stop: number; target: number; riskReward: number };

export function tradeLevels(x: {
  direction: 1 | -1;
  lastClose: number;
  lastLow: number;
  lastHigh: number;
  support: Level | null;
  resistance: Level | null;
  meanRange: number;
}): TradeLevels {
  const { direction: d, lastClose: entry, meanRange: mr } = x;
  let stop = entry - d * 1.5 * mr;
  let target = entry + d * 2 * mr;
  if (d === 1) {
    if (x.support && entry - x.support.price < 3 * mr) stop = Math.min(x.support.price - 0.2 * mr, x.lastLow);
    if (x.resistance && x.resistance.price - entry > 0.5 * mr) target = x.resistance.price;
  } else {
    if (x.resistance && x.resistance.price - entry < 3 * mr)
      stop = Math.max(x.resistance.price + 0.2 * mr, x.lastHigh);
    if (x.support && entry - x.support.price > 0.5 * mr) target = x.support.price;
  }
  return {
    entry,
    stop,
    target,
    riskReward: Math.abs(target - entry) / Math.max(1e-12, Math.abs(entry - stop)),
  };
}
