import { fitRobustLine, leastSquares } from '../math/robust-line';

/**
 * Candles stand on a regular time grid: centre = a + b·slot. The spacing b is the most common
 * gap between neighbouring candidates (a candle hidden by a label or a missing doji leaves a
 * double gap, which the fit tolerates); then every candidate gets the nearest slot index and a
 * robust line through (slot, centre) drops what is off the grid — a marker, an arrow, a button.
 */
export type TimeGrid = {
  /** x of slot 0 */
  origin: number;
  spacing: number;
  /** candidate index → slot index (only candidates on the grid) */
  slots: Map<number, number>;
  /** share of the slots between first and last candidate that hold a candidate, 0–1 */
  coverage: number;
};

/** `weights` decide between two candidates on one slot (the taller piece is the candle). */
export function fitTimeGrid(centres: number[], width: number, weights?: number[]): TimeGrid | null {
  if (centres.length < 3) return null;
  const order = centres.map((c, i) => ({ c, i })).sort((a, b) => a.c - b.c);
  const gaps: number[] = [];
  for (let k = 1; k < order.length; k++) {
    const g = order[k]!.c - order[k - 1]!.c;
    if (g >= Math.max(1.5, width * 0.9)) gaps.push(g);
  }
  const spacing0 = typicalGap(gaps);
  if (!spacing0) return null;
  // slot indices counted gap by gap (a small error in the spacing does not add up over 200
  // candles), then a robust line through (index, centre)
  const points: Array<{ x: number; y: number }> = [];
  let k = 0;
  order.forEach(({ c }, n) => {
    if (n > 0) k += Math.round((c - order[n - 1]!.c) / spacing0);
    points.push({ x: k, y: c });
  });
  const line = fitRobustLine(points, {
    tolerance: 0.35,
    acceptSlope: (b) => Math.abs(b - spacing0) <= spacing0 * 0.1,
  });
  if (!line) return null;
  // indices again from the line itself (an early rounding slip shifts every later index by
  // one; a global pass puts them back), refitted on the candidates within a quarter slot
  let spacing = line.b;
  let origin = line.a;
  for (let iter = 0; iter < 3; iter++) {
    const near = order
      .map(({ c }) => ({ x: Math.round((c - origin) / spacing), y: c }))
      .filter((p) => Math.abs(origin + p.x * spacing - p.y) <= Math.max(1, spacing * 0.25));
    const refit = leastSquares(near);
    if (!refit || Math.abs(refit.b - spacing0) > spacing0 * 0.1) break;
    [origin, spacing] = [refit.a, refit.b];
  }
  const owner = new Map<number, number>();
  for (const { c, i } of order) {
    const k = Math.round((c - origin) / spacing);
    if (Math.abs(origin + k * spacing - c) > Math.max(1, spacing * 0.25)) continue;
    const prev = owner.get(k);
    if (prev === undefined || (weights?.[i] ?? 0) > (weights?.[prev] ?? 0)) owner.set(k, i);
  }
  const slots = new Map<number, number>();
  for (const [k, i] of owner) slots.set(i, k);
  if (slots.size < 3) return null;
  const ks = [...owner.keys()];
  const coverage = slots.size / (Math.max(...ks) - Math.min(...ks) + 1);
  return { origin, spacing, slots, coverage };
}

/** The gap that most other gaps are close to (within 12 %), averaged over those. */
function typicalGap(gaps: number[]): number | null {
  let best: number[] = [];
  for (const g of gaps) {
    const near = gaps.filter((h) => Math.abs(h - g) <= Math.max(1, g * 0.12));
    if (near.length > best.length || (near.length === best.length && near.length && g < best[0]!))
      best = near;
  }
  if (best.length < 2) return null;
  return best.reduce((s, g) => s + g, 0) / best.length;
}
