import type { Raster } from '../types';
import type { AxisLabel } from './price-axis';
import { distance } from '../image/colour-math';
import { COLOUR } from '../params';

/**
 * Brokers' apps (Quotex, Pocket Option, Olymp Trade) draw each price label just above its grid
 * line instead of centred on it; taken at its centre, every price would be off by half a label.
 * For each label the faint horizontal line nearest to it (within two label heights, in the
 * stretch of chart beside it) is found; when most ordinary labels sit at one offset from their
 * lines, they are moved onto them. A price tag (its own background, centred on its price line)
 * keeps its centre.
 */
export function snapLabelsToLines(img: Raster, labels: AxisLabel[], side: 'left' | 'right'): AxisLabel[] {
  const axisBg = typicalBackground(labels);
  const ordinary = (l: AxisLabel) =>
    !axisBg || !l.background || distance(l.background, axisBg) < COLOUR.sameLabelBackground;
  const offsets: Array<number | null> = labels.map((l) =>
    ordinary(l) ? nearestLineOffset(img, l, side) : null,
  );
  const found = offsets.filter((o): o is number => o !== null);
  if (found.length < 2) return labels;
  // the offset most labels agree on (within 1.5 px)
  let best = 0;
  let votes = 0;
  for (const o of found) {
    const n = found.filter((p) => Math.abs(p - o) <= 1.5).length;
    if (n > votes || (n === votes && Math.abs(o) < Math.abs(best))) [best, votes] = [o, n];
  }
  if (votes < Math.max(2, found.length * 0.6) || Math.abs(best) <= 1.5) return labels;
  const agreed = found.filter((p) => Math.abs(p - best) <= 1.5);
  const offset = agreed.reduce((s, p) => s + p, 0) / agreed.length;
  return labels.map((l) => (ordinary(l) ? { ...l, y: l.y + offset } : l));
}

/** Offset (line y − label centre) of the clearest thin horizontal line near the label, or null. */
function nearestLineOffset(img: Raster, label: AxisLabel, side: 'left' | 'right'): number | null {
  const reach = Math.round(label.height * 2);
  const x0 = side === 'right' ? Math.max(0, label.x0 - 320) : label.x1 + 6;
  const x1 = side === 'right' ? label.x0 - 6 : Math.min(img.width - 1, label.x1 + 320);
  if (x1 - x0 < 40) return null;
  // grid lines repeat at the labels' spacing, so two lines can be in reach: the nearer one
  // is the label's own (labels sit on, or just above, their line)
  let best: number | null = null;
  for (
    let y = Math.max(2, Math.round(label.y) - reach);
    y <= Math.min(img.height - 3, Math.round(label.y) + reach);
    y++
  ) {
    if (lineScore(img, y, x0, x1) < 0.35) continue;
    const offset = y - label.y;
    if (best === null || Math.abs(offset) < Math.abs(best)) best = offset;
  }
  return best;
}

/** Share of the row's pixels that stand out the same way from the rows two above and below. */
function lineScore(img: Raster, y: number, x0: number, x1: number): number {
  const { data, width: W } = img;
  let hits = 0;
  let n = 0;
  for (let x = x0; x <= x1; x += 2, n++) {
    const p = (y * W + x) * 3;
    const up = p - 2 * W * 3;
    const down = p + 2 * W * 3;
    const l = lum(data, p);
    const a = l - lum(data, up);
    const b = l - lum(data, down);
    if (Math.abs(a) >= 4 && Math.abs(b) >= 4 && Math.sign(a) === Math.sign(b)) hits++;
  }
  return n ? hits / n : 0;
}

const lum = (d: Uint8Array, p: number) => 0.299 * d[p]! + 0.587 * d[p + 1]! + 0.114 * d[p + 2]!;

function typicalBackground(labels: AxisLabel[]): [number, number, number] | null {
  const bgs = labels.flatMap((l) => (l.background ? [l.background] : []));
  let best: [number, number, number] | null = null;
  let votes = 0;
  for (const b of bgs) {
    const n = bgs.filter((o) => distance(o, b) < COLOUR.sameLabelBackground).length;
    if (n > votes) [best, votes] = [b, n];
  }
  return best;
}
