import { findBlobs, modeOf, type Blob } from './blobs';
import { distance, luminance } from './colour-math';
import { extractPalette } from './palette';
import type { ColourScheme, Raster, Rgb } from './types';

/**
 * Finds the candle colours with no per-platform setting: among the dominant colours, candles
 * are the ones whose blobs repeat with one common width and varied heights (text has one
 * height, lines are one long blob, volume bars share a baseline).
 */
type Candidate = { colour: Rgb; score: number; width: number; fill: number };
let debugHook: ((c: Candidate[]) => void) | undefined;
/** Test/diagnostic hook: receives the ranked colour candidates of the next detections. */
export function setColourDebugHook(hook: ((c: Candidate[]) => void) | undefined): void {
  debugHook = hook;
}

export function detectColours(img: Raster): ColourScheme | null {
  const palette = extractPalette(img);
  const bg = palette.background;
  const colours = dropBlends(palette.clusters.map((c) => c.colour), bg);
  if (colours.length === 0) return null;
  // every other row is enough to judge widths and height variety, at half the cost
  const half = halveRows(img);
  const labels = labelNearest(half, bg, colours, 40);
  const blobs = findBlobs(labels, half.width, half.height, (l) => l > 0, true);
  const byLabel = new Map<number, Blob[]>();
  for (const b of blobs) {
    const list = byLabel.get(b.label) ?? [];
    list.push(b);
    byLabel.set(b.label, list);
  }
  const candidates: Candidate[] = [];
  colours.forEach((colour, i) => {
    const c = scoreCandleLike(byLabel.get(i + 1) ?? []);
    // faint colours (JPEG ringing, watermarks) rarely are candles: weigh by contrast
    if (c) candidates.push({ colour, ...c, score: c.score * Math.min(1, distance(colour, bg) / 120) });
  });
  candidates.sort((a, b) => b.score - a.score);
  debugHook?.(candidates);
  const first = candidates[0];
  if (!first || first.score < 6) return null;
  // bodies filled in colour with a neutral outline and wicks (matplotlib-like): the outline
  // colour ranks first, but a green-ish/red-ish pair of body colours is there too
  const outlined = outlinedPair(candidates, first);
  if (outlined) {
    const [up, down] = outlined;
    const theme = luminance(bg) < 128 ? 'dark' : 'light';
    return { background: bg, theme, up: up.colour, down: down.colour, outline: first.colour, monochrome: false, hollowUp: false, tolerance: tolerance([up.colour, down.colour, first.colour, bg]) };
  }
  const second = candidates.slice(1).find((c) => Math.abs(c.width - first.width) <= Math.max(1, first.width * 0.2) && c.score >= Math.min(1.5, first.score * 0.12) && distance(c.colour, first.colour) > 60);
  const theme = luminance(bg) < 128 ? 'dark' : 'light';
  if (!second) {
    return { background: bg, theme, up: first.colour, down: first.colour, monochrome: true, hollowUp: false, tolerance: tolerance([first.colour, bg]) };
  }
  let [up, down] = upness(first.colour) >= upness(second.colour) ? [first, second] : [second, first];
  if (Math.abs(upness(first.colour) - upness(second.colour)) < 40) {
    // neutral pair (e.g. white/black): the one that stands out less from the background is hollow-looking; lighter = up
    [up, down] = luminance(first.colour) >= luminance(second.colour) ? [first, second] : [second, first];
  }
  return {
    background: bg,
    theme,
    up: up.colour,
    down: down.colour,
    monochrome: false,
    hollowUp: false,
    tolerance: tolerance([up.colour, down.colour, bg]),
  };
}

/**
 * Drops colours that are a mix of the background and another palette colour: anti-aliased
 * edges and semi-transparent volume bars. Such a colour c satisfies c ≈ bg + t·(o − bg).
 */
export function dropBlends(colours: Rgb[], bg: Rgb): Rgb[] {
  return colours.filter((c) =>
    !colours.some((o) => {
      if (o === c) return false;
      const d = [o[0] - bg[0], o[1] - bg[1], o[2] - bg[2]];
      const len2 = d[0]! * d[0]! + d[1]! * d[1]! + d[2]! * d[2]!;
      if (len2 < 60 * 60) return false;
      const t = ((c[0] - bg[0]) * d[0]! + (c[1] - bg[1]) * d[1]! + (c[2] - bg[2]) * d[2]!) / len2;
      if (t < 0.1 || t > 0.9) return false;
      const res = Math.hypot(c[0] - bg[0] - t * d[0]!, c[1] - bg[1] - t * d[1]!, c[2] - bg[2] - t * d[2]!);
      return res < 14;
    }),
  );
}

