import { median, type Blob } from './blobs';

/**
 * The time grid: candles are equally spaced, one per slot. Blobs are chained into slot
 * indices, x = a + b·index is fitted, blobs off the grid are dropped and empty slots are
 * searched again.
 */
export type Slot = { blob: Blob; index: number };

export type Grid = { slots: Slot[]; spacing: number; regularity: number; origin: number };

/** Candles are equally spaced: chain the blobs into slot indices, fit x = a + b·index, drop outliers. */
export function fitGrid(blobs: Blob[], cw: number): Grid | null {
  const items = blobs.map((b) => ({ b, c: (b.x0 + b.x1) / 2 })).sort((p, q) => p.c - q.c);
  const gaps: number[] = [];
  for (let i = 1; i < items.length; i++) {
    const g = items[i]!.c - items[i - 1]!.c;
    if (g >= cw * 0.8 + 1) gaps.push(g);
  }
  if (gaps.length < 3) return null;
  const sorted = [...gaps].sort((a, b) => a - b);
  // lower quartile-ish: missing candles only ever make gaps longer
  let spacing = sorted[Math.floor(sorted.length * 0.3)]!;
  const refined = gaps.filter((g) => Math.abs(g - spacing) <= Math.max(1, spacing * 0.2));
  if (refined.length) spacing = refined.reduce((s, g) => s + g, 0) / refined.length;
  const indexed = bestChain(items, spacing);
  // least squares, then reject blobs off the grid
  let a = 0;
  let bSlope = spacing;
  let inliers = indexed;
  for (let iter = 0; iter < 3; iter++) {
    const n = inliers.length;
    const mx = inliers.reduce((s, p) => s + p.idx, 0) / n;
    const my = inliers.reduce((s, p) => s + p.c, 0) / n;
    let num = 0;
    let den = 0;
    for (const p of inliers) {
      num += (p.idx - mx) * (p.c - my);
      den += (p.idx - mx) ** 2;
    }
    bSlope = den > 0 ? num / den : spacing;
    a = my - bSlope * mx;
    const lim = Math.max(1.5, spacing * 0.3);
    const next = indexed.filter((p) => Math.abs(p.c - (a + bSlope * p.idx)) <= lim);
    if (next.length === inliers.length) break;
    inliers = next;
  }
  // one blob per slot: keep the one that continues its neighbours vertically
  const bySlot = new Map<number, Array<{ b: Blob; c: number; idx: number }>>();
  for (const p of inliers) bySlot.set(p.idx, [...(bySlot.get(p.idx) ?? []), p]);
  const singles = [...bySlot.entries()].filter(([, v]) => v.length === 1).map(([k, v]) => ({ k, y: (v[0]!.b.y0 + v[0]!.b.y1) / 2 }));
  const slots: Slot[] = [];
  for (const [k, list] of [...bySlot.entries()].sort((p, q) => p[0] - q[0])) {
    let best = list[0]!;
    if (list.length > 1) {
      const near = singles.filter((s) => Math.abs(s.k - k) <= 4).map((s) => s.y);
      const ref = near.length ? median(near) : median(singles.map((s) => s.y));
      best = list.reduce((p, q) => (Math.abs((q.b.y0 + q.b.y1) / 2 - ref) < Math.abs((p.b.y0 + p.b.y1) / 2 - ref) ? q : p));
    }
    slots.push({ blob: best.b, index: k });
  }
  const first = slots[0]?.index ?? 0;
  for (const s of slots) s.index -= first;
  const span = (slots[slots.length - 1]?.index ?? 0) + 1;
  return { slots, spacing: bSlope, regularity: Math.round((100 * slots.length) / Math.max(1, span)), origin: a + bSlope * first };
}

/**
 * Empty grid slots (and one slot past either end) are searched again with a looser width: a
 * doji whose 1-px body lies under a moving average or the price line leaves only its wick,
 * and JPEG blur widens some bodies.
 */
export function fillMissingSlots(grid: Grid, blobs: Blob[], cw: number): void {
  const taken = new Set(grid.slots.map((s) => s.blob));
  const have = new Set(grid.slots.map((s) => s.index));
  const last = grid.slots[grid.slots.length - 1]?.index ?? 0;
  const added: Slot[] = [];
  for (let k = -1; k <= last + 1; k++) {
    if (have.has(k)) continue;
    const x = grid.origin + grid.spacing * k;
    const near = blobs.filter((b) => !taken.has(b) && Math.abs((b.x0 + b.x1) / 2 - x) <= Math.max(1.5, grid.spacing * 0.25) && b.x1 - b.x0 + 1 <= cw + 3 && b.y1 - b.y0 >= 2);
    if (!near.length) continue;
    const edge = k < 0 || k > last;
    const neighbours = grid.slots.filter((s) => Math.abs(s.index - k) <= 3).map((s) => s.blob);
    if (!neighbours.length) continue;
    const lo = Math.min(...neighbours.map((b) => b.y0));
    const hi = Math.max(...neighbours.map((b) => b.y1));
    const span = hi - lo;
    const fits = near.filter((b) => b.y1 >= lo - span && b.y0 <= hi + span && (!edge || b.x1 - b.x0 + 1 >= cw - 1 || (b.y0 <= hi && b.y1 >= lo && b.y1 - b.y0 >= 4)));
    const pick = fits.sort((p, q) => q.y1 - q.y0 - (p.y1 - p.y0))[0];
    if (!pick) continue;
    taken.add(pick);
    added.push({ blob: pick, index: k });
  }
  if (!added.length) return;
  grid.slots.push(...added);
  grid.slots.sort((p, q) => p.index - q.index);
  const first = grid.slots[0]!.index;
  if (first !== 0) {
    for (const s of grid.slots) s.index -= first;
    grid.origin += grid.spacing * first;
  }
}

type Item = { b: Blob; c: number };

/**
 * Gives each blob a slot index by walking from a seed in both directions; a blob whose distance
 * to the last accepted one is not close to a whole number of slots (legend text, markers) is
 * skipped. Several seeds are tried and the chain that accepts the most blobs wins.
 */
function bestChain(items: Item[], spacing: number): Array<Item & { idx: number }> {
  let best: Array<Item & { idx: number }> = [];
  const seeds = [0.5, 0.25, 0.75, 0.1, 0.9].map((f) => Math.floor((items.length - 1) * f));
  for (const seed of seeds) {
    const chain: Array<Item & { idx: number }> = [{ ...items[seed]!, idx: 0 }];
    for (const dir of [1, -1]) {
      let ref = chain[0]!;
      for (let i = seed + dir; i >= 0 && i < items.length; i += dir) {
        const it = items[i]!;
        const steps = (it.c - ref.c) / spacing;
        const whole = Math.round(steps);
        if (Math.abs(steps - whole) > 0.25) continue;
        const next = { ...it, idx: ref.idx + whole };
        chain.push(next);
        if (whole !== 0) ref = next;
      }
    }
    if (chain.length > best.length) best = chain;
  }
  return best.sort((p, q) => p.c - q.c);
}
