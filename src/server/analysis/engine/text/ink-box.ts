import type { Raster } from '../types';
import type { PixelBox } from './text-boxes';
import { dist2 } from '../image/colour-math';
import { COLOUR } from '../params';

const TEXT_INK2 = COLOUR.textInk * COLOUR.textInk;

/**
 * The tight box of the glyphs inside a detected text box. The detector's boxes carry a margin
 * of about half a line height; the glyphs themselves give the label's true vertical centre
 * (a price label is centred on its tick) and a tighter, cheaper crop for the recogniser.
 * The box's own background is the most common colour on its border.
 */
export type InkBox = PixelBox & { background: [number, number, number] };

export function inkBox(img: Raster, box: PixelBox): InkBox | null {
  const { data, width } = img;
  const bg = borderMode(img, box);
  const rows = new Int32Array(box.y1 - box.y0 + 1);
  let x0 = Infinity;
  let x1 = -1;
  for (let y = box.y0; y <= box.y1; y++)
    for (let x = box.x0, p = (y * width + x) * 3; x <= box.x1; x++, p += 3) {
      if (dist2(bg, data[p]!, data[p + 1]!, data[p + 2]!) < TEXT_INK2) continue;
      rows[y - box.y0]!++;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
    }
  if (x1 < 0) return null;
  // rows at the top and bottom with only a few inked pixels are something else passing by (the
  // dashes of a grid line, a wick under a legend), not glyphs: on a long line they would make
  // the crop twice as tall as the text
  const sparse = Math.max(1, (x1 - x0 + 1) * 0.04);
  let top = 0;
  let bottom = rows.length - 1;
  const peak = Math.max(...rows);
  if (peak > sparse * 2) {
    while (top < bottom && rows[top]! <= sparse) top++;
    while (bottom > top && rows[bottom]! <= sparse) bottom--;
  } else {
    while (top < bottom && rows[top] === 0) top++;
    while (bottom > top && rows[bottom] === 0) bottom--;
  }
  const y0 = box.y0 + top;
  const y1 = box.y0 + bottom;
  // the detector's box sometimes stops a glyph short of a long line's ends (a legend's first
  // letter): glyphs continue the line outwards up to a gap wider than a letter space. Short
  // boxes (price labels) keep their ends: beside them stand tick marks and price tags
  if (x1 - x0 + 1 < (y1 - y0 + 1) * 6) return { x0, y0, x1, y1, background: bg };
  const inked = (x: number) => {
    for (let y = y0; y <= y1; y++) {
      const p = (y * width + x) * 3;
      if (dist2(bg, data[p]!, data[p + 1]!, data[p + 2]!) >= TEXT_INK2) return true;
    }
    return false;
  };
  const maxGap = Math.max(2, Math.round((y1 - y0 + 1) * 0.4));
  const extend = (from: number, step: -1 | 1) => {
    let edge = from;
    for (
      let x = from + step, gap = 0;
      x >= 0 && x < width && Math.abs(x - from) <= (y1 - y0 + 1) * 2;
      x += step
    ) {
      if (inked(x)) [edge, gap] = [x, 0];
      else if (++gap > maxGap) break;
    }
    return edge;
  };
  return { x0: extend(x0, -1), y0, x1: extend(x1, 1), y1, background: bg };
}

function borderMode(img: Raster, box: PixelBox): [number, number, number] {
  const counts = new Map<number, number>();
  const add = (x: number, y: number) => {
    const p = (y * img.width + x) * 3;
    // 4 bits per channel: JPEG noise lands in one bucket
    const key = ((img.data[p]! >> 4) << 8) | ((img.data[p + 1]! >> 4) << 4) | (img.data[p + 2]! >> 4);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  for (let x = box.x0; x <= box.x1; x++) {
    add(x, box.y0);
    add(x, box.y1);
  }
  for (let y = box.y0; y <= box.y1; y++) {
    add(box.x0, y);
    add(box.x1, y);
  }
  let best = 0;
  let bestN = -1;
  for (const [k, n] of counts) if (n > bestN) [best, bestN] = [k, n];
  // the bucket's centre; averaging the real pixels would let glyph edges on the border pull it
  return [((best >> 8) << 4) + 8, (((best >> 4) & 15) << 4) + 8, ((best & 15) << 4) + 8];
}
