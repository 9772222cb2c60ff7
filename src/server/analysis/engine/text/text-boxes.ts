import { linkRunsAbove } from '../image/linked-runs';

/**
 * Turns the detector's text-probability map into boxes (the "DB" post-processing of PaddleOCR,
 * simplified for screenshots, where text is always horizontal): pixels above `threshold`
 * form connected regions; a region whose mean probability passes `minScore` is a text line.
 * The detector was trained on text regions shrunk by a margin, so each box grows back by
 * area·unclip / perimeter.
 */
export type PixelBox = { x0: number; y0: number; x1: number; y1: number };
export type ScoredBox = PixelBox & { score: number };

export type BoxOptions = { threshold?: number; minScore?: number; unclip?: number; minSide?: number };

export function boxesFromProbability(
  prob: Float32Array,
  width: number,
  height: number,
  options: BoxOptions = {},
): ScoredBox[] {
  const threshold = options.threshold ?? 0.3;
  const minScore = options.minScore ?? 0.6;
  const unclip = options.unclip ?? 1.5;
  const minSide = options.minSide ?? 2;
  const regions = regionsAbove(prob, width, height, threshold);
  const boxes: ScoredBox[] = [];
  for (const r of regions) {
    const w = r.x1 - r.x0 + 1;
    const h = r.y1 - r.y0 + 1;
    if (Math.min(w, h) < minSide) continue;
    const score = r.sum / r.pixels;
    if (score < minScore) continue;
    const grow = (w * h * unclip) / (2 * (w + h));
    boxes.push({
      x0: Math.max(0, r.x0 - grow),
      y0: Math.max(0, r.y0 - grow),
      x1: Math.min(width - 1, r.x1 + 1 + grow),
      y1: Math.min(height - 1, r.y1 + 1 + grow),
      score,
    });
  }
  return boxes;
}

type Region = PixelBox & { pixels: number; sum: number };

/** 8-connected regions of pixels above a threshold, from horizontal runs joined by union-find. */
function regionsAbove(prob: Float32Array, width: number, height: number, threshold: number): Region[] {
  const {
    x0: starts,
    x1: ends,
    y: rows,
    count,
    root: find,
  } = linkRunsAbove({ x0: 0, y0: 0, x1: width - 1, y1: height - 1 }, width, prob, threshold);
  const byRoot = new Map<number, Region>();
  for (let i = 0; i < count; i++) {
    const root = find(i);
    const y = rows[i]!;
    let sum = 0;
    for (let x = starts[i]!, p = y * width + x; x <= ends[i]!; x++, p++) sum += prob[p]!;
    const n = ends[i]! - starts[i]! + 1;
    const r = byRoot.get(root);
    if (!r) byRoot.set(root, { x0: starts[i]!, x1: ends[i]!, y0: y, y1: y, pixels: n, sum });
    else {
      r.x0 = Math.min(r.x0, starts[i]!);
      r.x1 = Math.max(r.x1, ends[i]!);
      r.y1 = y;
      r.pixels += n;
      r.sum += sum;
    }
  }
  return [...byRoot.values()];
}
