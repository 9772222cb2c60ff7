import { describe, expect, it } from 'vitest';
import { profileBox, type Piece } from './pieces';
import { continuesSeries, dropTrailingMarks, type SeriesEnd } from './trailing-marks';

const W = 200;
const H = 200;
const BODY = 6;
const SPACING = 9;

/** A mask with ten candles (body 6 px, wick 1 px) walking down from y 40, one per slot. */
function series(): { mask: Uint8Array; bySlot: Map<number, Piece> } {
  const mask = new Uint8Array(W * H);
  const bySlot = new Map<number, Piece>();
  for (let k = 0; k < 10; k++) {
    const x0 = 10 + k * SPACING;
    const top = 40 + k * 2;
    fill(mask, x0 + 2, x0 + 2, top, top + 20); // wick
    fill(mask, x0, x0 + BODY - 1, top + 5, top + 15); // body
    bySlot.set(k, profileBox(mask, W, { x0, x1: x0 + BODY - 1, y0: top, y1: top + 20 }));
  }
  return { mask, bySlot };
}

function fill(mask: Uint8Array, x0: number, x1: number, y0: number, y1: number, v = 1): void {
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) mask[y * W + x] = v;
}

/** The ink in slot k's columns, as the reading would have cut it. */
function mark(mask: Uint8Array, bySlot: Map<number, Piece>, k: number): void {
  const x0 = 10 + k * SPACING;
  const x1 = x0 + BODY - 1;
  let [y0, y1] = [H, -1];
  for (let y = 0; y < H; y++)
    for (let x = x0; x <= x1; x++) if (mask[y * W + x]) [y0, y1] = [Math.min(y0, y), Math.max(y1, y)];
  bySlot.set(k, profileBox(mask, W, { x0, x1, y0, y1 }));
}

const grid = { bodyWidth: BODY, spacing: SPACING };

