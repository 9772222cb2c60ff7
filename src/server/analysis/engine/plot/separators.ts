import type { Raster, Rgb } from '../types';
import { dominantColour } from '../image/colour-stats';
import { COLOUR, PLOT } from '../params';
import { dist2, distance } from '../image/colour-math';

/**
 * Pane separators: thin (≤ 3 px) solid lines across the whole plot width, clearly off the
 * background. Grid lines look the same but come as a family at equal spacing; those are
 * dropped. The price line also crosses the plot; the caller ignores lines between the labels
 * of the price axis. A thicker band of one colour across the width (a toolbar or tab strip
 * between a window's title and its chart, a status bar below) bounds a pane too: its two edges
 * count as separators.
 */
type Region = { x0: number; x1: number; y0: number; y1: number };

export function findSeparators(img: Raster, region: Region): number[] {
  const bg = dominantColour(img, region);
  const lineRows: number[] = [];
  const width = region.x1 - region.x0 + 1;
  if (width < 20) return [];
  const xs: number[] = [];
  for (let x = region.x0; x <= region.x1; x += 2) xs.push(x);
  // one histogram per channel gives the row's median without sorting the row three times
  const histogram = new Uint32Array(3 * 256);
  for (let y = region.y0; y <= region.y1; y++) {
    // the row's median colour, and how much of the row lies near it (JPEG noise spreads a line's
    // pixels over several exact colours)
    histogram.fill(0);
    for (const x of xs) {
      const p = (y * img.width + x) * 3;
      histogram[img.data[p]!]!++;
      histogram[256 + img.data[p + 1]!]!++;
      histogram[512 + img.data[p + 2]!]!++;
    }
    const rowColour: Rgb = [
      medianOf(histogram, 0, xs.length),
      medianOf(histogram, 256, xs.length),
      medianOf(histogram, 512, xs.length),
    ];
    if (distance(bg, rowColour) < COLOUR.separatorContrast) continue;
    // near the row's colour: most of the row, or one unbroken stretch of most of it (the plot's
    // edge may take in a strip of a side panel, which the pane's frame does not cross)
    let near = 0;
    let run = 0;
    let longest = 0;
    const enoughNear = xs.length * PLOT.separatorCoverage;
    const enoughRun = xs.length * PLOT.separatorRun;
    for (let i = 0; i < xs.length; i++) {
      const p = (y * img.width + xs[i]!) * 3;
      const on =
        dist2(rowColour, img.data[p]!, img.data[p + 1]!, img.data[p + 2]!) <= COLOUR.separatorNear ** 2;
      if (on) near++;
      run = on ? run + 1 : 0;
      longest = Math.max(longest, run);
      // (most rows are no line: stop once neither test can pass with the pixels left)
      const left = xs.length - 1 - i;
      if (near + left < enoughNear && run + left < enoughRun && longest < enoughRun) break;
    }
    if (near >= enoughNear || longest >= enoughRun) lineRows.push(y);
  }
  const lines: number[] = [];
  const bandEdges: number[] = [];
  for (let i = 0; i < lineRows.length;) {
    let j = i;
    while (j + 1 < lineRows.length && lineRows[j + 1] === lineRows[j]! + 1) j++;
    if (j - i + 1 <= 3) lines.push((lineRows[i]! + lineRows[j]!) / 2);
    else bandEdges.push(lineRows[i]!, lineRows[j]!);
    i = j + 1;
  }
  return [...dropGridFamilies(lines), ...bandEdges].sort((a, b) => a - b);
}

/** The value at index count >> 1 of the sorted values counted in histogram[offset … offset + 255]. */
function medianOf(histogram: Uint32Array, offset: number, count: number): number {
  const rank = count >> 1;
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += histogram[offset + v]!;
    if (seen > rank) return v;
  }
  return 255;
}

/** Lines at a common spacing (three or more) are a grid, not pane borders. */
function dropGridFamilies(lines: number[]): number[] {
  const grid = new Set<number>();
  for (let i = 0; i < lines.length; i++)
    for (let j = i + 1; j < lines.length; j++) {
      const step = lines[j]! - lines[i]!;
      if (step < 8) continue;
      const family = [lines[i]!, lines[j]!];
      for (let next = lines[j]! + step; ; next += step) {
        const hit = lines.find((l) => Math.abs(l - next) <= 1.5);
        if (hit === undefined) break;
        family.push(hit);
      }
      if (family.length >= 3) family.forEach((l) => grid.add(l));
    }
  return lines.filter((l) => !grid.has(l));
}
