import { measureMotion, type Motion } from '../evidence/motion';
import { detectPatterns, type PatternHit } from '../evidence/patterns/detect-patterns';
import { measurePosition, type Position } from '../evidence/position';
import { findReversal, type Reversal } from '../evidence/reversal';
import { supportResistance, type Level } from '../evidence/support-resistance';
import { meanTrueRange, measureTrend, type TrendReading } from '../evidence/trend';
import type { Ohlc } from '../types';

/**
 * Everything the decision rule looks at, measured from a series alone. The live decision and
 * its replay on earlier candles both call this, so the record shown is the record of the very
 * rule that decided.
 */
export type RuleInputs = {
  trend: TrendReading;
  /** patterns ending at the last candle */
  patterns: PatternHit[];
  reversal: Reversal | null;
  position: Position;
  supports: Level[];
  resistances: Level[];
  motion: Motion;
  meanRange: number;
};

/** Mean true range over the last 20 candles: the unit patterns and levels are measured in. */
export const RANGE_WINDOW = 20;

export function measureRuleInputs(series: readonly Ohlc[], pixel = 0): RuleInputs {
  const meanRange = meanTrueRange(series, RANGE_WINDOW);
  const patterns = detectPatterns(series, meanRange, { pixel });
  const { supports, resistances } = supportResistance(series, meanRange);
  return {
    trend: measureTrend(series),
    patterns,
    reversal: findReversal(series, patterns, [...supports, ...resistances], meanRange, pixel),
    position: measurePosition(series, supports, resistances, meanRange),
    supports,
    resistances,
    motion: measureMotion(series),
    meanRange,
  };
}
