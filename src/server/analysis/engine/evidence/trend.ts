import { getLinearRegression, getTrueRange } from 'trading-signals';
import type { TrendLabel } from '../../../../shared/analysis';
import type { Ohlc } from '../types';

/** Threshold of the contract: |ratio| above this is a trend. */
export const TREND_THRESHOLD = 0.15;
export const TREND_WINDOW = 20;

/**
 * Least-squares slope of the closes (per candle) over the last `window` candles divided by
 * their mean true range: scale-free, so it reads the same in pixels and in prices.
 */
export function trendRatio(series: readonly Ohlc[], window = TREND_WINDOW): number {
  const n = Math.min(window, series.length);
  if (n < 3) return 0;
  const { slope } = getLinearRegression(series.slice(series.length - n).map((c) => c.close));
  const meanTr = meanTrueRange(series, n);
  return meanTr > 0 ? slope / meanTr : 0;
}

export function trendLabel(ratio: number): TrendLabel {
  return ratio > TREND_THRESHOLD ? 'ALTA' : ratio < -TREND_THRESHOLD ? 'BAIXA' : 'LATERAL';
}

/** 0–100: how far the ratio is beyond neutral (0.6 or more reads as a very strong trend). */
export function trendStrength(ratio: number): number {
  return Math.round(Math.min(1, Math.abs(ratio) / 0.6) * 100);
}

export function meanTrueRange(series: readonly Ohlc[], window = 14): number {
  const n = Math.min(window, series.length);
  if (n === 0) return 0;
  let tr = 0;
  for (let i = series.length - n; i < series.length; i++)
    tr += getTrueRange(series[i]!, series[i - 1]?.close);
  return tr / n;
}

/** The trend over one window: the contract's ratio, its label and strength. */
export type WindowTrend = { window: number; ratio: number; label: TrendLabel; strength: number };

/**
 * The trend measured two ways: over the recent candles (the contract's 20: slope over mean range,
 * the trend the result shows) and over the whole visible chart, as a trader sees it at a glance.
 */
export type TrendReading = { recent: WindowTrend; whole: WindowTrend };

/**
 * Whole chart: how far the closes' least-squares line rises across the chart, as a share of the
 * chart's price span (highest high to lowest low). A chart that climbs from corner to corner is
 * near 1 however many candles it has; a V, a range or a round trip is near 0. The per-candle
 * slope over mean range would call a 230-candle climb from 19 k to 35 k "lateral": each candle's
 * range dwarfs its share of the climb.
 */
export const WHOLE_TREND_SHARE = 0.5;
/** share of the span at which the whole-chart trend reads as 100 % strong */
const WHOLE_FULL_STRENGTH = 0.8;

export function wholeChartShare(series: readonly Ohlc[]): number {
  const n = series.length;
  if (n < 3) return 0;
  let hi = -Infinity;
  let lo = Infinity;
  for (const c of series) {
    if (c.high > hi) hi = c.high;
    if (c.low < lo) lo = c.low;
  }
  if (!(hi > lo)) return 0;
  const { slope } = getLinearRegression(series.map((c) => c.close));
  return (slope * (n - 1)) / (hi - lo);
}

export function measureTrend(series: readonly Ohlc[]): TrendReading {
  const ratio = trendRatio(series, TREND_WINDOW);
  const share = wholeChartShare(series);
  return {
    recent: {
      window: Math.min(TREND_WINDOW, series.length),
      ratio,
      label: trendLabel(ratio),
      strength: trendStrength(ratio),
    },
    whole: {
      window: series.length,
      ratio: share,
      label: share >= WHOLE_TREND_SHARE ? 'ALTA' : share <= -WHOLE_TREND_SHARE ? 'BAIXA' : 'LATERAL',
      strength: Math.round(Math.min(1, Math.abs(share) / WHOLE_FULL_STRENGTH) * 100),
    },
  };
}
