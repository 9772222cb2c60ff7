import type { Bar } from './series';
import type { Theme } from './themes';

/**
 * What a renderer is asked to draw and what it reports back. These types cross the
 * Node/Chromium boundary as JSON, so they hold plain data only.
 */

export type Renderer = 'lightweight-charts' | 'echarts' | 'plotly' | 'metatrader' | 'phone-broker';
export type Locale = 'en-US' | 'pt-BR';

/** How the price axis prints numbers: `38,52`, `128.450`, `R$ 5,4821`, `1,219.03`, `64.2K`. */
export type PriceStyle = {
  locale: Locale;
  decimals: number;
  prefix?: string;
  suffixK?: boolean;
  /** thousands separators; MetaTrader prints none */ grouping?: boolean;
};

export type RenderSpec = {
  renderer: Renderer;
  /** CSS px; the image is width·dpr × height·dpr */
  width: number;
  height: number;
  dpr: number;
  bars: Bar[];
  /** unix seconds, one per bar */
  times: number[];
  theme: Theme;
  /** CSS font family name; '' keeps the library's default */
  font: string;
  price: PriceStyle;
  axisSide: 'left' | 'right';
  /** moving-average periods drawn over the candles */
  ma: number[];
  /** a volume pane (MetaTrader: the Volumes subwindow, a histogram in candle colours) */
  volume: boolean;
  grid: 'solid' | 'dashed' | 'none';
  /** a dashed horizontal line at the last close, crossing the last candle */
  priceLine: boolean;
  /** pointer over this candle at this price: crosshair lines and their axis labels */
  crosshair?: { index: number; price: number };
  /** the library's hover tooltip (needs crosshair) */
  tooltip?: boolean;
  /** a modal dialog drawn over part of the chart */
  dialog?: boolean;
  symbol?: string;
  timeframe?: string;
  /** renderer-specific layout switch (e.g. 'mt4' | 'mt5', 'quotex' | 'pocket') */
  variant?: string;
};

export type Rect = { left: number; top: number; right: number; bottom: number };

export type TruthCandle = {
  x: number;
  yOpen: number;
  yHigh: number;
  yLow: number;
  yClose: number;
  direction: 'up' | 'down';
  /** the body is cut by the plot's left or right edge */
  partial?: boolean;
  /** wholly covered by a dialog or tooltip: no reader can see it */
  hidden?: boolean;
};

export type LabelRole = 'tick' | 'price-tag' | 'crosshair';

/** One number printed on the price axis, in image pixels. */
export type AxisLabel = {
  text: string;
  value: number;
  /** vertical centre of the drawn text's ink box */
  y: number;
  /** where `value` sits on the price scale: y − yTick is the label's offset from its tick */
  yTick: number;
  box: Rect;
  role: LabelRole;
};

export type TimeLabel = { text: string; x: number; box: Rect };

/** Everything measured in the page, in image pixels (CSS px × dpr). */
export type DrawTruth = {
  candles: TruthCandle[];
  plot: Rect;
  /** price = a + b·y */
  scale: { a: number; b: number };
  axisSide: 'left' | 'right';
  labels: AxisLabel[];
  timeLabels: TimeLabel[];
  panes: { volume?: Rect; indicator?: Rect };
  occluders: Rect[];
  printed: { symbol: string | null; timeframe: string | null; legend: string | null };
};
