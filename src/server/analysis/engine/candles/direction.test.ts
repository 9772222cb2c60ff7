import { describe, expect, it } from 'vitest';
import type { Rgb } from '../types';
import { readDirections } from './direction';
import type { MeasuredCandle } from './measure';

const OUTLINE: Rgb = [50, 50, 50];
const FILL: Rgb = [0, 0, 0];

/**
 * A monochrome chart whose up candles are hollow (a grey anti-aliased outline) and whose down
 * candles are filled black, each opening where the previous one closed (y in pixels, down the
 * image). `misread` candles are measured as an up candle whose outline a line broke: the flood
 * ran in, so nothing inside is enclosed, and the body's colour is the outline's alone.
 */
function chart(closes: number[], misread: number[] = []): MeasuredCandle[] {
  let open = 300;
  return closes.map((close, i) => {
    const up = close < open;
    const top = Math.min(open, close);
    const bottom = Math.max(open, close);
    const c: MeasuredCandle = {
      x: 20 + i * 10,
      left: 17 + i * 10,
      right: 23 + i * 10,
      high: top - 5,
      low: bottom + 5,
      bodyTop: top,
      bodyBottom: bottom,
      colour: up ? OUTLINE : FILL,
      hollow: up && !misread.includes(i) ? 0.55 : 0,
    };
    open = close;
    return c;
  });
}

const CLOSES = [340, 290, 250, 280, 330, 300, 260, 310, 350, 320, 270, 240];
const TRUTH = CLOSES.map((close, i) => (close < (CLOSES[i - 1] ?? 300) ? 'up' : 'down'));
const slots = CLOSES.map((_, i) => i);

describe('readDirections on hollow/filled monochrome candles', () => {
  it('reads every candle by its fill', () => {
    expect(readDirections(chart(CLOSES), slots)!.directions).toEqual(TRUTH);
  });

  it('reads a hollow candle whose outline was broken as up: its colour and its neighbours say so', () => {
    // candle 6 rose 300 → 260 but measures as filled; its grey colour is the hollow kind's
    const r = readDirections(chart(CLOSES, [6]), slots)!;
    expect(r.directions).toEqual(TRUTH);
    expect(r.by).toBe('fill');
  });

  it('keeps the fill when the neighbours do not contradict it', () => {
    // the same doubtful candle with a gap on both sides (slots apart): nothing to overturn it
    const candles = chart(CLOSES, [6]);
    const apart = slots.map((s, i) => (i >= 6 ? s + 1 : s)).map((s, i) => (i >= 7 ? s + 1 : s));
    expect(readDirections(candles, apart)!.directions[6]).toBe('down');
  });

  it('keeps the fill where colour is not the kind (a hollow body in the filled colour exists)', () => {
    // TradingView's hollow candles: fill by the open, colour by the previous close. A hollow
    // body in the filled kind's colour shows it, and a filled body in the hollow colour is then
    // a true down candle (after a gap), whatever its neighbours suggest
    const candles = chart(CLOSES, [6]);
    candles[1] = { ...candles[1]!, colour: FILL };
    expect(readDirections(candles, slots)!.directions[6]).toBe('down');
  });
});
