/** Round-number axis ticks for the hand-drawn renderers (1, 2, 2.5, 5 × 10^k steps). */
export function niceStep(span: number, wanted: number): number {
  const raw = span / Math.max(1, wanted);
  const mag = 10 ** Math.floor(Math.log10(raw));
  const f = raw / mag;
  const m = f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 ? 2.5 : f <= 5 ? 5 : 10;
  return m * mag;
}

export function ticksIn(lo: number, hi: number, step: number): number[] {
  const out: number[] = [];
  // integer multiples avoid the drift of repeated float addition
  for (let k = Math.ceil(lo / step - 1e-9); k * step <= hi + 1e-9 * step; k++)
    out.push(Number((k * step).toPrecision(12)));
  return out;
}

/** Lowest and highest price of the bars, padded by a share of the range on both sides. */
export function paddedRange(lows: number[], highs: number[], pad: number): { lo: number; hi: number } {
  const lo = Math.min(...lows);
  const hi = Math.max(...highs);
  const m = (hi - lo) * pad;
  return { lo: lo - m, hi: hi + m };
}
