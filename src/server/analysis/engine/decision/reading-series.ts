import type { ChartReading } from '../read-chart';
import { priceAt } from '../scale/price-axis';
import type { Ohlc } from '../types';

/**
 * A reading's candles as prices: on the axis's scale when it was read, else in relative units
 * (pixels above the plot's base). `pixel` is one pixel in price near the last close: the rounding
 * every edge read from the image carries.
 */
export type ReadingSeries = { series: Ohlc[]; relative: boolean; pixel: number };

export function readingSeries(reading: ChartReading): ReadingSeries {
  const candles = reading.candles!.candles;
  const { axis, plot } = reading;
  const relative = axis === null || axis.percent === true;
  const toPrice = (y: number) => (relative ? plot.y1 - y : priceAt(axis!, y));
  const series = candles.map((c) => ({
    open: toPrice(c.yOpen),
    high: toPrice(c.yHigh),
    low: toPrice(c.yLow),
    close: toPrice(c.yClose),
  }));
  const lastY = candles[candles.length - 1]!.yClose;
  return { series, relative, pixel: Math.abs(toPrice(lastY) - toPrice(lastY + 1)) };
}
