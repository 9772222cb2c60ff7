import { findBlobs, median, modeOf, type Blob } from './blobs';
import { buildCandleMask } from './candle-mask';
import { luminance } from './colour-math';
import type { AxisBand } from './plot';
import { extendWicks } from './wicks';
import type { ColourScheme, PixelCandle, Raster } from './types';

/**
 * Segments the candles: blobs of candle colour, minus volume bars (common baseline), glued
 * back together where a moving-average line cut them, kept only when they have the common
 * candle width and sit on the regular time grid, then measured row by row.
 */
export type CandleReading = { candles: PixelCandle[]; width: number; spacing: number; regularity: number; hollowUp: boolean; volumePane: boolean };

export function readCandles(img: Raster, scheme: ColourScheme, axis: AxisBand | null): CandleReading | null {
  const { width: W, height: H } = img;
  const mask = buildCandleMask(img, scheme);
  // the axis carries the last-price label, a candle-coloured box
  let blobs = findBlobs(mask, W, H, (l) => l > 0, false);
  // the axis carries the last-price label, a candle-coloured box reaching into the text band
  const clear = (b: Blob) => !axis || (axis.side === 'right' ? b.x1 < axis.x0 - 1 : b.x0 > axis.x1 + 1);
  const onAxis = blobs.filter((b) => !clear(b));
  blobs = blobs.filter(clear);
  const before = blobs.length;
  blobs = dropVolumeBars(blobs);
  const volumePane = blobs.length < before - 5;
  const cw = modeOf(blobs.filter((b) => b.y1 - b.y0 >= 4 && b.x1 > b.x0).map((b) => b.x1 - b.x0 + 1)).value;
  if (cw < 2) return null;
  // the last candle can touch the price label (JPEG/WEBP blur): peel it off the label box
  if (axis?.side === 'right') for (const b of onAxis) {
    const peeled = peelFromLabel(mask, W, b, axis.x0, cw);
    if (peeled) blobs.push(peeled);
  }
  const merged = mergeFragments(blobs, cw);
  const tol = Math.max(1, Math.round(cw * 0.15));
  const shaped = merged.filter((b) => Math.abs(b.x1 - b.x0 + 1 - cw) <= tol);
  if (shaped.length < 5) return null;
  const grid = fitGrid(shaped, cw);
  if (!grid) return null;
  fillMissingSlots(grid, merged, cw);
  const candles = grid.slots.map(({ blob, index }) => measure(mask, W, blob, index, cw, scheme));
  extendWicks(img, scheme, candles, grid.spacing);
  let hollowUp = false;
  if (scheme.monochrome) assignMonochromeDirections(img, mask, candles, grid.slots.map((s) => s.blob), scheme);
  else hollowUp = detectHollowUp(mask, W, candles);
  return { candles, width: cw, spacing: grid.spacing, regularity: grid.regularity, hollowUp, volumePane };
}

function peelFromLabel(mask: Uint8Array, W: number, b: Blob, axisX0: number, cw: number): Blob | null {
  if (axisX0 - b.x0 < cw) return null;
  const count = (x: number) => {
    let n = 0;
    for (let y = b.y0; y <= b.y1; y++) if (mask[y * W + x]) n++;
    return n;
  };
  const boxHeight = count(Math.min(axisX0, b.x1));
  if (boxHeight < 4) return null;
  // walk left from the axis over the box (full-height columns), then over the bridge (thin)
  let x = Math.min(axisX0, b.x1);
  while (x > b.x0 && count(x - 1) >= boxHeight * 0.8) x--;
  while (x > b.x0 && count(x - 1) <= 2) x--;
  const right = x - 1;
  if (right - b.x0 + 1 < cw - 1 || right - b.x0 + 1 > cw + 1) return null;
  let y0 = Infinity;
  let y1 = -Infinity;
  let pixels = 0;
  const counts: [number, number, number] = [0, 0, 0];
  for (let y = b.y0; y <= b.y1; y++)
    for (let xx = b.x0; xx <= right; xx++) {
      const l = mask[y * W + xx]!;
      if (!l) continue;
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
      pixels++;
      counts[l as 1 | 2]++;
    }
  return pixels ? { x0: b.x0, x1: right, y0, y1, pixels, label: b.label, counts } : null;
}

function dropVolumeBars(blobs: Blob[]): Blob[] {
  const tall = blobs.filter((b) => b.y1 - b.y0 >= 2);
  const base = modeOf(tall.map((b) => b.y1));
  if (base.count < Math.max(5, tall.length * 0.2)) return blobs;
  const onBase = (b: Blob) => Math.abs(b.y1 - base.value) <= 1;
  // a quarter or more of all blobs on one baseline: a volume pane or a plain bar chart, drop it all
  if (base.count >= tall.length * 0.25) return blobs.filter((b) => !onBase(b));
  // otherwise only the baseline blobs below the candles (candles may share a low by chance)
  const centres = median(tall.map((b) => (b.y0 + b.y1) / 2));
  return blobs.filter((b) => !(onBase(b) && (b.y0 + b.y1) / 2 > centres));
}

