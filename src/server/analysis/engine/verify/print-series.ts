import type { ChartAnalysis } from '../../../../shared/analysis';
import type { Ohlc } from '../types';
import { legendOf } from './legend';
import { LEGEND_RANGE_PX } from './verify-params';

/**
 * What the verification compares of one print: its candles on its own price scale (prices when
 * the axis was read, else pixels above the plot's bottom), the price of one pixel near the last
 * close, and the symbol and timeframe the print itself showed (never those the trader typed).
 */
export type PrintSeries = {
  series: Ohlc[];
  directions: Array<'up' | 'down'>;
  /** prices are relative units (pixels above the plot's bottom): no axis, or a percent axis */
  relative: boolean;
  /** one pixel in the series' units near the last close */
  pixel: number;
  /** each candle's centre, in image pixels from the left (the time axis, in the print's zoom) */
  xs: number[];
  /** the reader's slot spacing (px between neighbouring candles' centres); null when not measured */
  pitch: number | null;
  /** the plot's left and right edges, in image pixels (null when not known) */
  plotX: { left: number; right: number } | null;
  symbol: string | null;
  timeframe: string | null;
  /**
   * the newest candle as the print's legend gives it, in the series' units (null without a
   * legend, or on a print without a price axis, where the legend's prices cannot be placed)
   */
  legend: Ohlc | null;
};

/**
 * How far the last candle read stands from the plot's right edge, in the print's own slot
 * spacings (null without a pitch or a plot edge): a renderer that fits its candles to the plot
 * keeps this margin from print to print.
 */
export function rightMarginSlots(print: PrintSeries): number | null {
  if (!print.pitch || !print.plotX) return null;
  return (print.plotX.right - print.xs[print.xs.length - 1]!) / print.pitch;
}

/** A saved or fresh analysis as a print to compare; null without the candles it was read from. */
export function printSeriesOf(result: Pick<ChartAnalysis, 'extraction'>): PrintSeries | null {
  const x = result.extraction;
  if (!x || x.candles.length === 0) return null;
  const scale = x.priceScale;
  const relative = !scale || scale.percent === true;
  const toPrice = (y: number) => {
    if (relative) return x.plot.bottom - y;
    const v = scale.intercept + scale.slope * y;
    return scale.log ? 10 ** v : v;
  };
  const series = x.candles.map((c) => ({
    open: toPrice(c.yOpen),
    high: toPrice(c.yHigh),
    low: toPrice(c.yLow),
    close: toPrice(c.yClose),
  }));
  const lastY = x.candles[x.candles.length - 1]!.yClose;
  const pixel = Math.abs(toPrice(lastY) - toPrice(lastY + 1)) || 1;
  const legend = relative ? null : legendOf(x);
  const directions = x.candles.map((c) => c.direction);
  // a legend whose high and low are the last candle's names that candle: its open and close are
  // taken as printed (a forming candle's thin body is read a few pixels off, often at its wick's
  // middle, and an open against a close a pixel apart decides a call)
  const last = series.length - 1;
  if (
    legend &&
    Math.abs(legend.high - series[last]!.high) <= LEGEND_RANGE_PX * pixel &&
    Math.abs(legend.low - series[last]!.low) <= LEGEND_RANGE_PX * pixel
  ) {
    series[last] = { ...legend };
    directions[last] = legend.close >= legend.open ? 'up' : 'down';
  }
  return {
    series,
    directions,
    relative,
    pixel,
    xs: x.candles.map((c) => c.x),
    pitch: x.quality?.slotSpacing || null,
    plotX: x.plot.right > x.plot.left ? { left: x.plot.left, right: x.plot.right } : null,
    // the header's own fields hold what the image printed (the shown symbol may come from elsewhere)
    symbol: x.header?.symbol ?? null,
    timeframe: x.header?.timeframe ?? null,
    legend,
  };
}
