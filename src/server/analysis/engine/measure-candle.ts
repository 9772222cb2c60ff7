import { median, type Blob } from './blobs';
import { luminance } from './colour-math';
import type { ColourScheme, PixelCandle, Raster } from './types';

/** Row-by-row measurement of a candle blob: body rows are the wide ones, wicks the thin ends. */
function bodyThreshold(cw: number): number {
  return Math.max(2, Math.round(cw * 0.6));
}

export function measure(mask: Uint8Array, W: number, b: Blob, index: number, cw: number, scheme: ColourScheme): PixelCandle {
  const th = bodyThreshold(cw);
  let top = -1;
  let bottom = -1;
  let up = 0;
  let down = 0;
  for (let y = b.y0; y <= b.y1; y++) {
    let min = Infinity;
    let max = -Infinity;
    const row = y * W;
    for (let x = b.x0; x <= b.x1; x++) {
      const l = mask[row + x]!;
      if (!l) continue;
      if (x < min) min = x;
      max = x;
    }
    if (max - min + 1 >= th) {
      if (top < 0) top = y;
      bottom = y;
      for (let x = b.x0; x <= b.x1; x++) {
        const l = mask[row + x]!;
        if (l === 1) up++;
        else if (l === 2) down++;
      }
    }
  }
  if (top < 0) {
    // only a wick is visible: the 1-px body sits where the wick is interrupted, else mid-way
    top = bottom = bodyUnderLine(mask, W, b);
  }
  const direction = scheme.monochrome ? 'up' : up >= down ? 'up' : 'down';
  const x = (b.x0 + b.x1) / 2;
  return direction === 'up'
    ? { index, x, left: b.x0, right: b.x1, yOpen: bottom, yClose: top, yHigh: b.y0, yLow: b.y1, direction }
    : { index, x, left: b.x0, right: b.x1, yOpen: top, yClose: bottom, yHigh: b.y0, yLow: b.y1, direction };
}

function bodyUnderLine(mask: Uint8Array, W: number, b: Blob): number {
  const x = Math.round((b.x0 + b.x1) / 2);
  let gapStart = -1;
  let best = -1;
  let bestLen = 0;
  for (let y = b.y0; y <= b.y1 + 1; y++) {
    const on = y <= b.y1 && (mask[y * W + x] || mask[y * W + b.x0] || mask[y * W + b.x1]);
    if (!on && gapStart < 0) gapStart = y;
    if (on && gapStart >= 0) {
      if (y - gapStart > bestLen) {
        bestLen = y - gapStart;
        best = Math.round((gapStart + y - 1) / 2);
      }
      gapStart = -1;
    }
  }
  return best >= 0 ? best : Math.round((b.y0 + b.y1) / 2);
}

/** Share of the body interior (inside a 1-px border) that is candle-coloured; null when too small to tell. */
function interiorFill(mask: Uint8Array, W: number, c: PixelCandle): number | null {
  const top = Math.min(c.yOpen, c.yClose) + 1;
  const bottom = Math.max(c.yOpen, c.yClose) - 1;
  const x0 = c.left + 1;
  const x1 = c.right - 1;
  if (bottom - top < 1 || x1 - x0 < 1) return null;
  let n = 0;
  let on = 0;
  for (let y = top; y <= bottom; y++) for (let x = x0; x <= x1; x++, n++) if (mask[y * W + x]) on++;
  return on / n;
}

export function detectHollowUp(mask: Uint8Array, W: number, candles: PixelCandle[]): boolean {
  const fills = candles.filter((c) => c.direction === 'up').map((c) => interiorFill(mask, W, c)).filter((f): f is number => f !== null);
  return fills.length >= 2 && median(fills) < 0.5;
}

/** One candle colour: filled vs hollow bodies tell the direction (filled dark on light = down). */
export function assignMonochromeDirections(img: Raster, mask: Uint8Array, candles: PixelCandle[], s: ColourScheme): void {
  const filledIsDown = luminance(s.up) < luminance(s.background);
  for (const c of candles) {
    const f = interiorFill(mask, img.width, c);
    const filled = f === null ? true : f >= 0.5;
    const dir = filled === filledIsDown ? 'down' : 'up';
    if (dir !== c.direction) {
      const o = c.yOpen;
      c.yOpen = c.yClose;
      c.yClose = o;
      c.direction = dir;
    }
  }
}
