import type { Bar } from '../chart-fixtures/series';
import type { RenderedPair } from './render-pairs';

/**
 * A true draw: a true move under this many pixels of the later print (a rendered series never
 * closes exactly at its entry). The engine judges no draw from pixels (verify/judge.ts): it
 * refuses such a pair, so a true draw is never counted right.
 */
export const TRUE_DRAW_PX = 1;

/**
 * The true outcome of a pair's call, by the same rules the engine states (verify/judge.ts), on the
 * true prices: the earlier print shows bars [0, n), its last is the analysed one; the later print
 * shows bars up to `to` − 1, its last may still be forming.
 */
export function trueExpiry(
  series: Bar[],
  x: { n: number; to: number; expiry: number; up: boolean; pricePerPixel: number; drawPx: number },
): 'win' | 'loss' | 'draw' | 'pending' {
  const exit = x.n - 1 + x.expiry;
  if (exit > x.to - 2) return 'pending';
  const entry = series[x.n]!.open;
  const close = series[exit]!.close;
  if (Math.abs(close - entry) < x.drawPx * x.pricePerPixel) return 'draw';
  return (close - entry) * (x.up ? 1 : -1) > 0 ? 'win' : 'loss';
}

export function trueLevels(
  series: Bar[],
  x: { n: number; to: number; up: boolean; target: number; stop: number },
): 'win' | 'loss' | 'pending' | 'unverifiable' {
  const entry = series[x.n]!.open;
  const dir = x.up ? 1 : -1;
  if ((x.target - entry) * dir <= 0 || (entry - x.stop) * dir <= 0) return 'unverifiable';
  for (let j = x.n; j < x.to; j++) {
    const k = series[j]!;
    const target = x.up ? k.high >= x.target : k.low <= x.target;
    const stop = x.up ? k.low <= x.stop : k.high >= x.stop;
    if (target && stop) return 'unverifiable';
    if (target) return 'win';
    if (stop) return 'loss';
  }
  return 'pending';
}

/** Mean high − low of the last 20 bars before `n`: the unit the pair's trade levels are set in. */
export function meanRange(series: Bar[], n: number): number {
  const last = series.slice(Math.max(0, n - 20), n);
  return last.reduce((s, b) => s + b.high - b.low, 0) / last.length;
}

/**
 * A rendered pair's call judged on its true prices: the true outcome, and the true move from the
 * entry (the open after the analysed bar) to the expiry close, signed, in pixels of the later
 * print (null while the expiry bar is beyond the series).
 */
export function trueCall(r: RenderedPair): { outcome: ReturnType<typeof trueExpiry>; movePx: number | null } {
  const { pair, series } = r;
  const n = pair.base.count;
  const outcome = trueExpiry(series, {
    n,
    to: pair.to,
    expiry: pair.call.expiry,
    up: pair.call.direction === 'CALL',
    pricePerPixel: r.after.pricePerPixel,
    drawPx: TRUE_DRAW_PX,
  });
  const exit = n - 1 + pair.call.expiry;
  const movePx =
    exit < series.length ? (series[exit]!.close - series[n]!.open) / r.after.pricePerPixel : null;
  return { outcome, movePx };
}
