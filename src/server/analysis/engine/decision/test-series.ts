import type { Ohlc } from '../types';

/** Small hand-made series for the decision's unit tests (prices, not pixels). */

/** One candle from open to close, with `upper` and `lower` shadows beyond the body. */
export const candle = (open: number, close: number, upper = 0.1, lower = upper): Ohlc => ({
  open,
  close,
  high: Math.max(open, close) + upper,
  low: Math.min(open, close) - lower,
});

/** n candles climbing by `step` with small pullbacks every third candle. */
export const climb = (n: number, from = 100, step = 0.6): Ohlc[] =>
  Array.from({ length: n }, (_, i) =>
    i % 3 === 2
      ? candle(from + i * step + 0.4, from + i * step + 0.1)
      : candle(from + i * step, from + i * step + 0.7),
  );

/** n candles alternating up and down between `at` and `at` + 1: no trend, no level broken. */
export const zigzag = (n: number, at = 100): Ohlc[] =>
  Array.from({ length: n }, (_, i) => (i % 2 ? candle(at + 1, at) : candle(at, at + 1)));
