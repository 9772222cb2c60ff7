import type { PixelCandle } from '../types';
import { OHLC_BARS } from '../params';

/**
 * OHLC bars: a thin stroke from high to low with the open drawn as a tick to its left and the
 * close as a tick to its right. Measured as candles, the stroke is all body (open and close at
 * its ends) or none (open and close on one row); the ticks say where they are.
 */

/** Thin strokes at a pitch several times their width: an OHLC bar chart's bars. */
export function ohlcBars(bodyWidth: number, spacing: number): boolean {
  return bodyWidth <= OHLC_BARS.barStrokePx && spacing >= bodyWidth * OHLC_BARS.minBarPitchRatio;
}

/** The row of the tick beside a stroke (the mean row of what stands out there), or null. */
function tickRow(
  mask: Uint8Array,
  imageWidth: number,
  candle: PixelCandle,
  columns: readonly number[],
): number | null {
  let sum = 0;
  let count = 0;
  const top = Math.max(0, Math.floor(candle.yHigh));
  const bottom = Math.ceil(candle.yLow);
  for (const x of columns) {
    if (x < 0 || x >= imageWidth) continue;
    for (let y = top; y <= bottom; y++) {
      if (mask[y * imageWidth + x]) {
        sum += y;
        count++;
      }
    }
  }
  // a tick is a short run of rows; a neighbour's stroke or a line fills the whole range
  if (!count || count > columns.length * OHLC_BARS.maxTickRows) return null;
  return sum / count;
}

/**
 * Each bar's open and close from its ticks, and its direction from them where they differ
 * (a monochrome chart's only sign of it). Bars whose ticks are not both found stay as read.
 */
export function readBarTicks(
  candles: readonly PixelCandle[],
  mask: Uint8Array,
  imageWidth: number,
  spacing: number,
): PixelCandle[] {
  return candles.map((c) => {
    const reach = Math.max(
      1,
      Math.min(OHLC_BARS.tickReachPx, Math.floor((spacing - (c.right - c.left + 1)) / 2) - 1),
    );
    const left = Array.from({ length: reach }, (_, i) => Math.floor(c.left) - 1 - i);
    const right = Array.from({ length: reach }, (_, i) => Math.ceil(c.right) + 1 + i);
    const open = tickRow(mask, imageWidth, c, left);
    const close = tickRow(mask, imageWidth, c, right);
    if (open === null || close === null) return c;
    const yOpen = Math.round(open);
    const yClose = Math.round(close);
    const direction = yClose < yOpen ? 'up' : yClose > yOpen ? 'down' : c.direction;
    return { ...c, yOpen, yClose, direction };
  });
}
