/**
 * Text segmentation for axis labels: an ink map (0–1 contrast against the background) is cut
 * into text lines (row profile) and characters (column profile); each character becomes a
 * fixed 8×12 coverage vector plus its aspect ratio, the input of the template matcher.
 */
export const GW = 8;
export const GH = 12;

export type InkMap = { width: number; height: number; ink: Float32Array };
export type Glyph = { x0: number; x1: number; y0: number; y1: number; vec: Float32Array; aspect: number };
export type TextLine = { y0: number; y1: number; glyphs: Glyph[] };

/** Rows with ink form lines; lines taller than `maxHeight` (boxes, borders) are dropped. */
export function segmentLines(m: InkMap, minHeight = 5, maxHeight = 40): TextLine[] {
  const rowInk = new Float32Array(m.height);
  for (let y = 0; y < m.height; y++) {
    let s = 0;
    for (let x = 0; x < m.width; x++) if (m.ink[y * m.width + x]! > 0.35) s++;
    rowInk[y] = s;
  }
  const lines: TextLine[] = [];
  let y = 0;
  while (y < m.height) {
    if (!rowInk[y]) {
      y++;
      continue;
    }
    const y0 = y;
    while (y < m.height && rowInk[y]) y++;
    const y1 = y - 1;
    const h = y1 - y0 + 1;
    if (h >= minHeight && h <= maxHeight) lines.push({ y0, y1, glyphs: segmentGlyphs(m, y0, y1) });
  }
  return lines;
}

function segmentGlyphs(m: InkMap, y0: number, y1: number): Glyph[] {
  // a stricter threshold between characters: anti-aliased seams between digits stay apart
  const colInk = (x: number) => {
    for (let y = y0; y <= y1; y++) if (m.ink[y * m.width + x]! > 0.5) return true;
    return false;
  };
  const spans: Array<[number, number]> = [];
  let x = 0;
  while (x < m.width) {
    if (!colInk(x)) {
      x++;
      continue;
    }
    const x0 = x;
    while (x < m.width && colInk(x)) x++;
    spans.push([x0, x - 1]);
  }
  return spans.map(([a, b]) => describe(m, a, b, y0, y1));
}

export function describe(m: InkMap, x0: number, x1: number, ly0: number, ly1: number): Glyph {
  let y0 = ly1;
  let y1 = ly0;
  for (let y = ly0; y <= ly1; y++)
    for (let x = x0; x <= x1; x++)
      if (m.ink[y * m.width + x]! > 0.35) {
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
  const w = x1 - x0 + 1;
  const h = y1 - y0 + 1;
  const vec = new Float32Array(GW * GH);
  // area-average the glyph box onto the grid (2×2 samples per cell)
  for (let gy = 0; gy < GH; gy++)
    for (let gx = 0; gx < GW; gx++) {
      let s = 0;
      for (let sy = 0; sy < 2; sy++)
        for (let sx = 0; sx < 2; sx++) {
          const px = x0 + Math.min(w - 1, Math.floor(((gx + (sx + 0.5) / 2) / GW) * w));
          const py = y0 + Math.min(h - 1, Math.floor(((gy + (sy + 0.5) / 2) / GH) * h));
          s += m.ink[py * m.width + px]!;
        }
      vec[gy * GW + gx] = s / 4;
    }
  return { x0, x1, y0, y1, vec, aspect: w / h };
}