describe('dropTrailingMarks', () => {
  it('keeps a forming candle drawn as a mere stroke right after the last candle', () => {
    const { mask, bySlot } = series();
    fill(mask, 10 + 10 * SPACING + 2, 10 + 10 * SPACING + 2, 58, 66);
    mark(mask, bySlot, 10);
    expect(dropTrailingMarks(bySlot, { ink: mask, imageWidth: W }, grid)).toBe(0);
    expect(bySlot.has(10)).toBe(true);
  });

  it('keeps a doji (a body-wide dash on a wick)', () => {
    const { mask, bySlot } = series();
    const x0 = 10 + 10 * SPACING;
    fill(mask, x0 + 2, x0 + 2, 55, 70);
    fill(mask, x0, x0 + BODY - 1, 62, 62);
    mark(mask, bySlot, 10);
    expect(dropTrailingMarks(bySlot, { ink: mask, imageWidth: W }, grid)).toBe(0);
  });

  it('drops a trade arrow: a head as wide as a body on a shaft half as wide, drawn aslant', () => {
    const { mask, bySlot } = series();
    const x0 = 10 + 10 * SPACING;
    fill(mask, x0, x0 + BODY - 1, 58, 58);
    for (let r = 0; r < 8; r++) fill(mask, x0 + (r >> 2), x0 + (r >> 2) + 3, 59 + r, 59 + r);
    mark(mask, bySlot, 10);
    expect(dropTrailingMarks(bySlot, { ink: mask, imageWidth: W }, grid)).toBe(1);
    expect(bySlot.has(10)).toBe(false);
    expect(bySlot.has(9)).toBe(true);
  });

  it('drops marks far clear of the last candle, and what follows them (signal bars in a status bar)', () => {
    const { mask, bySlot } = series();
    for (const k of [10, 11]) {
      const x0 = 10 + k * SPACING;
      fill(mask, x0, x0 + BODY - 1, 2, 10);
      mark(mask, bySlot, k);
    }
    expect(dropTrailingMarks(bySlot, { ink: mask, imageWidth: W }, grid)).toBe(2);
    expect(Math.max(...bySlot.keys())).toBe(9);
  });

  it('drops a run of drawn marks that starts far clear of the last candle, however long (an icon, then a dashed line)', () => {
    const { mask, bySlot } = series();
    const at = (k: number) => 10 + k * SPACING;
    fill(mask, at(10), at(10) + BODY - 1, 112, 117); // an icon down at the pane's foot
    mark(mask, bySlot, 10);
    for (const k of [12, 13, 14, 15]) {
      fill(mask, at(k), at(k) + BODY - 1, 60, 61); // a dashed line level with the candles
      mark(mask, bySlot, k);
    }
    expect(dropTrailingMarks(bySlot, { ink: mask, imageWidth: W }, grid)).toBe(5);
    expect(Math.max(...bySlot.keys())).toBe(9);
  });

  it('keeps the newest candles when the one five marks back merely stands a little apart', () => {
    const { mask, bySlot } = series();
    const at = (k: number) => 10 + k * SPACING;
    // (slot 10 opens 20 px under slot 9's low: a gap, but under 1.5 candle ranges)
    for (const [k, top] of [
      [10, 98],
      [11, 94],
      [12, 92],
      [13, 95],
      [14, 93],
    ] as const) {
      fill(mask, at(k) + 2, at(k) + 2, top, top + 20);
      fill(mask, at(k), at(k) + BODY - 1, top + 5, top + 15);
      mark(mask, bySlot, k);
    }
    expect(dropTrailingMarks(bySlot, { ink: mask, imageWidth: W }, grid)).toBe(0);
  });

  it('keeps a wide body five marks back that jumps clear of the last one, but no further than it is tall', () => {
    const { mask, bySlot } = series();
    const at = (k: number) => 10 + k * SPACING;
    // (slot 9's range is 58-78; slot 10's body opens 35 px under it and is 41 px tall)
    for (const [k, top, bottom] of [
      [10, 113, 153],
      [11, 120, 150],
      [12, 125, 150],
      [13, 118, 146],
      [14, 122, 148],
    ] as const) {
      fill(mask, at(k), at(k) + BODY - 1, top, bottom);
      mark(mask, bySlot, k);
    }
    expect(dropTrailingMarks(bySlot, { ink: mask, imageWidth: W }, grid)).toBe(0);
  });

  it('drops one dash of a dashed line level with the last candle, but keeps a flat forming candle', () => {
    const { mask, bySlot } = series();
    const at = (k: number) => 10 + k * SPACING;
    // (dashes 6 px long, 3 px apart, from slot 10 on: the price line after the last candle)
    for (let x = at(10); x + BODY <= W; x += BODY + 3) fill(mask, x, x + BODY - 1, 70, 71);
    mark(mask, bySlot, 10);
    expect(dropTrailingMarks(bySlot, { ink: mask, imageWidth: W }, grid)).toBe(1);

    const again = series();
    fill(again.mask, at(10), at(10) + BODY - 1, 70, 71);
    mark(again.mask, again.bySlot, 10);
    expect(dropTrailingMarks(again.bySlot, { ink: again.mask, imageWidth: W }, grid)).toBe(0);

    // (three flat candles at one price: a flat market, not a dashed line)
    const flat = series();
    for (const k of [10, 11, 12]) {
      fill(flat.mask, at(k), at(k) + BODY - 1, 70, 71);
      mark(flat.mask, flat.bySlot, k);
    }
    expect(dropTrailingMarks(flat.bySlot, { ink: flat.mask, imageWidth: W }, grid)).toBe(0);

    // (a doji's short wick alone in its rows, nothing after it: no dash follows)
    const wick = series();
    fill(wick.mask, at(10) + 2, at(10) + 2, 70, 72);
    wick.bySlot.set(10, profileBox(wick.mask, W, { x0: at(10) + 2, x1: at(10) + 2, y0: 70, y1: 72 }));
    expect(dropTrailingMarks(wick.bySlot, { ink: wick.mask, imageWidth: W }, grid)).toBe(0);
  });

  it('drops the left edge of an outlined label box', () => {
    const { mask, bySlot } = series();
    const x0 = 10 + 10 * SPACING;
    fill(mask, x0, x0, 55, 68);
    fill(mask, x0, x0 + 40, 55, 55);
    fill(mask, x0, x0 + 40, 68, 68);
    bySlot.set(10, profileBox(mask, W, { x0, x1: x0, y0: 55, y1: 68 }));
    expect(dropTrailingMarks(bySlot, { ink: mask, imageWidth: W }, grid)).toBe(1);
  });

  it('drops a bodiless mark after an empty slot (a glyph, an icon) but keeps a candle there', () => {
    const { mask, bySlot } = series();
    const x0 = 10 + 11 * SPACING;
    fill(mask, x0 + 1, x0 + 3, 60, 62);
    mark(mask, bySlot, 11);
    expect(dropTrailingMarks(bySlot, { ink: mask, imageWidth: W }, grid)).toBe(1);

    const again = series();
    fill(again.mask, x0 + 2, x0 + 2, 55, 70);
    fill(again.mask, x0, x0 + BODY - 1, 58, 64);
    mark(again.mask, again.bySlot, 11);
    expect(dropTrailingMarks(again.bySlot, { ink: again.mask, imageWidth: W }, grid)).toBe(0);
  });
});

