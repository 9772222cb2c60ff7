import type { Rect } from '../spec-types';

/**
 * Horizontal placement of candles in the hand-drawn renderers: whole-pixel spacing, the last
 * candle `shift` pixels from the right edge (MetaTrader's chart shift, a broker's expiry
 * space), and the first candle's centre still inside the plot so truth and picture agree.
 */
export function candleXs(
  n: number,
  plot: Rect,
  shift: number,
  lead = 0.5,
): { xs: number[]; spacing: number } {
  const last = plot.right - shift;
  // `lead` spacings before the first centre: under half a spacing the first body is cut
  const spacing = Math.max(2, Math.floor((last - plot.left - 1) / Math.max(1, n - 1 + lead)));
  // anchored at the left so `lead` holds exactly; the right margin absorbs the rounding
  const first = plot.left + Math.max(1, Math.round(lead * spacing));
  const xs = Array.from({ length: n }, (_, i) => first + i * spacing);
  return { xs, spacing };
}

/** Body width for a spacing, as MetaTrader's zoom levels do: thin bars when packed. */
export function bodyWidthFor(spacing: number, share = 0.62): number {
  if (spacing <= 3) return 1;
  if (spacing <= 5) return 2;
  const w = Math.round(spacing * share);
  return w % 2 ? w : w - 1;
}
