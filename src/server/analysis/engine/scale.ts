import type { PriceScale } from '../../../shared/analysis';
import { segmentLines } from './ocr/glyphs';
import { readNumberLabels, type NumberLabel } from './ocr/read-labels';
import type { AxisBand } from './plot';
import type { Raster, Rgb } from './types';

/**
 * Price axis: the labels of the axis band are read with our digit recogniser and a line
 * price = a + b·y is fitted robustly (pairs → inliers within 1.5 px → least squares). The
 * scale is only accepted when at least three labels agree; otherwise the engine works in
 * relative units and says so.
 */
export type ReadScale = PriceScale & { decimals: number };

const MAX_RESIDUAL_PX = 1.5;

export function readPriceScale(img: Raster, axis: AxisBand | null, background: Rgb): ReadScale | null {
  if (!axis) return null;
  const x0 = Math.max(0, axis.x0 - 3);
  const x1 = Math.min(img.width - 1, axis.x1 + 3);
  const w = x1 - x0 + 1;
  const ink = new Float32Array(w * img.height);
  let contrast = 60;
  const dist = new Float32Array(w * img.height);
  for (let y = 0; y < img.height; y++)
    for (let x = 0; x < w; x++) {
      const p = (y * img.width + x0 + x) * 3;
      const d = Math.hypot(img.data[p]! - background[0], img.data[p + 1]! - background[1], img.data[p + 2]! - background[2]);
      dist[y * w + x] = d;
      if (d > contrast) contrast = d;
    }
  contrast = Math.min(contrast, 200);
  for (let i = 0; i < ink.length; i++) ink[i] = Math.max(0, Math.min(1, (dist[i]! - 20) / (contrast * 0.8 - 20)));
  const map = { width: w, height: img.height, ink };
  const lines = segmentLines(map);
  // cheap pass first; cut glued digits apart only when it is not enough, and only until eight
  // labels are read (three agreeing ones make a scale)
  return fitScale(readNumberLabels(map, x0, false, lines), axis.side) ?? fitScale(readNumberLabels(map, x0, true, lines, 8), axis.side);
}

export function fitScale(labels: NumberLabel[], side: 'left' | 'right'): ReadScale | null {
  if (labels.length < 3) return null;
  let best: NumberLabel[] = [];
  for (let i = 0; i < labels.length; i++)
    for (let j = i + 1; j < labels.length; j++) {
      const p = labels[i]!;
      const q = labels[j]!;
      if (Math.abs(p.y - q.y) < 5 || p.value === q.value) continue;
      const b = (p.value - q.value) / (p.y - q.y);
      if (b >= 0) continue; // prices grow upwards
      const a = p.value - b * p.y;
      const inliers = labels.filter((l) => Math.abs((l.value - a) / b - l.y) <= MAX_RESIDUAL_PX);
      if (inliers.length > best.length) best = inliers;
    }
  if (best.length < 3 || best.length < labels.length * 0.5) return null;
  const n = best.length;
  const my = best.reduce((s, l) => s + l.y, 0) / n;
  const mv = best.reduce((s, l) => s + l.value, 0) / n;
  let num = 0;
  let den = 0;
  for (const l of best) {
    num += (l.y - my) * (l.value - mv);
    den += (l.y - my) ** 2;
  }
  const slope = num / den;
  const intercept = mv - slope * my;
  const maxResidual = Math.max(...best.map((l) => Math.abs((l.value - intercept) / slope - l.y)));
  if (maxResidual > MAX_RESIDUAL_PX) return null;
  // show prices to about one pixel of resolution, never fewer decimals than the axis itself
  const decimals = Math.min(6, Math.max(...best.map((l) => l.decimals), Math.ceil(-Math.log10(Math.abs(slope)))));
  return { intercept, slope, labelsRead: n, side, maxResidual: Math.round(maxResidual * 100) / 100, decimals: Math.max(0, decimals) };
}
