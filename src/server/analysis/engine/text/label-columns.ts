import type { PixelBox } from './text-boxes';

/**
 * Columns of stacked text boxes: where a price axis would be. A price axis prints short labels
 * of one height and about one width, aligned on one edge or on their centres, one above the
 * other at a regular spacing. Boxes join a column on those terms only, so a panel of buttons or
 * a watchlist beside the axis (wide lines, other heights) does not swallow it. Columns with
 * more labels, a more regular ladder and nearer an image edge come first; a watchlist or an
 * order book also forms columns, and the caller tells them apart by reading them.
 */
export type LabelColumn = {
  side: 'left' | 'right';
  x0: number;
  x1: number;
  boxes: number[];
  /** share of the gaps between its boxes that fall on one regular ladder, 0–1 */
  ladder: number;
};

export function findLabelColumns(boxes: PixelBox[], imageWidth: number): LabelColumn[] {
  const height = (b: PixelBox) => b.y1 - b.y0 + 1;
  const width = (b: PixelBox) => b.x1 - b.x0 + 1;
  // a label is short: a few characters, at most a dozen or so
  const candidates = boxes
    .map((b, i) => ({ b, i }))
    .filter(({ b }) => width(b) >= height(b) * 0.8 && width(b) <= height(b) * 14);
  const parent = candidates.map((_, k) => k);
  const find = (k: number): number => (parent[k] === k ? k : (parent[k] = find(parent[k]!)));
  for (let p = 0; p < candidates.length; p++)
    for (let q = p + 1; q < candidates.length; q++) {
      const a = candidates[p]!.b;
      const b = candidates[q]!.b;
      const ha = height(a);
      const hb = height(b);
      if (Math.max(ha, hb) > 1.4 * Math.min(ha, hb)) continue;
      const wa = width(a);
      const wb = width(b);
      // a price tag is wider than the labels (a pill, a countdown beside it): up to twice
      if (Math.max(wa, wb) > 2 * Math.min(wa, wb)) continue;
      const slack = Math.max(2, 0.6 * Math.min(ha, hb));
      const aligned =
        Math.abs(a.x0 - b.x0) <= slack ||
        Math.abs(a.x1 - b.x1) <= slack ||
        Math.abs(a.x0 + a.x1 - b.x0 - b.x1) / 2 <= slack;
      if (aligned) parent[find(q)] = find(p);
    }
  const groups = new Map<number, number[]>();
  candidates.forEach((c, k) => {
    const r = find(k);
    groups.set(r, [...(groups.get(r) ?? []), c.i]);
  });
  const columns: Array<LabelColumn & { rank: number }> = [];
  for (const members of groups.values()) {
    if (members.length < 3) continue;
    members.sort((a, b) => boxes[a]!.y0 - boxes[b]!.y0);
    // where most of its boxes are: a wide line chained in through a price tag (a level's name
    // and price, "POC … Maksimum 4493,1") does not widen the column over the chart
    const x0 = percentile(
      members.map((i) => boxes[i]!.x0),
      0.1,
    );
    const x1 = percentile(
      members.map((i) => boxes[i]!.x1),
      0.9,
    );
    const side = plotSide(boxes, members, x0, x1, imageWidth);
    const edgeDistance = side === 'right' ? imageWidth - 1 - x1 : x0;
    const ladder = regularity(members.map((i) => (boxes[i]!.y0 + boxes[i]!.y1) / 2));
    // one box per 40 % of the width from the edge is worth about one extra label
    columns.push({
      side,
      x0,
      x1,
      boxes: members,
      ladder,
      rank: members.length * (0.5 + 0.5 * ladder) - (2.5 * edgeDistance) / imageWidth,
    });
  }
  return columns.sort((a, b) => b.rank - a.rank).map(({ rank: _rank, ...c }) => c);
}

