import type { Bar } from './series';

/** Simple moving average of closes; null until the window is full. */
export function sma(bars: readonly Bar[], period: number): Array<number | null> {
  let sum = 0;
  return bars.map((b, i) => {
    sum += b.close;
    if (i >= period) sum -= bars[i - period]!.close;
    return i >= period - 1 ? sum / period : null;
  });
}
