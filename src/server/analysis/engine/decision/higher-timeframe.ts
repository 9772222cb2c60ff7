import { CHART_TIMEFRAMES, type ChartTimeframe } from '../../../../shared/plan';
import type { TrendLabel } from '../../../../shared/analysis';
import { supportResistance, type Level } from '../evidence/support-resistance';
import { meanTrueRange, measureTrend } from '../evidence/trend';
import type { ChartReading } from '../read-chart';
import type { Member } from './evidence-groups';
import { readingSeries } from './reading-series';

/**
 * The optional second print (issue 22, item 6): the same asset on a higher timeframe. Its
 * measured trend, and its levels around today's price when both prints' price scales were read,
 * join the evidence as one group; the answer says whether it agrees. A print of another asset, of
 * a timeframe that is not higher, or whose prices do not reach today's is set aside, with why.
 */
export type HigherTimeframe =
  | {
      status: 'used';
      timeframe: string | null;
      trend: TrendLabel;
      wholeTrend: TrendLabel;
      /** the higher chart's levels nearest today's price: the resistance above, the support below */
      resistance: Level | null;
      support: Level | null;
    }
  | { status: 'ignored'; reason: string };

/** The higher chart's visible prices must reach today's price within this share of their span. */
const PRICE_OVERLAP = 0.25;

const minutesOf = (tf: string | null | undefined, minutes: number | undefined): number | null =>
  minutes ?? (tf && tf in CHART_TIMEFRAMES ? CHART_TIMEFRAMES[tf as ChartTimeframe] : null);

export function measureHigherTimeframe(x: {
  reading: ChartReading;
  /** the main print's symbol and minutes per candle, as read or assumed */
  symbol: string | null;
  minutes: number | null;
  /** the main print's last close, and whether its prices are relative units */
  lastClose: number;
  relative: boolean;
}): HigherTimeframe {
  const header = x.reading.header;
  const symbol = header.symbol ?? null;
  if (symbol && x.symbol && normalise(symbol) !== normalise(x.symbol))
    return { status: 'ignored', reason: `o segundo print é de outro ativo (${symbol}, não ${x.symbol})` };
  const minutes = minutesOf(header.timeframe, header.minutes);
  if (minutes !== null && x.minutes !== null && minutes <= x.minutes)
    return {
      status: 'ignored',
      reason: `o segundo print (${header.timeframe}) não é de um timeframe maior que o do gráfico analisado`,
    };
  const { series, relative } = readingSeries(x.reading);
  const trend = measureTrend(series);
  const used = {
    status: 'used' as const,
    timeframe: header.timeframe ?? null,
    trend: trend.recent.label,
    wholeTrend: trend.whole.label,
  };
  if (relative || x.relative) return { ...used, resistance: null, support: null };
  const high = Math.max(...series.map((c) => c.high));
  const low = Math.min(...series.map((c) => c.low));
  const slack = (high - low) * PRICE_OVERLAP;
  if (x.lastClose > high + slack || x.lastClose < low - slack)
    return {
      status: 'ignored',
      reason:
        'os preços do segundo print não chegam ao preço atual do gráfico analisado: não parece o mesmo ativo',
    };
  const levels = supportResistance(series, meanTrueRange(series, 20));
  const all = [...levels.supports, ...levels.resistances];
  const above = all.filter((l) => l.price > x.lastClose).sort((a, b) => a.price - b.price)[0] ?? null;
  const below = all.filter((l) => l.price < x.lastClose).sort((a, b) => b.price - a.price)[0] ?? null;
  return {
    ...used,
    resistance: above ? { ...above, kind: 'resistance' } : null,
    support: below ? { ...below, kind: 'support' } : null,
  };
}

/** "EUR/USD", "EURUSD" and "EURUSD (OTC)" name the same asset. */
function normalise(symbol: string): string {
  return symbol.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

const WORD = { ALTA: 'de alta', BAIXA: 'de baixa', LATERAL: 'lateral' } as const;

/** The group's members: the higher chart's trend (its vote) and its levels (context, no vote). */
export function higherTimeframeMembers(
  h: Extract<HigherTimeframe, { status: 'used' }>,
  fmt: (p: number) => string,
): Member[] {
  const name = `Timeframe maior${h.timeframe ? ` (${h.timeframe})` : ''}`;
  const members: Member[] = [
    {
      label: `${name}: tendência ${WORD[h.trend]} nas últimas velas, gráfico inteiro ${WORD[h.wholeTrend]}`,
      vote: h.trend === 'ALTA' ? 1 : h.trend === 'BAIXA' ? -1 : 0,
    },
  ];
  if (h.resistance)
    members.push({ label: `Resistência do timeframe maior em ${fmt(h.resistance.price)}`, vote: 0 });
  if (h.support) members.push({ label: `Suporte do timeframe maior em ${fmt(h.support.price)}`, vote: 0 });
  return members;
}

/** Whether the higher timeframe agrees with a call (null for a wait or a sideways higher chart). */
export function higherAgrees(h: HigherTimeframe | null, dir: -1 | 0 | 1): boolean | null {
  if (!h || h.status !== 'used' || dir === 0 || h.trend === 'LATERAL') return null;
  return (h.trend === 'ALTA' ? 1 : -1) === dir;
}