/**
 * Which side of the column the chart lies on, named as the axis is ('right' = an axis right of
 * its chart): the side with more room left free of text beside the column's labels. A column near
 * an image edge has its chart on the other side; one in the middle (an axis next to a broker's
 * trade panel) has it where the text is sparse.
 */
function plotSide(
  boxes: PixelBox[],
  members: number[],
  x0: number,
  x1: number,
  imageWidth: number,
): 'left' | 'right' {
  const top = Math.min(...members.map((i) => boxes[i]!.y0));
  const bottom = Math.max(...members.map((i) => boxes[i]!.y1));
  const inColumn = new Set(members);
  const freeRoom = (from: number, to: number) => {
    if (to - from < 1) return 0;
    const rows = bottom - top + 1;
    let covered = 0;
    boxes.forEach((b, i) => {
      if (inColumn.has(i)) return;
      const w = Math.min(b.x1, to) - Math.max(b.x0, from) + 1;
      const h = Math.min(b.y1, bottom) - Math.max(b.y0, top) + 1;
      if (w > 0 && h > 0) covered += w * h;
    });
    return (to - from) * Math.max(0, 1 - covered / ((to - from) * rows));
  };
  return freeRoom(0, x0 - 1) >= freeRoom(x1 + 1, imageWidth - 1) ? 'right' : 'left';
}

/**
 * Share of the gaps between neighbouring boxes that are a whole multiple of the most common
 * gap (a label hidden behind the price tag leaves a double gap): 1 for an axis, less for text
 * that merely happens to stack.
 */
function regularity(ys: number[]): number {
  const gaps = gapsOf(ys);
  if (gaps.length < 2) return 0;
  const step = commonGap(gaps);
  return gaps.filter((g) => stepsIn(g, step, Infinity) > 0).length / gaps.length;
}

/**
 * The longest chain of a column's boxes (given top to bottom) that keeps one ladder: each box one
 * or two of the column's common steps (a label hidden behind the price tag) below the chain's previous one. Boxes off the ladder
 * (a price tag, a trade line's label between two axis labels) are stepped over. A column running
 * down past the price pane into indicator panes or a second chart has the price pane's labels
 * as one chain, so a few labels read from it make the scale.
 */
export function longestLadder(members: number[], boxes: PixelBox[]): number[] {
  const ys = members.map((i) => (boxes[i]!.y0 + boxes[i]!.y1) / 2);
  const gaps = gapsOf(ys);
  if (gaps.length < 2) return members;
  const step = commonGap(gaps);
  let best: number[] = [];
  for (let start = 0; start < members.length; start++) {
    const chain = [start];
    for (let k = start + 1; k < members.length; k++) {
      const gap = ys[k]! - ys[chain[chain.length - 1]!]!;
      if (gap > step * 2.5) break;
      if (stepsIn(gap, step, 2) > 0) chain.push(k);
    }
    if (chain.length > best.length) best = chain;
  }
  return best.map((k) => members[k]!);
}

function gapsOf(ys: number[]): number[] {
  const gaps: number[] = [];
  for (let i = 1; i < ys.length; i++) if (ys[i]! - ys[i - 1]! > 2) gaps.push(ys[i]! - ys[i - 1]!);
  return gaps;
}

/** The gap most others agree with (the smaller one on a tie). */
function commonGap(gaps: number[]): number {
  let step = 0;
  let votes = 0;
  for (const g of gaps) {
    const n = gaps.filter((h) => Math.abs(h - g) <= Math.max(2, g * 0.12)).length;
    if (n > votes || (n === votes && g < step)) [step, votes] = [g, n];
  }
  return step;
}

/** How many steps a gap is (1 … max), 0 when it is not a whole number of them. */
function stepsIn(gap: number, step: number, max: number): number {
  const k = Math.round(gap / step);
  return k >= 1 && k <= max && Math.abs(gap - k * step) <= Math.max(2, step * 0.12) ? k : 0;
}

function percentile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return q < 0.5 ? s[Math.floor((s.length - 1) * q)]! : s[Math.ceil((s.length - 1) * q)]!;
}
