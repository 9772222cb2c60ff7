import { dominantColour } from '../image/colour-stats';
import type { PixelBox } from '../text/text-boxes';
import type { Raster, Rgb } from '../types';
import { CANDLES, COLOUR } from '../params';

/**
 * What stands out of the pane: pixels far from both the pane's background and their own row's
 * most common colour. The row test removes whatever spans the row — solid price and level
 * lines, shaded zones, grid lines, a vertical gradient — without knowing what they are; a
 * candle never covers most of a row. Vertical grid, crosshair and expiry lines go the same way
 * by column. Text boxes are cleared: labels and legends are not candles.
 */
export type Foreground = {
  region: PixelBox;
  /** 1 where a pixel stands out, over the whole image (0 outside the region) */
  mask: Uint8Array;
  background: Rgb;
  /** each row's most common colour, 3 values per image row */
  rowColour: Float32Array;
};

export function findForeground(img: Raster, region: PixelBox, textBoxes: PixelBox[]): Foreground {
  const { width: W, data } = img;
  const background = dominantColour(img, region);
  const keys = colourKeys(img, region);
  const rowColour = rowModes(img, region, keys);
  const mask = new Uint8Array(W * img.height);
  const t2 = COLOUR.ink * COLOUR.ink;
  const [br, bg, bb] = background;
  for (let y = region.y0; y <= region.y1; y++) {
    const rr = rowColour[y * 3]!;
    const rg = rowColour[y * 3 + 1]!;
    const rb = rowColour[y * 3 + 2]!;
    for (let x = region.x0, p = (y * W + x) * 3; x <= region.x1; x++, p += 3) {
      const r = data[p]!;
      const g = data[p + 1]!;
      const b = data[p + 2]!;
      const d0 = (r - br) * (r - br) + (g - bg) * (g - bg) + (b - bb) * (b - bb);
      if (d0 <= t2) continue;
      const d1 = (r - rr) * (r - rr) + (g - rg) * (g - rg) + (b - rb) * (b - rb);
      if (d1 > t2) mask[y * W + x] = 1;
    }
  }
  clearVerticalLines(region, mask, background, keys, img.width);
  for (const box of textBoxes) {
    const x0 = Math.max(region.x0, box.x0 - 2);
    const x1 = Math.min(region.x1, box.x1 + 2);
    for (let y = Math.max(region.y0, box.y0 - 2); y <= Math.min(region.y1, box.y1 + 2); y++)
      mask.fill(0, y * W + x0, y * W + x1 + 1);
  }
  return { region, mask, background, rowColour };
}

/**
 * The pixels of horizontal lines across the pane (price, trade and grid lines): a row whose most
 * common colour stands off the background, at the pixels of that colour. They are left out of
 * the mask with the rest of the row's colour; `fillHollows` still treats them as walls.
 */
export function horizontalLinePixels(img: Raster, fg: Foreground): Uint8Array {
  const { width: W, data } = img;
  const { region, background, rowColour, mask } = fg;
  const out = new Uint8Array(W * img.height);
  const t2 = COLOUR.ink * COLOUR.ink;
  const offBackground = (y: number) =>
    y >= region.y0 &&
    y <= region.y1 &&
    (rowColour[y * 3]! - background[0]) ** 2 +
      (rowColour[y * 3 + 1]! - background[1]) ** 2 +
      (rowColour[y * 3 + 2]! - background[2]) ** 2 >
      t2;
  for (let y = region.y0; y <= region.y1; y++) {
    const rr = rowColour[y * 3]!;
    const rg = rowColour[y * 3 + 1]!;
    const rb = rowColour[y * 3 + 2]!;
    // a line is at most 3 px thick; a band of colour (a header, a shaded session) is no line
    if (!offBackground(y) || (offBackground(y - 2) && offBackground(y + 2))) continue;
    for (let x = region.x0, p = (y * W + x) * 3; x <= region.x1; x++, p += 3) {
      if (mask[y * W + x]) continue;
      if ((data[p]! - rr) ** 2 + (data[p + 1]! - rg) ** 2 + (data[p + 2]! - rb) ** 2 <= t2)
        out[y * W + x] = 1;
    }
  }
  return out;
}

/**
 * Each pixel's 15-bit colour bucket over the region, row by row (the row and column modes below
 * look at every pixel two or three times).
 */
function colourKeys(img: Raster, region: PixelBox): Uint16Array {
  const { width: W, data } = img;
  const w = region.x1 - region.x0 + 1;
  const keys = new Uint16Array(w * (region.y1 - region.y0 + 1));
  for (let y = region.y0, o = 0; y <= region.y1; y++)
    for (let x = region.x0, p = (y * W + x) * 3; x <= region.x1; x++, p += 3, o++)
      keys[o] = ((data[p]! >> 3) << 10) | ((data[p + 1]! >> 3) << 5) | (data[p + 2]! >> 3);
  return keys;
}