/** max − min channel: 0 for greys (black, white, text), large for saturated colours */
const chroma = (c: Rgb) => Math.max(...c) - Math.min(...c);
const upness = (c: Rgb) => c[1] - c[0] + (c[2] - c[0]) * 0.3;

function outlinedPair(candidates: Candidate[], first: Candidate): [Candidate, Candidate] | null {
  if (chroma(first.colour) > 40) return null;
  const chromatic = candidates.filter((c) => c !== first && chroma(c.colour) > 80 && c.score >= 2 && c.width <= first.width);
  const ups = chromatic.filter((c) => upness(c.colour) > 40);
  const downs = chromatic.filter((c) => upness(c.colour) < -40);
  return ups[0] && downs[0] ? [ups[0], downs[0]] : null;
}

function halveRows(img: Raster): Raster {
  const rowBytes = img.width * 3;
  const h = img.height >> 1;
  const data = new Uint8Array(rowBytes * h);
  for (let y = 0; y < h; y++) data.set(img.data.subarray(2 * y * rowBytes, (2 * y + 1) * rowBytes), y * rowBytes);
  return { ...img, height: h, data };
}

function tolerance(colours: Rgb[]): number {
  let min = Infinity;
  for (let i = 0; i < colours.length; i++) for (let j = i + 1; j < colours.length; j++) min = Math.min(min, distance(colours[i]!, colours[j]!));
  return Math.max(25, Math.min(70, min * 0.45));
}

/** Label image: index+1 of the nearest colour within `tol`, 0 elsewhere (and on the background). */
export function labelNearest(img: Raster, bg: Rgb, colours: Rgb[], tol: number): Uint8Array {
  const { data, width, height } = img;
  const out = new Uint8Array(width * height);
  const t2 = tol * tol;
  const n = colours.length;
  const pal = new Float64Array(n * 3);
  colours.forEach((c, k) => pal.set(c, k * 3));
  const [br, bgg, bb] = bg;
  let prevKey = -1;
  let prevLabel = 0;
  for (let i = 0, p = 0, total = width * height; i < total; i++, p += 3) {
    const r = data[p]!;
    const g = data[p + 1]!;
    const b = data[p + 2]!;
    const key = (r << 16) | (g << 8) | b;
    if (key !== prevKey) {
      prevKey = key;
      prevLabel = 0;
      const d0 = (r - br) * (r - br) + (g - bgg) * (g - bgg) + (b - bb) * (b - bb);
      if (d0 >= 400) {
        let bestD = t2;
        for (let k = 0, q = 0; k < n; k++, q += 3) {
          const dr = pal[q]! - r;
          const dg = pal[q + 1]! - g;
          const db = pal[q + 2]! - b;
          const d = dr * dr + dg * dg + db * db;
          if (d < bestD) {
            bestD = d;
            prevLabel = k + 1;
          }
        }
      }
    }
    if (prevLabel) out[i] = prevLabel;
  }
  return out;
}

function scoreCandleLike(blobs: Blob[]): Omit<Candidate, 'colour'> | null {
  let shaped = blobs.filter((b) => b.x1 - b.x0 >= 1 && b.y1 - b.y0 >= 1);
  if (shaped.length < 3) return null;
  // volume bars: many blobs ending on one baseline
  const base = modeOf(shaped.map((b) => b.y1));
  if (base.count >= Math.max(5, shaped.length * 0.3)) shaped = shaped.filter((b) => Math.abs(b.y1 - base.value) > 1);
  const width = modeOf(shaped.map((b) => b.x1 - b.x0 + 1)).value;
  const same = shaped.filter((b) => Math.abs(b.x1 - b.x0 + 1 - width) <= 1);
  if (same.length < 3) return null;
  const heights = same.map((b) => b.y1 - b.y0 + 1);
  const hm = modeOf(heights);
  const nearMode = heights.filter((h) => Math.abs(h - hm.value) <= 1).length / heights.length;
  // one candle per time slot: text stacked in an axis column shares x positions
  const bucket = Math.max(2, width * 0.5);
  const distinct = new Set(same.map((b) => Math.round((b.x0 + b.x1) / 2 / bucket))).size;
  return { score: distinct * (1 - nearMode * 0.9), width, fill: 1 };
}
