import type { Frame } from './frames';
import type { PlantedPattern, Regime } from './series';
import type { PriceStyle, Renderer } from './spec-types';

/** One generated chart: everything that varies between fixtures is listed here explicitly. */
export type FixtureSpec = {
  id: string;
  /** who draws it; lightweight-charts when absent (the original 30 fixtures) */
  renderer?: Renderer;
  theme: string;
  width: number;
  height: number;
  dpr?: number;
  count: number;
  regime: Regime;
  pattern?: PlantedPattern;
  /** moving averages: true = periods 9 and 21 */
  ma?: boolean | number[];
  volume?: 'pale' | 'same';
  grid?: boolean | 'dashed';
  priceLine?: boolean;
  legend?: boolean;
  watermark?: string;
  format?: 'png' | 'jpg' | 'webp';
  frame?: Frame;
  start?: number;
  seed: number;
  /** font family of the axes and texts ('' or absent: the renderer's default) */
  font?: string;
  /** how the price axis prints numbers; locale en-US and decimals from the price when absent */
  price?: Partial<PriceStyle>;
  axis?: 'left' | 'right';
  /** pointer over a candle near the end: crosshair lines and their axis labels */
  crosshair?: boolean;
  tooltip?: boolean;
  dialog?: boolean;
  symbol?: string;
  timeframe?: string;
  variant?: string;
};