function rowModes(img: Raster, region: PixelBox, keys: Uint16Array): Float32Array {
  const { width: W, data } = img;
  const w = region.x1 - region.x0 + 1;
  const out = new Float32Array(img.height * 3);
  const counts = new Uint32Array(1 << 15);
  const touched = new Int32Array(Math.min(w, 1 << 15));
  for (let y = region.y0, o = 0; y <= region.y1; y++, o += w) {
    let nTouched = 0;
    for (let x = 0; x < w; x++) {
      const k = keys[o + x]!;
      if (counts[k]!++ === 0) touched[nTouched++] = k;
    }
    let best = touched[0]!;
    for (let t = 0; t < nTouched; t++) if (counts[touched[t]!]! > counts[best]!) best = touched[t]!;
    // mean of the winning bucket's pixels
    let r = 0;
    let g = 0;
    let b = 0;
    let n = 0;
    for (let x = 0, p = (y * W + region.x0) * 3; x < w; x++, p += 3) {
      if (keys[o + x] !== best) continue;
      r += data[p]!;
      g += data[p + 1]!;
      b += data[p + 2]!;
      n++;
    }
    out[y * 3] = r / n;
    out[y * 3 + 1] = g / n;
    out[y * 3 + 2] = b / n;
    for (let t = 0; t < nTouched; t++) counts[touched[t]!] = 0;
  }
  return out;
}

/**
 * Vertical lines: a column whose most common colour is not the background while the columns
 * four pixels away on both sides do not share it (a tall candle body is wider than that). Its
 * pixels of that colour are cleared; a candle crossing it keeps its own colours.
 */
function clearVerticalLines(
  region: PixelBox,
  mask: Uint8Array,
  background: Rgb,
  keys: Uint16Array,
  W: number,
): void {
  const w = region.x1 - region.x0 + 1;
  const modes = new Int32Array(W).fill(-1);
  const counts = new Uint32Array(1 << 15);
  const height = region.y1 - region.y0 + 1;
  const touched = new Int32Array(Math.min(height, 1 << 15));
  const bgKey = ((background[0] >> 3) << 10) | ((background[1] >> 3) << 5) | (background[2] >> 3);
  for (let x = region.x0; x <= region.x1; x++) {
    let nTouched = 0;
    for (let o = x - region.x0, end = o + height * w; o < end; o += w) {
      const k = keys[o]!;
      if (counts[k]!++ === 0) touched[nTouched++] = k;
    }
    // the most common colour other than the background: a line covers at least half its
    // column; a dashed one a quarter in many short dashes (a long wick over a volume bar in the
    // same colour makes two or three runs)
    let best = -1;
    for (let t = 0; t < nTouched; t++) {
      const k = touched[t]!;
      if (!nearKey(k, bgKey) && (best < 0 || counts[k]! > counts[best]!)) best = k;
    }
    if (
      best >= 0 &&
      (counts[best]! >= height * 0.5 ||
        (counts[best]! >= height * 0.25 && runsOf(keys, x - region.x0, w, height, best) >= 8))
    )
      modes[x] = best;
    for (let t = 0; t < nTouched; t++) counts[touched[t]!] = 0;
  }
  for (let x = region.x0; x <= region.x1; x++) {
    const key = modes[x]!;
    if (key < 0) continue;
    if ((x - 4 >= region.x0 && modes[x - 4] === key) || (x + 4 <= region.x1 && modes[x + 4] === key))
      continue;
    for (let y = region.y0, o = x - region.x0; y <= region.y1; y++, o += w)
      if (keys[o] === key) mask[y * W + x] = 0;
  }
}

/**
 * The mask without wide fills: a colour that runs along a row much wider than a candle body (a
 * position tool's box, a session's shading, a panel drawn over the chart) is no candle ink
 * anywhere on that row, also between the candles that cut the fill into short pieces. A wick
 * followed up from a body then stops where the candle ends, and a doji drawn inside such a box
 * stands alone again. Candle colours crossing the fill keep their pixels.
 */
