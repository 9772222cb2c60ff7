import { standsOut } from '../image/ink';
import type { Raster, Rgb } from '../types';
import { colourKey } from '../image/colour-stats';
import type { CandlePalette } from './palette';
import type { Piece } from './pieces';
import { COLOUR, CANDLES } from '../params';

/**
 * One candle's geometry from its piece: the body is the rows where the piece is (nearly) as
 * wide as a body, the wicks are the thin column above and below it. Its colour is the mean of
 * the body's own pixels; `hollow` is the share of the body that was enclosed background.
 */
export type MeasuredCandle = {
  x: number;
  left: number;
  right: number;
  high: number;
  low: number;
  bodyTop: number;
  bodyBottom: number;
  colour: Rgb;
  hollow: number;
};

export type MeasureOptions = {
  bodyWidth: number;
  palette?: CandlePalette;
  background?: Rgb;
  /** rows of the thickest line drawn across the pane that a body is followed across */
  bodyLineRows: number;
  /** …and that a wick is followed across (a wick is one column: a crossing in its own colour ends it) */
  wickLineRows: number;
};

/**
 * `ink` is everything that stands out (wicks are often thin anti-aliased strokes in a blend of
 * the candle's colour, missing from the candle-colour mask the piece was cut from): wicks are
 * followed up and down from the body on it, as long as the ink is a candle colour or a blend of
 * one with the background (`palette`; a drawing's outline or a steep line in another colour
 * running on from the candle is not its wick). A line crossing the wick breaks it for at most
 * `wickLineRows` rows.
 */
export function measureCandle(
  img: Raster,
  mask: Uint8Array,
  ink: Uint8Array,
  piece: Piece,
  o: MeasureOptions,
): MeasuredCandle {
  const { bodyWidth, palette, background } = o;
  const { width: W, data } = img;
  const minRow = bodyWidth <= 3 ? bodyWidth : Math.max(2, Math.ceil(bodyWidth * 0.55));
  const wide = (y: number) => inkedInRow(mask, W, { y, x0: piece.x0, x1: piece.x1 }) >= minRow;
  let bodyTop = -1;
  let bodyBottom = -1;
  for (let y = piece.y0; y <= piece.y1; y++)
    if (wide(y)) {
      if (bodyTop < 0) bodyTop = y;
      bodyBottom = y;
    }
  const flat = bodyTop < 0 ? flatBody(mask, W, piece, { bodyWidth, minRow }) : null;
  if (flat) [bodyTop, bodyBottom] = flat;
  else if (bodyTop < 0) {
    // no row as wide as a body: a doji whose one-pixel body is under a line; take the middle
    bodyTop = bodyBottom = Math.round((piece.y0 + piece.y1) / 2);
  } else if (background) {
    // a line drawn across the body cut the piece there: the body goes on past the line
    const line = { bg: background, piece, wide, lineRows: o.bodyLineRows };
    bodyTop = acrossLine(img, line, bodyTop, -1);
    bodyBottom = acrossLine(img, line, bodyBottom, 1);
  }
  // wicks: what continues the body up and down in the columns around its centre, without a
  // break (the piece may also hold a line that touches the candle and runs on below it)
  const mid = Math.round((piece.x0 + piece.x1) / 2) - piece.x0;
  let high = bodyTop;
  let low = bodyBottom;
  const cx = piece.x0 + mid;
  // (WebP, mostly lossy when a screenshot is shared, halves the chroma as JPEG does)
  const blend = img.format === 'png' ? COLOUR.wickBlend : COLOUR.wickBlendLossy;
  // 0: no ink, 1: ink of another colour, 2: the candle's ink
  const inkAt = (y: number): 0 | 1 | 2 => {
    if (y < 0 || y >= img.height) return 0;
    let other = false;
    for (let x = cx - 1; x <= cx + 1; x++) {
      const i = y * W + x;
      if (mask[i] === 2) return 2;
      if (!mask[i] && !ink[i]) {
        // a line across the pane left the mask with its row's colour: the wick runs on past it
        if (background && standsOut(img, background, x, y)) other = true;
        continue;
      }
      if (!palette || !background || candleInk(data, i * 3, palette, background, blend)) return 2;
      other = true;
    }
    return other ? 1 : 0;
  };
  high = followWick(inkAt, high, -1, o.wickLineRows);
  low = followWick(inkAt, low, 1, o.wickLineRows);
  let r = 0;
  let g = 0;
  let b = 0;
  let inked = 0;
  let enclosed = 0;
  for (let y = bodyTop; y <= bodyBottom; y++)
    for (let x = piece.x0; x <= piece.x1; x++) if (mask[y * W + x] === 2) enclosed++;
  // the body's colour from inside its outline when it has an inside (an outline or wick in a
  // neutral colour around a coloured body must not drown the colour)
  const inner = bodyBottom - bodyTop >= 2 && piece.x1 - piece.x0 >= 2;
  const [cx0, cx1, cy0, cy1] = inner
    ? [piece.x0 + 1, piece.x1 - 1, bodyTop + 1, bodyBottom - 1]
    : [piece.x0, piece.x1, bodyTop, bodyBottom];
  for (let pass = 0; pass < 2 && !inked; pass++)
    for (let y = pass ? bodyTop : cy0; y <= (pass ? bodyBottom : cy1); y++)
      for (let x = pass ? piece.x0 : cx0, p = (y * W + x) * 3; x <= (pass ? piece.x1 : cx1); x++, p += 3) {
        if (mask[y * W + x] !== 1) continue;
        r += data[p]!;
        g += data[p + 1]!;
        b += data[p + 2]!;
        inked++;
      }
  const n = Math.max(1, inked);
  return {
    x: (piece.x0 + piece.x1) / 2,
    left: piece.x0,
    right: piece.x1,
    high,
    low,
    bodyTop,
    bodyBottom,
    colour: [r / n, g / n, b / n],
    hollow: enclosed / Math.max(1, (bodyBottom - bodyTop + 1) * (piece.x1 - piece.x0 + 1)),
  };
}

