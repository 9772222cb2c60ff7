import { describe, expect, it } from 'vitest';
import type { Raster, Rgb } from '../types';
import { profileBox } from './pieces';
import { fillEmptySlots, runsIntoBox } from './fill-slots';
import type { Piece } from './pieces';

const W = 120;
const H = 60;
const WHITE: Rgb = [255, 255, 255];

function canvas(): Raster {
  return { width: W, height: H, data: new Uint8Array(W * H * 3).fill(255), format: 'png' };
}

function paint(img: Raster, x0: number, x1: number, y0: number, y1: number, rgb: Rgb): void {
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) img.data.set(rgb, (y * img.width + x) * 3);
}

/** A 6 px wide green mark at x 50–55, rows 20–34, as the candle mask would cut it. */
function mark() {
  const mask = new Uint8Array(W * H);
  for (let y = 20; y <= 34; y++) for (let x = 50; x <= 55; x++) mask[y * W + x] = 1;
  return profileBox(mask, W, { x0: 50, x1: 55, y0: 20, y1: 34 });
}

describe('runsIntoBox', () => {
  const source = (img: Raster) => ({ img, background: WHITE });

  it('takes a mark for the left edge of a tag when the tag runs on to its right only', () => {
    const img = canvas();
    paint(img, 50, 100, 20, 34, [38, 166, 154]);
    expect(runsIntoBox(source(img), mark(), 8)).toBe(true);
  });

  it('keeps a candle under a drawn zone: the zone runs on to both sides of it', () => {
    const img = canvas();
    paint(img, 10, 100, 15, 40, [200, 220, 240]);
    paint(img, 50, 55, 20, 34, [38, 166, 154]);
    expect(runsIntoBox(source(img), mark(), 8)).toBe(false);
  });

  it('keeps a candle with background beside it', () => {
    const img = canvas();
    paint(img, 50, 55, 20, 34, [38, 166, 154]);
    expect(runsIntoBox(source(img), mark(), 8)).toBe(false);
  });
});

describe('fillEmptySlots past the last candle', () => {
  const SPACING = 9;
  const BODY = 5;
  const GREEN: Rgb = [38, 166, 154];

  /** Ten candles walking down one pixel a slot, an 11th under a drawn zone that ends 3 px right of it. */
  function chart() {
    const img = canvas();
    const mask = new Uint8Array(W * H);
    const withFills = new Uint8Array(W * H);
    const zone: Rgb = [200, 220, 240];
    const [z0, z1] = [5 + 10 * SPACING - 20, 5 + 10 * SPACING + BODY - 1 + 3];
    paint(img, z0, z1, 10, 50, zone);
    for (let y = 10; y <= 50; y++) for (let x = z0; x <= z1; x++) withFills[y * W + x] = 1;
    const bySlot = new Map<number, Piece>();
    const pieces: Piece[] = [];
    for (let k = 0; k <= 10; k++) {
      const x0 = 5 + k * SPACING;
      const [y0, y1] = [20 + k, 34 + k];
      paint(img, x0, x0 + BODY - 1, y0, y1, GREEN);
      for (let y = y0; y <= y1; y++)
        for (let x = x0; x < x0 + BODY; x++) mask[y * W + x] = withFills[y * W + x] = 1;
      const p = profileBox(mask, W, { x0, x1: x0 + BODY - 1, y0, y1 });
      pieces.push(p);
      if (k < 10) bySlot.set(k, p);
    }
    const grid = {
      origin: 5 + (BODY - 1) / 2,
      spacing: SPACING,
      slots: new Map<number, number>(),
      coverage: 1,
    };
    const source = {
      pieces,
      mask,
      imageWidth: W,
      plot: { x0: 0, y0: 0, x1: W - 1, y1: H - 1 },
      img,
      background: WHITE,
      thin: 3,
      withFills,
    };
    return { bySlot, grid, source };
  }

  it('takes the newest candle drawn under a zone (the fill beside it is no neighbour)', () => {
    const { bySlot, grid, source } = chart();
    fillEmptySlots(bySlot, grid, source, BODY);
    expect(bySlot.has(10)).toBe(true);
  });

  it('still leaves out a stroke hemmed in by other ink (an icon)', () => {
    const { bySlot, grid, source } = chart();
    const x0 = 5 + 10 * SPACING;
    paint(source.img, x0 - 2, x0 - 2, 20, 44, [0, 0, 0]);
    paint(source.img, x0 + BODY + 1, x0 + BODY + 1, 20, 44, [0, 0, 0]);
    for (let y = 20; y <= 44; y++) for (const x of [x0 - 2, x0 + BODY + 1]) source.mask[y * W + x] = 1;
    fillEmptySlots(bySlot, grid, source, BODY);
    expect(bySlot.has(10)).toBe(false);
  });
});
