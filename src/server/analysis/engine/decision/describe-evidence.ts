import type { Evidence } from '../../../../shared/analysis';
import type { IndicatorReadings } from '../evidence/indicators';
import type { RuleRecord } from './replay-rule';
import type { RuleInputs } from './rule-inputs';
import type { RuleOutcome } from './rule-table';

// JSON (the database, the job queue) has no Infinity or NaN: a reading that is not a number is absent
const r4 = (v: number) => (Number.isFinite(v) ? Math.round(v * 1e4) / 1e4 : 0);
/** prices keep their significant digits (a 0.00001 pip would vanish at 4 decimals) */
const sig = (v: number) => Number(v.toPrecision(8));

/** The measurements behind the decision, for `extraction.evidence`: what the screen's figures come from. */
export function describeEvidence(x: {
  inputs: RuleInputs;
  outcome: RuleOutcome;
  ind: IndicatorReadings;
  volumeRatio: number | null;
  record: RuleRecord;
}): Evidence {
  const { trend, patterns, reversal, position, supports, resistances, motion, meanRange } = x.inputs;
  const w = (t: typeof trend.recent) => ({
    window: t.window,
    ratio: r4(t.ratio),
    label: t.label,
    strength: t.strength,
  });
  return {
    trend: { recent: w(trend.recent), whole: w(trend.whole) },
    meanRange: sig(meanRange),
    momentum: r4(motion.momentum),
    volatility: r4(motion.volatility),
    // levels keep full precision: the screen prints them, and rounding here could move a printed
    // digit. All of them, nearest first each way: a trigger may watch a farther one (issue 22).
    levels: [...supports, ...resistances].map((l) => ({
      price: l.price,
      touches: l.touches,
      kind: l.kind,
    })),
    zone: position.zone,
    patterns: patterns.map((p) => ({ name: p.name, bias: p.bias, candles: p.candles, end: p.end })),
    reversal: reversal
      ? {
          name: reversal.hit.name,
          direction: reversal.direction,
          confirmed: reversal.confirmed,
          level: reversal.level ? reversal.level.price : null,
        }
      : null,
    indicators: {
      rsi: x.ind.rsi === null ? null : r4(x.ind.rsi),
      macdHistogram: x.ind.macd ? sig(x.ind.macd.histogram) : null,
      ema9: x.ind.ema9 === null ? null : sig(x.ind.ema9),
      ema21: x.ind.ema21 === null ? null : sig(x.ind.ema21),
      bollingerPosition: x.ind.bollinger ? r4(x.ind.bollinger.position) : null,
    },
    volumeRatio: x.volumeRatio === null || !Number.isFinite(x.volumeRatio) ? null : r4(x.volumeRatio),
    rule: x.outcome.rule,
    replay: x.record.calls,
  };
}