/** Pixels of the mask in row `y` from x0 to x1. */
function inkedInRow(mask: Uint8Array, W: number, r: { y: number; x0: number; x1: number }): number {
  let n = 0;
  for (let x = r.x0; x <= r.x1; x++) if (mask[r.y * W + x]) n++;
  return n;
}

/**
 * The body of a piece that is a wick alone (no wider than CANDLES.wickShareOfBody of a body): a
 * body no taller than a line was cut off the wick as a line passing (pieces.ts splits at columns
 * no taller than `thin`, 8 px on a phone at 3×). It is still in the mask: the longest run of
 * rows, within the wick's span, as wide as a body in a body's width centred on the wick, whose
 * ink stops there (a horizontal line goes on past it).
 */
function flatBody(
  mask: Uint8Array,
  W: number,
  piece: Piece,
  o: { bodyWidth: number; minRow: number },
): [number, number] | null {
  const x0 = Math.round((piece.x0 + piece.x1) / 2) - Math.floor((o.bodyWidth - 1) / 2);
  const x1 = x0 + o.bodyWidth - 1;
  if (piece.x1 - piece.x0 + 1 > o.bodyWidth * CANDLES.wickShareOfBody || x0 < 2 || x1 + 2 >= W) return null;
  const body = (y: number) =>
    !mask[y * W + x0 - 2] && !mask[y * W + x1 + 2] && inkedInRow(mask, W, { y, x0, x1 }) >= o.minRow;
  let best: [number, number] | null = null;
  for (let y = piece.y0, start = -1; y <= piece.y1 + 1; y++) {
    if (y <= piece.y1 && body(y)) {
      if (start < 0) start = y;
      continue;
    }
    if (start >= 0 && (!best || y - 1 - start > best[1] - best[0])) best = [start, y - 1];
    start = -1;
  }
  return best;
}

/**
 * The body's last row from `edge` on in direction `step`, past a line drawn across it: up to
 * `lineRows` rows where something other than the background covers the body's whole width, then
 * rows as wide as a body again (in the candle-colour mask).
 */
function acrossLine(
  img: Raster,
  o: { bg: Rgb; piece: Piece; wide: (y: number) => boolean; lineRows: number },
  edge: number,
  step: 1 | -1,
): number {
  const { bg, piece, wide } = o;
  const covered = (y: number) => {
    for (let x = piece.x0; x <= piece.x1; x++) {
      const p = (y * img.width + x) * 3;
      if (
        Math.abs(img.data[p]! - bg[0]) +
          Math.abs(img.data[p + 1]! - bg[1]) +
          Math.abs(img.data[p + 2]! - bg[2]) <
        60
      )
        return false;
    }
    return true;
  };
  // (a sloped line leaves a wide row inside its crossing: the count of line rows starts again)
  let end = edge;
  let line = 0;
  for (let y = edge + step; y >= 0 && y < img.height; y += step) {
    if (wide(y)) {
      // a body row right at the edge: the piece ended there for another reason than a line
      if (y === edge + step) return edge;
      end = y;
      line = 0;
    } else if (!covered(y) || ++line > o.lineRows) break;
  }
  return end;
}

/** The last row of the candle's own ink from `from` on in direction `step`, across at most `lineRows` rows of another colour (a price line is 3 px thick on a phone). */
function followWick(inkAt: (y: number) => 0 | 1 | 2, from: number, step: 1 | -1, lineRows: number): number {
  let end = from;
  let foreign = 0;
  for (let y = from + step; ; y += step) {
    const k = inkAt(y);
    if (k === 0) break;
    if (k === 1) {
      if (++foreign > lineRows) break;
      continue;
    }
    foreign = 0;
    end = y;
  }
  return end;
}

/** Whether a pixel is a candle colour, or a blend of one with the background (an anti-aliased edge). */
function candleInk(data: Uint8Array, p: number, palette: CandlePalette, bg: Rgb, blend: number): boolean {
  if (palette.shared[colourKey(data[p]!, data[p + 1]!, data[p + 2]!)]) return true;
  const r = data[p]! - bg[0];
  const g = data[p + 1]! - bg[1];
  const b = data[p + 2]! - bg[2];
  for (const c of palette.colours) {
    const cr = c[0] - bg[0];
    const cg = c[1] - bg[1];
    const cb = c[2] - bg[2];
    const len2 = cr * cr + cg * cg + cb * cb;
    if (len2 < 1) continue;
    const t = Math.min(1.15, Math.max(0, (r * cr + g * cg + b * cb) / len2));
    const dr = r - t * cr;
    const dg = g - t * cg;
    const db = b - t * cb;
    if (dr * dr + dg * dg + db * db <= blend * blend) return true;
  }
  return false;
}