export function withoutWideFills(
  img: Raster,
  mask: Uint8Array,
  region: PixelBox,
  maxRun: number,
): Uint8Array {
  const { width: W, data } = img;
  const out = mask.slice();
  // (two colours are near when their channels differ by at most 18 in all; written out in the
  // loops below, which visit every pixel of the mask)
  const fills: number[] = [];
  for (let y = region.y0; y <= region.y1; y++) {
    fills.length = 0;
    let start = -1;
    let s = 0;
    for (let x = region.x0; x <= region.x1 + 1; x++) {
      const i = y * W + x;
      if (x <= region.x1 && mask[i] === 1 && start >= 0) {
        const p = i * 3;
        if (
          Math.abs(data[p]! - data[s]!) +
            Math.abs(data[p + 1]! - data[s + 1]!) +
            Math.abs(data[p + 2]! - data[s + 2]!) <=
          18
        )
          continue;
      }
      if (start >= 0 && x - start > maxRun) fills.push(s);
      start = x <= region.x1 && mask[i] === 1 ? x : -1;
      s = (y * W + start) * 3;
    }
    if (!fills.length) continue;
    for (let x = region.x0, i = y * W + x; x <= region.x1; x++, i++) {
      if (out[i] !== 1) continue;
      const p = i * 3;
      const r = data[p]!;
      const g = data[p + 1]!;
      const b = data[p + 2]!;
      for (const f of fills)
        if (Math.abs(r - data[f]!) + Math.abs(g - data[f + 1]!) + Math.abs(b - data[f + 2]!) <= 18) {
          out[i] = 0;
          break;
        }
    }
  }
  return out;
}

/** two 5-bit colour keys within one step per channel */
function nearKey(a: number, b: number): boolean {
  return (
    Math.abs((a >> 10) - (b >> 10)) <= 1 &&
    Math.abs(((a >> 5) & 31) - ((b >> 5) & 31)) <= 1 &&
    Math.abs((a & 31) - (b & 31)) <= 1
  );
}

/**
 * Hollow bodies (outline only) are filled in, marked 2: background enclosed by ink, reached
 * by no flood from the region's border. Filled, a hollow candle is one solid shape like any
 * other, and the mark still tells it was hollow. Enclosures wider than `maxWidth` are left
 * alone (a frame, a dialog).
 */
export function fillHollows(
  mask: Uint8Array,
  width: number,
  region: PixelBox,
  maxWidth: number,
  lines?: Uint8Array,
): void {
  const w = region.x1 - region.x0 + 1;
  const h = region.y1 - region.y0 + 1;
  // 0 free, 1 ink, 2 reached from the border, 3 an enclosure looked at, 4–5 a hollow's inside,
  // 6 a horizontal line's pixel: no ink, but the flood does not cross it (a hollow body whose
  // top edge lies on the price line is closed by that line)
  const state = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const row = (region.y0 + y) * width + region.x0;
    const at = y * w;
    if (lines) for (let x = 0; x < w; x++) state[at + x] = mask[row + x] ? 1 : lines[row + x] ? 6 : 0;
    else for (let x = 0; x < w; x++) if (mask[row + x]) state[at + x] = 1;
  }
  const stack: Stack = { data: new Int32Array(2 * (w + h) + 1024), top: 0 };
  const seed = (i: number) => push(stack, i);
  // the top and bottom rows are outside but do not carry the flood: a hollow candle cut by the
  // pane's top or bottom edge (the newest candle often is) stays a hollow, closed by that edge.
  // The background reaches everything else from the left and right edges.
  for (let x = 0; x < w; x++) {
    if (state[x] === 0) state[x] = 2;
    if (state[(h - 1) * w + x] === 0) state[(h - 1) * w + x] = 2;
  }
  for (let y = 0; y < h; y++) {
    if (state[y * w] === 0) seed(y * w);
    if (state[y * w + w - 1] === 0) seed(y * w + w - 1);
  }
  floodSpans(state, w, h, stack, 0, 2, null);
  // enclosed background, one enclosure at a time: a hollow body's inside is a rectangle no
  // wider than maxWidth; what lines crossing candles enclose (a moving average over a run of
  // candles, two indicator lines) is irregular and stays background
  const box = { x0: 0, x1: 0, y0: 0, y1: 0, n: 0 };
  for (let start = 0; start < w * h; start++) {
    if (state[start] !== 0) continue;
    const sx = start % w;
    const sy = (start - sx) / w;
    [box.x0, box.x1, box.y0, box.y1, box.n] = [sx, sx, sy, sy, 0];
    seed(start);
    floodSpans(state, w, h, stack, 0, 3, box);
    if (
      box.x1 - box.x0 + 1 > maxWidth ||
      box.n < (box.x1 - box.x0 + 1) * (box.y1 - box.y0 + 1) * CANDLES.hollowRectangularity
    )
      continue;
    // a line may close one side of a body whose outline makes the other three: between two
    // grid lines and two candles, or inside a drawn box, lies background
    const lineAbove = onLine(state, w, h, box, box.y0 - 1);
    const lineBelow = onLine(state, w, h, box, box.y1 + 1);
    if (lineAbove && lineBelow) continue;
    if ((lineAbove || lineBelow) && !outlined(state, w, h, box, lineAbove ? box.y1 + 1 : box.y0 - 1))
      continue;
    // a hollow inside: marked again from its start (4), so no other enclosure's pixels within
    // its box are taken with it
    seed(start);
    floodSpans(state, w, h, stack, 3, 4, null);
    for (let y = box.y0; y <= box.y1; y++)
      for (let x = box.x0; x <= box.x1; x++) {
        const i = y * w + x;
        if (state[i] !== 4) continue;
        state[i] = 5;
        mask[(region.y0 + y) * width + region.x0 + x] = 2;
      }
  }
}

