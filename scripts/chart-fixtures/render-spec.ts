import type { FixtureSpec } from './fixture-spec';
import type { Bar } from './series';
import type { PriceStyle, RenderSpec } from './spec-types';
import type { Theme } from './themes';

/** Turns a fixture's short description into the full instructions a renderer follows. */

const SECONDS: Record<string, number> = {
  S30: 30,
  M1: 60,
  '1m': 60,
  M5: 300,
  '5 min': 300,
  M15: 900,
  '15m': 900,
  '15 min': 900,
  M30: 1800,
  H1: 3600,
  '1h': 3600,
  H4: 14400,
  '4h': 14400,
  D1: 86400,
  '1D': 86400,
};
/** 2 Dec 2024 08:00 UTC: a Monday morning, so intraday axes read naturally */
const FIRST_TIME = 1_733_126_400;

export function defaultDecimals(start: number): number {
  return start < 10 ? 4 : start < 10000 ? 2 : 0;
}

export function priceStyle(f: FixtureSpec): PriceStyle {
  return {
    locale: f.price?.locale ?? 'en-US',
    decimals: f.price?.decimals ?? defaultDecimals(f.start ?? 100),
    prefix: f.price?.prefix,
    suffixK: f.price?.suffixK,
    // MetaTrader prints prices without thousands separators (2331.80)
    grouping: f.price?.grouping ?? f.renderer !== 'metatrader',
  };
}

export function renderSpec(f: FixtureSpec, theme: Theme, bars: Bar[]): RenderSpec {
  const step = SECONDS[f.timeframe ?? 'H1'] ?? 3600;
  const ci = Math.floor(bars.length * 0.72);
  const cb = bars[ci]!;
  return {
    renderer: f.renderer ?? 'lightweight-charts',
    width: f.width,
    height: f.height,
    dpr: f.dpr ?? 1,
    bars,
    times: bars.map((_, i) => FIRST_TIME + i * step),
    theme,
    font: f.font ?? '',
    price: priceStyle(f),
    axisSide: f.axis ?? 'right',
    ma: f.ma === true ? [9, 21] : f.ma || [],
    volume: !!f.volume,
    grid: f.grid === false ? 'none' : f.grid === 'dashed' ? 'dashed' : 'solid',
    priceLine: f.priceLine ?? true,
    // the pointer rests on a candle's body, where a trader hovering to read it would be
    crosshair: f.crosshair ? { index: ci, price: (cb.open + cb.close) / 2 } : undefined,
    tooltip: f.tooltip,
    dialog: f.dialog,
    symbol: f.symbol,
    timeframe: f.timeframe,
    variant: f.variant,
  };
}
