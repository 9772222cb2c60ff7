import type { Ohlc } from '../types';
import type { PrintSeries } from './print-series';

/**
 * Candles by time slot. Charting platforms space candles evenly by index (a closed market leaves
 * no gap on the axis), so a candle's slot is its distance from the print's last candle read, in
 * slot spacings. A candle the reader missed leaves its slot empty instead of moving every candle
 * before it by one, which would misalign the two prints and miscount the candles between them.
 */
export type SlotView = {
  /** each candle's slot, counted leftwards from the last candle read (0) */
  slots: number[];
  /** the candle index at a slot, if the reader found one there */
  at: (slot: number) => number | undefined;
};

export function slotView(print: PrintSeries): SlotView {
  const slots = slotsFromRight(print);
  const index = new Map(slots.map((s, i) => [s, i]));
  return { slots, at: (slot) => index.get(slot) };
}

function slotsFromRight(print: PrintSeries): number[] {
  const n = print.series.length;
  const counted = print.series.map((_, i) => n - 1 - i);
  const pitch = print.pitch;
  if (!pitch || print.xs.length !== n) return counted;
  const last = print.xs[n - 1]!;
  const slots = print.xs.map((x) => Math.round((last - x) / pitch));
  // two candles in one slot, or out of order: the positions are not a grid, so count instead
  for (let i = 1; i < n; i++) if (!(slots[i]! < slots[i - 1]!)) return counted;
  return slots;
}

/**
 * The later print's candles from its first slot to its last, left to right, with null where the
 * reader found none: what the judge walks from the entry on.
 */
export function candlesBySlot(print: PrintSeries, view: SlotView): Array<Ohlc | null> {
  const span = view.slots[0] ?? -1;
  const out: Array<Ohlc | null> = [];
  for (let slot = span; slot >= 0; slot--) {
    const i = view.at(slot);
    out.push(i === undefined ? null : print.series[i]!);
  }
  return out;
}
