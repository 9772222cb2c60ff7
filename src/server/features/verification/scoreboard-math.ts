import { wilsonInterval } from '../../analysis/engine';
import type { HitRate, PublicResults, ScoreboardGroup } from '../../../shared/verification';

/**
 * The scoreboards' arithmetic, pure. Only outcomes read from pixels reach here (verified_calls
 * holds nothing else). Draws are counted apart: a binary draw returns the stake, neither hit nor miss.
 */
export type ScoredRow = {
  userId: string;
  outcome: 'win' | 'loss' | 'draw';
  sector: string;
  timeframe: string | null;
  rule: string | null;
  broker: string | null;
  /** the probability the analysis showed, percent */
  probability: number | null;
};

/**
 * Most outcomes (count) one user weighs in any one figure: past it, each of their outcomes
 * weighs USER_CAP / their count, so one trader uploading hundreds of prints cannot move the page.
 */
export const USER_CAP = 20;

/** Bands of the shown probability (percent) the calibration chart compares with what happened. */
export const CALIBRATION_BANDS: ReadonlyArray<[number, number]> = [
  [50, 55],
  [55, 60],
  [60, 65],
  [65, 70],
  [70, 80],
  [80, 101],
];

export function hitRate(rows: readonly ScoredRow[], options: { cap?: number } = {}): HitRate {
  const cap = options.cap ?? USER_CAP;
  const perUser = new Map<string, number>();
  for (const r of rows) perUser.set(r.userId, (perUser.get(r.userId) ?? 0) + 1);
  let wins = 0;
  let losses = 0;
  let draws = 0;
  for (const r of rows) {
    const w = Math.min(1, cap / perUser.get(r.userId)!);
    if (r.outcome === 'win') wins += w;
    else if (r.outcome === 'loss') losses += w;
    else draws += w;
  }
  const n = wins + losses;
  const interval = wilsonInterval(wins, n);
  return {
    n: round(n),
    wins: round(wins),
    losses: round(losses),
    draws: round(draws),
    rate: n > 0 ? round((100 * wins) / n) : null,
    interval: interval ? [round(100 * interval[0]), round(100 * interval[1])] : null,
  };
}

export function groupBy(
  rows: readonly ScoredRow[],
  key: (r: ScoredRow) => string | null,
  label: (k: string) => string,
): ScoreboardGroup[] {
  const groups = new Map<string, ScoredRow[]>();
  for (const r of rows) {
    const k = key(r);
    if (k) groups.set(k, [...(groups.get(k) ?? []), r]);
  }
  return [...groups.entries()]
    .map(([k, rs]) => ({ key: k, label: label(k), ...hitRate(rs) }))
    .sort((a, b) => b.n - a.n || a.key.localeCompare(b.key));
}

export function calibration(rows: readonly ScoredRow[]): PublicResults['calibration'] {
  return CALIBRATION_BANDS.map(([from, to]) => {
    const band = rows.filter((r) => r.probability !== null && r.probability >= from && r.probability < to);
    const rate = hitRate(band);
    const decided = band.filter((r) => r.outcome !== 'draw');
    const shown = decided.length
      ? round(decided.reduce((s, r) => s + r.probability!, 0) / decided.length)
      : null;
    return { from, to: Math.min(to, 100), n: rate.n, shown, observed: rate.rate, interval: rate.interval };
  });
}

function round(x: number): number {
  return Math.round(x * 10) / 10;
}

/**
 * A trade's settled outcome with the reward-to-risk its plan stated (target distance over stop
 * distance from the planned entry; null when the plan gave none).
 */
export type SettledTrade = { outcome: 'win' | 'loss' | 'draw'; rewardRisk: number | null };

/**
 * COMPRA/VENDA results in R, the risk each trade took: a target reached pays the plan's
 * reward-to-risk, a stop costs 1 R. In R$ it needs a position size the trader may never have
 * given, so R is the honest unit; a trade whose plan stated no reward-to-risk is counted apart.
 */
export function tradeResultR(trades: readonly SettledTrade[]): {
  r: number;
  trades: number;
  unpriced: number;
} {
  let r = 0;
  let counted = 0;
  let unpriced = 0;
  for (const t of trades) {
    if (t.outcome === 'draw') continue;
    if (t.outcome === 'win' && !(t.rewardRisk !== null && t.rewardRisk > 0)) {
      unpriced++;
      continue;
    }
    r += t.outcome === 'win' ? t.rewardRisk! : -1;
    counted++;
  }
  return { r: Math.round(r * 100) / 100, trades: counted, unpriced };
}
