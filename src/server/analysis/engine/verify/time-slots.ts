import type { Ohlc } from '../types';
import type { PrintSeries } from './print-series';
import { SAME_VIEW_EDGE_PX, SAME_VIEW_SPACING_SHARE } from './verify-params';

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

/**
 * Empty slots between the chart's last candle read and the plot's right edge, when both prints
 * show the chart in one view (the same slot spacing and the same right edge): a live chart keeps
 * its newest candle at the same distance from that edge, so two readings of one view agree on
 * it, and when they do not, one of them stopped short of the newest candles (or added one), or
 * the view was scrolled back. Null when the prints are not in one view (zoomed or resized: how
 * far the newest candle stands from the edge then depends on the platform) or lack a spacing.
 */
export function rightMargins(
  before: PrintSeries,
  after: PrintSeries,
): { before: number; after: number } | null {
  const b = marginOf(before);
  const a = marginOf(after);
  if (!b || !a) return null;
  const sameSpacing = Math.abs(b.pitch - a.pitch) <= SAME_VIEW_SPACING_SHARE * b.pitch;
  const sameEdge = Math.abs(b.edge - a.edge) <= SAME_VIEW_EDGE_PX;
  return sameSpacing && sameEdge ? { before: b.slots, after: a.slots } : null;
}

function marginOf(print: PrintSeries): { pitch: number; edge: number; slots: number } | null {
  if (!print.pitch || print.plotRight === null || !print.xs.length) return null;
  const edge = print.plotRight;
  return { pitch: print.pitch, edge, slots: (edge - print.xs[print.xs.length - 1]!) / print.pitch };
}
