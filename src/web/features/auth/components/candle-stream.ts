import { seededRandom } from '../../../../shared/random';

export interface Candle {
  open: number;
  high: number;
  low: number;
  close: number;
}

/**
 * An endless random walk of candles. A slow sine drift gives it trends and pullbacks, and a pull
 * towards `base` keeps it from wandering off-screen over a long session.
 */
export function createCandleStream(seed: number, base = 100) {
  const random = seededRandom(seed);
  let price = base;
  let step = 0;
  return function next(): Candle {
    step += 1;
    const drift = Math.sin(step / 17) * 0.35 + Math.sin(step / 53) * 0.25 + (base - price) * 0.02;
    const open = price;
    const close = open + drift + (random() - 0.5) * 2.2;
    const high = Math.max(open, close) + random() * 0.9;
    const low = Math.min(open, close) - random() * 0.9;
    price = close;
    return { open, high, low, close };
  };
}

/** Exponential moving average of the closes, the same length as the input. */
export function ema(values: number[], period: number): number[] {
  const k = 2 / (period + 1);
  const out: number[] = [];
  values.forEach((value, index) => {
    const previous = out[index - 1];
    out.push(previous === undefined ? value : value * k + previous * (1 - k));
  });
  return out;
}
