/** Internal types shared by the engine stages. */

/** Decoded image: 3 channels (RGB), row-major, origin top-left. */
export type Raster = { width: number; height: number; data: Uint8Array; format: 'jpeg' | 'png' | 'webp' };

export type Rgb = [number, number, number];

export type ColourScheme = {
  background: Rgb;
  theme: 'dark' | 'light';
  up: Rgb;
  down: Rgb;
  /** neutral outline/wick colour around coloured bodies (matplotlib-like charts) */
  outline?: Rgb;
  /** one candle colour only (e.g. black/white charts): direction comes from filled vs hollow bodies */
  monochrome: boolean;
  /** up candles drawn as outlines */
  hollowUp: boolean;
  /** colour distance under which a pixel counts as a candle colour */
  tolerance: number;
};

/** A candle in image pixels; `index` is its slot on the regular time grid. */
export type PixelCandle = {
  index: number;
  x: number;
  left: number;
  right: number;
  yOpen: number;
  yHigh: number;
  yLow: number;
  yClose: number;
  direction: 'up' | 'down';
};

/** Candle in price units (or relative units = -y when the axis could not be read). */
export type Ohlc = { open: number; high: number; low: number; close: number };
/** an Ohlc's fields, in that order */
export const OHLC_FIELDS = ['open', 'high', 'low', 'close'] as const;

export type PlotArea = { left: number; top: number; right: number; bottom: number };
