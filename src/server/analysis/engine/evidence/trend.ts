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
 * The trend measured over two windows: the recent candles (the contract's 20, the trend the
 * result shows) and the whole visible chart (the context a short move sits in).
 */
export type TrendReading = { recent: WindowTrend; whole: WindowTrend };

export function measureTrend(series: readonly Ohlc[]): TrendReading {
  const at = (window: number): WindowTrend => {
    const ratio = trendRatio(series, window);
    return {
      window: Math.min(window, series.length),
      ratio,
      label: trendLabel(ratio),
      strength: trendStrength(ratio),
    };
  };
  return { recent: at(TREND_WINDOW), whole: at(series.length) };
}