/** Re-joins pieces of one candle split by a line drawn over it (same columns, small vertical gap). */
function mergeFragments(blobs: Blob[], cw: number): Blob[] {
  const maxGap = Math.max(5, Math.round(cw * 0.6));
  const sorted = [...blobs].sort((a, b) => a.x0 - b.x0 || a.y0 - b.y0);
  const out: Blob[] = [];
  for (const b of sorted) {
    let joined = false;
    for (let k = out.length - 1; k >= 0; k--) {
      const o = out[k]!;
      if (o.x1 < b.x0 - cw * 2) break;
      const overlapX = Math.min(o.x1, b.x1) - Math.max(o.x0, b.x0) >= 0;
      const gap = Math.max(o.y0, b.y0) - Math.min(o.y1, b.y1);
      const mergedWidth = Math.max(o.x1, b.x1) - Math.min(o.x0, b.x0) + 1;
      if (overlapX && gap <= maxGap && mergedWidth <= cw + 1) {
        o.x0 = Math.min(o.x0, b.x0);
        o.x1 = Math.max(o.x1, b.x1);
        o.y0 = Math.min(o.y0, b.y0);
        o.y1 = Math.max(o.y1, b.y1);
        o.pixels += b.pixels;
        for (let i = 0; i < 3; i++) o.counts[i as 0 | 1 | 2] += b.counts[i as 0 | 1 | 2];
        joined = true;
        break;
      }
    }
    if (!joined) out.push({ ...b, counts: [...b.counts] });
  }
  return out;
}

type Slot = { blob: Blob; index: number };

/** Candles are equally spaced: chain the blobs into slot indices, fit x = a + b·index, drop outliers. */
type Grid = { slots: Slot[]; spacing: number; regularity: number; origin: number };

function fitGrid(blobs: Blob[], cw: number): Grid | null {
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
function fillMissingSlots(grid: Grid, blobs: Blob[], cw: number): void {
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

function bodyThreshold(cw: number): number {
  return Math.max(2, Math.round(cw * 0.6));
}

function measure(mask: Uint8Array, W: number, b: Blob, index: number, cw: number, scheme: ColourScheme): PixelCandle {
  const th = bodyThreshold(cw);
  let top = -1;
  let bottom = -1;
  let up = 0;
  let down = 0;
  for (let y = b.y0; y <= b.y1; y++) {
    let min = Infinity;
    let max = -Infinity;
    const row = y * W;
    for (let x = b.x0; x <= b.x1; x++) {
      const l = mask[row + x]!;
      if (!l) continue;
      if (x < min) min = x;
      max = x;
    }
    if (max - min + 1 >= th) {
      if (top < 0) top = y;
      bottom = y;
      for (let x = b.x0; x <= b.x1; x++) {
        const l = mask[row + x]!;
        if (l === 1) up++;
        else if (l === 2) down++;
      }
    }
  }
  if (top < 0) {
    // only a wick is visible: the 1-px body sits where the wick is interrupted, else mid-way
    top = bottom = bodyUnderLine(mask, W, b);
  }
  const direction = scheme.monochrome ? 'up' : up >= down ? 'up' : 'down';
  const x = (b.x0 + b.x1) / 2;
  return direction === 'up'
    ? { index, x, left: b.x0, right: b.x1, yOpen: bottom, yClose: top, yHigh: b.y0, yLow: b.y1, direction }
    : { index, x, left: b.x0, right: b.x1, yOpen: top, yClose: bottom, yHigh: b.y0, yLow: b.y1, direction };
}

function bodyUnderLine(mask: Uint8Array, W: number, b: Blob): number {
  const x = Math.round((b.x0 + b.x1) / 2);
  let gapStart = -1;
  let best = -1;
  let bestLen = 0;
  for (let y = b.y0; y <= b.y1 + 1; y++) {
    const on = y <= b.y1 && (mask[y * W + x] || mask[y * W + b.x0] || mask[y * W + b.x1]);
    if (!on && gapStart < 0) gapStart = y;
    if (on && gapStart >= 0) {
      if (y - gapStart > bestLen) {
        bestLen = y - gapStart;
        best = Math.round((gapStart + y - 1) / 2);
      }
      gapStart = -1;
    }
  }
  return best >= 0 ? best : Math.round((b.y0 + b.y1) / 2);
}

/** Share of the body interior (inside a 1-px border) that is candle-coloured; null when too small to tell. */
function interiorFill(mask: Uint8Array, W: number, c: PixelCandle): number | null {
  const top = Math.min(c.yOpen, c.yClose) + 1;
  const bottom = Math.max(c.yOpen, c.yClose) - 1;
  const x0 = c.left + 1;
  const x1 = c.right - 1;
  if (bottom - top < 1 || x1 - x0 < 1) return null;
  let n = 0;
  let on = 0;
  for (let y = top; y <= bottom; y++) for (let x = x0; x <= x1; x++, n++) if (mask[y * W + x]) on++;
  return on / n;
}

function detectHollowUp(mask: Uint8Array, W: number, candles: PixelCandle[]): boolean {
  const fills = candles.filter((c) => c.direction === 'up').map((c) => interiorFill(mask, W, c)).filter((f): f is number => f !== null);
  return fills.length >= 2 && median(fills) < 0.5;
}

/** One candle colour: filled vs hollow bodies tell the direction (filled dark on light = down). */
function assignMonochromeDirections(img: Raster, mask: Uint8Array, candles: PixelCandle[], _blobs: Blob[], s: ColourScheme): void {
  const filledIsDown = luminance(s.up) < luminance(s.background);
  for (const c of candles) {
    const f = interiorFill(mask, img.width, c);
    const filled = f === null ? true : f >= 0.5;
    const dir = filled === filledIsDown ? 'down' : 'up';
    if (dir !== c.direction) {
      const o = c.yOpen;
      c.yOpen = c.yClose;
      c.yClose = o;
      c.direction = dir;
    }
  }
}
