import type { Accuracy } from '../../../../shared/analysis';
import type { Ohlc } from '../types';
import { measureRuleInputs } from './rule-inputs';
import { applyRuleTable, type Side } from './rule-table';
import { wilsonInterval } from './wilson';

/**
 * The rule's record on this very chart: the same rule, run on every earlier candle with only
 * the candles up to it (no look-ahead), and whether the next candle went the way it called.
 */
export type ReplayCall = { index: number; side: Exclude<Side, 'wait'>; hit: boolean };
export type RuleRecord = {
  calls: ReplayCall[];
  signals: number;
  hits: number;
  rate: number | null;
  interval90: [number, number] | null;
};

/** Candles the rule needs before its first call (the trend window). */
export const REPLAY_WARMUP = 20;
/** Fewer past signals than this and the record is too thin to stand for a probability. */
export const MIN_RECORD = 10;

export function replayRule(series: readonly Ohlc[], accuracy: Accuracy, pixel = 0): RuleRecord {
  const calls: ReplayCall[] = [];
  for (let i = REPLAY_WARMUP - 1; i < series.length - 1; i++) {
    const prefix = series.slice(0, i + 1);
    const { side } = applyRuleTable(measureRuleInputs(prefix, pixel), accuracy);
    if (side === 'wait') continue;
    const next = series[i + 1]!;
    // a next candle that closes where it opened went neither way: a miss for either call
    const hit = side === 'buy' ? next.close > next.open : next.close < next.open;
    calls.push({ index: i, side, hit });
  }
  const hits = calls.filter((c) => c.hit).length;
  return {
    calls,
    signals: calls.length,
    hits,
    rate: calls.length ? hits / calls.length : null,
    interval90: wilsonInterval(hits, calls.length),
  };
}
