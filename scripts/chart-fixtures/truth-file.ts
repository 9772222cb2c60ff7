import { labelPlacement } from './axis-labels';
import type { FixtureSpec } from './fixture-spec';
import type { Bar, Regime } from './series';
import type { DrawTruth, Rect, RenderSpec, TruthCandle } from './spec-types';

/**
 * The ground-truth JSON written beside each image. The first fields are the original format
 * (file … prices), which the engine's scorer reads; the rest describe what else was drawn.
 */

export type TruthFile = {
  file: string;
  theme: string;
  width: number;
  height: number;
  regime: Regime;
  ratio: number;
  pattern: string | null;
  plot: Rect;
  candles: TruthCandle[];
  prices: Array<{ open: number; high: number; low: number; close: number }>;
  renderer: RenderSpec['renderer'];
  dpr: number;
  /** requested font family; null = the library's default stack (DejaVu Sans on this machine) */
  font: string | null;
  locale: RenderSpec['price']['locale'];
  /** price = a + b·y, y in image pixels */
  scale: { a: number; b: number };
  axis: DrawTruth['labels'] extends infer L
    ? { side: 'left' | 'right'; placement: 'centred' | 'above' | 'below'; labels: L }
    : never;
  timeLabels: DrawTruth['timeLabels'];
  panes: DrawTruth['panes'];
  occluders: Rect[];
  symbol: string | null;
  timeframe: string | null;
  legend: string | null;
  overlays: {
    ma: number[];
    volume: boolean;
    priceLine: boolean;
    crosshair: boolean;
    tooltip: boolean;
    dialog: boolean;
    frame: string | null;
    watermark: string | null;
    grid: RenderSpec['grid'];
  };
};

/** A candle no reader can see: its whole high–low span lies under a dialog or tooltip. */
export function markHidden(candles: TruthCandle[], occluders: Rect[]): TruthCandle[] {
  return candles.map((c) =>
    occluders.some((o) => c.x >= o.left && c.x <= o.right && c.yHigh >= o.top && c.yLow <= o.bottom)
      ? { ...c, hidden: true }
      : c,
  );
}

export function truthFile(
  f: FixtureSpec,
  spec: RenderSpec,
  d: DrawTruth,
  bars: Bar[],
  ratio: number,
  file: string,
  pattern: string | null,
): TruthFile {
  return {
    file,
    theme: spec.theme.name,
    width: Math.round(f.width * spec.dpr),
    height: Math.round(f.height * spec.dpr),
    regime: f.regime,
    ratio,
    pattern,
    plot: d.plot,
    candles: markHidden(d.candles, d.occluders),
    prices: bars.map((b) => ({ open: b.open, high: b.high, low: b.low, close: b.close })),
    renderer: spec.renderer,
    dpr: spec.dpr,
    font: spec.font || null,
    locale: spec.price.locale,
    scale: d.scale,
    axis: { side: d.axisSide, placement: labelPlacement(d.labels), labels: d.labels },
    timeLabels: d.timeLabels,
    panes: d.panes,
    occluders: d.occluders,
    symbol: d.printed.symbol,
    timeframe: d.printed.timeframe,
    legend: d.printed.legend,
    overlays: {
      ma: spec.ma,
      volume: spec.volume,
      priceLine: spec.priceLine,
      crosshair: !!spec.crosshair,
      tooltip: !!spec.tooltip,
      dialog: !!spec.dialog,
      frame: f.frame ?? null,
      watermark: f.watermark ?? null,
      grid: spec.grid,
    },
  };
}