describe('continuesSeries', () => {
  /** The series' first eight candles; slots 8–11 left to each test; a mark in slot 12. */
  function end(mask: Uint8Array, bySlot: Map<number, Piece>): SeriesEnd {
    const before = [...bySlot.entries()].filter(([k]) => k < 8).map(([slot, piece]) => ({ slot, piece }));
    return {
      before,
      previous: 7,
      grid: { origin: 10 + (BODY - 1) / 2, spacing: SPACING, bodyWidth: BODY },
      ink: mask,
      imageWidth: W,
      plot: { x1: W - 1 },
      thin: 3,
    };
  }
  const newest = (mask: Uint8Array) => {
    const x0 = 10 + 12 * SPACING;
    fill(mask, x0 + 2, x0 + 2, 56, 72);
    fill(mask, x0, x0 + BODY - 1, 60, 66);
    return profileBox(mask, W, { x0, x1: x0 + BODY - 1, y0: 56, y1: 72 });
  };

  it('keeps the newest candle beyond slots whose candles the grid missed (they still stand upright)', () => {
    const { mask, bySlot } = series();
    // (slots 8–9 still hold their candles in the ink; 10–11 a box drawn over them)
    fill(mask, 10 + 10 * SPACING, 10 + 11 * SPACING + BODY, 50, 80);
    expect(continuesSeries(newest(mask), 12, end(mask, bySlot))).toBe(true);
  });

  it('drops a marker beyond bare background, or only a line passing, however level with the candles', () => {
    const { mask, bySlot } = series();
    for (let k = 8; k < 10; k++)
      fill(mask, 10 + k * SPACING, 10 + k * SPACING + BODY + 2, 40 + k * 2, 60 + k * 2, 0);
    fill(mask, 10 + 8 * SPACING, 10 + 12 * SPACING, 63, 64); // an order line
    expect(continuesSeries(newest(mask), 12, end(mask, bySlot))).toBe(false);
  });

  it('keeps nothing so where the columns are too narrow to leave background between them', () => {
    const { mask, bySlot } = series();
    fill(mask, 10 + 10 * SPACING, 10 + 11 * SPACING + BODY, 50, 80);
    const narrow = { ...end(mask, bySlot), grid: { ...end(mask, bySlot).grid, bodyWidth: 2 } };
    expect(continuesSeries(newest(mask), 12, narrow)).toBe(false);
  });

  it("drops a mark far from the last candles' prices, or against the plot's right edge", () => {
    const { mask, bySlot } = series();
    const x0 = 10 + 12 * SPACING;
    fill(mask, x0, x0 + BODY - 1, 2, 8);
    const high = profileBox(mask, W, { x0, x1: x0 + BODY - 1, y0: 2, y1: 8 });
    expect(continuesSeries(high, 12, end(mask, bySlot))).toBe(false);
    const level = newest(mask);
    expect(continuesSeries(level, 12, { ...end(mask, bySlot), plot: { x1: level.x1 + 3 } })).toBe(false);
  });
});