/** most of row `y` across the box's width is a horizontal line's pixels (state 6) */
function onLine(
  state: Uint8Array,
  w: number,
  h: number,
  box: { x0: number; x1: number },
  y: number,
): boolean {
  if (y < 0 || y >= h) return false;
  let n = 0;
  for (let x = box.x0; x <= box.x1; x++) if (state[y * w + x] === 6) n++;
  return n * 2 > box.x1 - box.x0 + 1;
}

/** ink all along the box's left and right sides and along row `y` (its far edge), and no further */
function outlined(
  state: Uint8Array,
  w: number,
  h: number,
  box: { x0: number; x1: number; y0: number; y1: number },
  y: number,
): boolean {
  if (box.x0 < 1 || box.x1 >= w - 1 || y < 0 || y >= h) return false;
  let ink = 0;
  let all = 0;
  for (let v = box.y0; v <= box.y1; v++, all += 2)
    ink += Number(state[v * w + box.x0 - 1] === 1) + Number(state[v * w + box.x1 + 1] === 1);
  for (let x = box.x0; x <= box.x1; x++, all++) ink += Number(state[y * w + x] === 1);
  // a body's edge ends at its corners; a baseline or a neighbour's body runs on
  const runsOn = (x: number) => x >= 0 && x < w && state[y * w + x] === 1;
  return ink >= all * 0.9 && !runsOn(box.x0 - 2) && !runsOn(box.x1 + 2);
}

type Stack = { data: Int32Array; top: number };

function push(stack: Stack, i: number): void {
  if (stack.top === stack.data.length) {
    const grown = new Int32Array(stack.data.length * 2);
    grown.set(stack.data);
    stack.data = grown;
  }
  stack.data[stack.top++] = i;
}

/**
 * Scanline flood fill of the pixels in state `from` connected to the seeds on the stack,
 * marking them `mark`; with `box`, the filled pixels' bounding box and count are kept.
 */
function floodSpans(
  state: Uint8Array,
  w: number,
  h: number,
  stack: Stack,
  from: number,
  mark: number,
  box: { x0: number; x1: number; y0: number; y1: number; n: number } | null,
): void {
  // (the stack's array in a local, pushed to inline: this loop visits most of the pane's pixels)
  let data = stack.data;
  let top = stack.top;
  while (top > 0) {
    const seed = data[--top]!;
    if (state[seed] !== from) continue;
    const x = seed % w;
    const y = (seed - x) / w;
    const row = y * w;
    let l = x;
    let r = x;
    while (l > 0 && state[row + l - 1] === from) l--;
    while (r < w - 1 && state[row + r + 1] === from) r++;
    state.fill(mark, row + l, row + r + 1);
    if (box) {
      box.n += r - l + 1;
      if (l < box.x0) box.x0 = l;
      if (r > box.x1) box.x1 = r;
      if (y < box.y0) box.y0 = y;
      if (y > box.y1) box.y1 = y;
    }
    for (let ny = y - 1; ny <= y + 1; ny += 2) {
      if (ny < 0 || ny >= h) continue;
      const nrow = ny * w;
      let inRun = false;
      for (let nx = l; nx <= r; nx++) {
        const free = state[nrow + nx] === from;
        if (free && !inRun) {
          if (top === data.length) {
            const grown = new Int32Array(data.length * 2);
            grown.set(data);
            data = grown;
          }
          data[top++] = nrow + nx;
        }
        inRun = free;
      }
    }
  }
  stack.data = data;
  stack.top = top;
}

/** separate runs of the colour bucket `key` down column `c` of the region's keys */
function runsOf(keys: Uint16Array, c: number, w: number, height: number, key: number): number {
  let runs = 0;
  let inside = false;
  for (let o = c, end = c + height * w; o < end; o += w) {
    const on = keys[o] === key;
    if (on && !inside) runs++;
    inside = on;
  }
  return runs;
}
