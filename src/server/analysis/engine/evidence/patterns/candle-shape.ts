import type { Ohlc } from '../../types';

/** One candle described the way pattern definitions talk about it. */
export type Shape = {
  open: number;
  high: number;
  low: number;
  close: number;
  body: number;
  range: number;
  upper: number;
  lower: number;
  /** body midpoint */
  mid: number;
  bodyTop: number;
  bodyBottom: number;
  bull: boolean;
  bear: boolean;
};

/**
 * `eps` is the price a pixel of rounding can move an edge by: a close that equals the open to
 * within it is neither up nor down.
 */
export function shapeOf(c: Ohlc, eps: number): Shape {
  const bodyTop = Math.max(c.open, c.close);
  const bodyBottom = Math.min(c.open, c.close);
  return {
    open: c.open,
    high: c.high,
    low: c.low,
    close: c.close,
    body: bodyTop - bodyBottom,
    range: Math.max(c.high - c.low, eps),
    upper: c.high - bodyTop,
    lower: bodyBottom - c.low,
    mid: (c.open + c.close) / 2,
    bodyTop,
    bodyBottom,
    bull: c.close - c.open > eps,
    bear: c.open - c.close > eps,
  };
}
