import type { Ohlc } from '../types';
import type { PrintSeries } from './print-series';

/* Prints for the verification's unit tests: a seeded series read the way the reader reads one. */

/** A seeded random walk of candles (prices around 100). */
export function walk(seed: number, count: number): Ohlc[] {
  let s = seed >>> 0;
  const rnd = () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
  const out: Ohlc[] = [];
  let price = 100;
  for (let i = 0; i < count; i++) {
    const open = price;
    const close = open + (rnd() - 0.5) * 2;
    const high = Math.max(open, close) + rnd() * 0.6;
    const low = Math.min(open, close) - rnd() * 0.6;
    out.push({ open, high, low, close });
    price = close;
  }
  return out;
}

/**
 * A print of candles `from`…`to` − 1: on a price axis (pixel = price per pixel) or in relative
 * units (pixels above an arbitrary base: autoscale), rounded to whole pixels like a reading, its
 * newest candle where a live chart keeps it.
 */
export function print(
  bars: Ohlc[],
  from: number,
  to: number,
  o: { pxPerPrice: number; relative?: boolean; pitch?: number; firstX?: number },
): PrintSeries {
  const pitch = o.pitch ?? 8;
  const shown = bars.slice(from, to);
  const base = Math.min(...shown.map((b) => b.low));
  const toUnits = (p: number) => {
    const px = Math.round((p - base) * o.pxPerPrice);
    return o.relative ? px : base + px / o.pxPerPrice;
  };
  const series = shown.map((b) => ({
    open: toUnits(b.open),
    high: toUnits(b.high),
    low: toUnits(b.low),
    close: toUnits(b.close),
  }));
  return {
    series,
    directions: shown.map((b) => (b.close >= b.open ? 'up' : 'down')),
    relative: o.relative ?? false,
    pixel: o.relative ? 1 : 1 / o.pxPerPrice,
    // a live view: the chart scrolls with time, its newest candle stays at x = 700 (or, with
    // firstX, a view that stays put: its first candle stays there and new ones fill the right)
    xs: shown.map((_, k) =>
      o.firstX === undefined ? 700 - (shown.length - 1 - k) * pitch : o.firstX + k * pitch,
    ),
    pitch,
    plotX: null,
    symbol: null,
    timeframe: null,
    legend: null,
  };
}

/** The print as a reader that missed some of its candles reads it: their slots stay empty. */
export function without(p: PrintSeries, missed: number[]): PrintSeries {
  const keep = (_: unknown, i: number) => !missed.includes(i);
  return {
    ...p,
    series: p.series.filter(keep),
    directions: p.directions.filter(keep),
    xs: p.xs.filter(keep),
  };
}
