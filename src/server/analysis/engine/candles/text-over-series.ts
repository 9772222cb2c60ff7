import type { PixelBox } from '../text/text-boxes';
import type { Plot } from '../plot/find-plot';
import { CANDLES } from '../params';
import type { PixelCandle } from '../types';

/** A first reading's series: its candles on their grid slots, and the slots' pitch in px. */
export type ReadSeries = { candles: readonly PixelCandle[]; spacing: number };

/**
 * The text detector boxes a tight run of small candles as a line of text, and the candle stage
 * clears text boxes before it looks for candles: such a box leaves a hole in the series, or cuts
 * off its newest candles. These are the boxes a first reading's series runs into.
 *
 * Text boxes that stand where the series would go on: over at least
 * `CANDLES.emptySlotsUnderText` empty slots of the grid (between its candles, or after its last
 * candle up to the plot's edge), level with the candles beside them.
 */
export function boxesOnSeries(series: ReadSeries, boxes: PixelBox[], plot: Plot): Set<PixelBox> {
  const { candles, spacing } = series;
  const out = new Set<PixelBox>();
  if (candles.length < 2) return out;
  const offsets = candles.map((c) => c.x - c.index * spacing).sort((a, b) => a - b);
  const origin = offsets[offsets.length >> 1]!;
  const read = new Set(candles.map((c) => c.index));
  const firstIndex = candles[0]!.index;
  const lastSlot = Math.floor((plot.x1 - origin) / spacing);
  for (const b of boxes) {
    if (b.x1 < plot.x0 || b.x0 > plot.x1 || b.y1 < plot.y0 || b.y0 > plot.y1) continue;
    const from = Math.max(firstIndex + 1, Math.ceil((b.x0 - origin) / spacing));
    const to = Math.min(lastSlot, Math.floor((b.x1 - origin) / spacing));
    let empty = 0;
    for (let k = from; k <= to; k++) if (!read.has(k)) empty++;
    if (empty < CANDLES.emptySlotsUnderText) continue;
    // the nearest candles on either side of the box reach its rows (prices move on)
    const beside = CANDLES.textLookBesideSlots;
    const near = candles.filter(
      (c) => c.index >= from - beside && c.index <= to + beside && (c.index < from || c.index > to),
    );
    const reach = b.y1 - b.y0 + 1;
    if (near.some((c) => c.yHigh <= b.y1 + reach && c.yLow >= b.y0 - reach)) out.add(b);
  }
  return out;
}
