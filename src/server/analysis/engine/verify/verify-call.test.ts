import { describe, expect, it } from 'vitest';
import type { Ohlc } from '../types';
import type { PrintSeries } from './print-series';
import { verifyCall } from './verify-call';

/** A seeded random walk of candles (prices around 100). */
function walk(seed: number, count: number): Ohlc[] {
  let s = seed >>> 0;
  const rnd = () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
  const out: Ohlc[] = [];
  let price = 100;
  for (let i = 0; i < count; i++) {
    const open = price;
    const close = open + (rnd() - 0.5) * 2;
    const high = Math.max(open, close) + rnd() * 0.6;
    const low = Math.min(open, close) - rnd() * 0.6;
    out.push({ open, high, low, close });
    price = close;
  }
  return out;
}

/**
 * A print of candles `from`…`to` − 1: on a price axis (pixel = price per pixel) or in relative
 * units (pixels above an arbitrary base: autoscale), rounded to whole pixels like a reading, its
 * newest candle where a live chart keeps it.
 */
function print(
  bars: Ohlc[],
  from: number,
  to: number,
  o: { pxPerPrice: number; relative?: boolean; pitch?: number; firstX?: number },
): PrintSeries {
  const pitch = o.pitch ?? 8;
  const shown = bars.slice(from, to);
  const base = Math.min(...shown.map((b) => b.low));
  const toUnits = (p: number) => {
    const px = Math.round((p - base) * o.pxPerPrice);
    return o.relative ? px : base + px / o.pxPerPrice;
  };
  const series = shown.map((b) => ({
    open: toUnits(b.open),
    high: toUnits(b.high),
    low: toUnits(b.low),
    close: toUnits(b.close),
  }));
  return {
    series,
    directions: shown.map((b) => (b.close >= b.open ? 'up' : 'down')),
    relative: o.relative ?? false,
    pixel: o.relative ? 1 : 1 / o.pxPerPrice,
    // a live view: the chart scrolls with time, its newest candle stays at x = 700 (or, with
    // firstX, a view that stays put: its first candle stays there and new ones fill the right)
    xs: shown.map((_, k) =>
      o.firstX === undefined ? 700 - (shown.length - 1 - k) * pitch : o.firstX + k * pitch,
    ),
    pitch,
    symbol: null,
    timeframe: null,
  };
}

/** The print as a reader that missed some of its candles reads it: their slots stay empty. */
function without(p: PrintSeries, missed: number[]): PrintSeries {
  const keep = (_: unknown, i: number) => !missed.includes(i);
  return {
    ...p,
    series: p.series.filter(keep),
    directions: p.directions.filter(keep),
    xs: p.xs.filter(keep),
  };
}

describe('verifyCall', () => {
  const bars = walk(7, 140);
  const before = print(bars, 20, 100, { pxPerPrice: 40 });
  const truth = (analysed: number, expiry: number) => {
    const entry = bars[analysed + 1]!.open;
    return bars[analysed + expiry]!.close > entry ? 'win' : 'loss';
  };

  it('finds how many candles the chart advanced, scrolled and rescaled, and judges the expiry', () => {
    for (const advance of [2, 3, 4, 6]) {
      const after = print(bars, 20 + advance + 5, 100 + advance, { pxPerPrice: 25, relative: true });
      const r = verifyCall(before, after, { kind: 'expiry', direction: 'CALL', expiry: 1 });
      expect(r.sameChart).toBe(true);
      expect(r.shift).toBe(advance);
      const expected = truth(99, 1);
      expect(r.outcome === 'draw' ? expected : r.outcome).toBe(expected);
    }
  });

  it('keeps the expiry pending while its candle has not closed on the later print', () => {
    const after = print(bars, 10, 101, { pxPerPrice: 40 });
    const r = verifyCall(before, after, { kind: 'expiry', direction: 'PUT', expiry: 1 });
    expect(r.shift).toBe(1);
    expect(r.outcome).toBe('pending');
  });

  it('refuses a print of another series, and the same shape at other prices', () => {
    const other = walk(8, 140);
    const r = verifyCall(before, print(other, 20, 103, { pxPerPrice: 40 }), {
      kind: 'expiry',
      direction: 'CALL',
      expiry: 1,
    });
    expect(r.sameChart).toBe(false);
    expect(r.reason).toMatch(/^Não é o mesmo gráfico/);
    const moved = bars.map((b) => ({
      open: b.open + 7,
      high: b.high + 7,
      low: b.low + 7,
      close: b.close + 7,
    }));
    const r2 = verifyCall(before, print(moved, 20, 103, { pxPerPrice: 40 }), {
      kind: 'expiry',
      direction: 'CALL',
      expiry: 1,
    });
    expect(r2.sameChart).toBe(false);
  });

  it('refuses another symbol even when the candles match', () => {
    const after = { ...print(bars, 20, 104, { pxPerPrice: 40 }), symbol: 'GBPUSD' };
    const r = verifyCall({ ...before, symbol: 'EUR/USD' }, after, {
      kind: 'expiry',
      direction: 'CALL',
      expiry: 1,
    });
    expect(r.sameChart).toBe(false);
    expect(r.reason).toContain('o ativo mudou');
  });

  it('settles a trade by whichever of target and stop is touched first', () => {
    const after = print(bars, 20, 140, { pxPerPrice: 40 });
    const last = bars[99]!.close;
    const r = verifyCall(before, after, {
      kind: 'levels',
      direction: 'COMPRA',
      target: last + 1.5,
      stop: last - 1,
    });
    let expected = 'pending';
    for (let j = 100; j < 140 && expected === 'pending'; j++) {
      const hitT = bars[j]!.high >= last + 1.5;
      const hitS = bars[j]!.low <= last - 1;
      expected = hitT && hitS ? 'unverifiable' : hitT ? 'win' : hitS ? 'loss' : 'pending';
    }
    expect(r.outcome).toBe(expected);
  });

  it('counts a trigger only once it fired', () => {
    const after = print(bars, 20, 110, { pxPerPrice: 40 });
    const last = bars[99]!.close;
    const far = verifyCall(before, after, {
      kind: 'trigger',
      direction: 'CALL',
      condition: 'fechar-acima',
      price: last + 50,
      candles: 3,
      expiry: 1,
      target: null,
      stop: null,
    });
    expect(far.fired).toBe(false);
    expect(far.outcome).toBe('unverifiable');
    const near = verifyCall(before, after, {
      kind: 'trigger',
      direction: 'PUT',
      condition: 'fechar-abaixo',
      price: last + 50,
      candles: 3,
      expiry: 1,
      target: null,
      stop: null,
    });
    expect(near.fired).toBe(true);
    const expected = bars[101]!.close < bars[101]!.open ? 'win' : 'loss';
    expect(near.outcome === 'draw' ? expected : near.outcome).toBe(expected);
  });

  it('counts the candles after the analysed one by their slots, whatever candle the reader missed', () => {
    const after = print(bars, 30, 104, { pxPerPrice: 40 });
    // one candle missed between the analysed one and the end, one inside the compared window
    const r = verifyCall(before, without(after, [after.series.length - 3, 60]), {
      kind: 'expiry',
      direction: 'CALL',
      expiry: 1,
    });
    expect(r.sameChart).toBe(true);
    expect(r.shift).toBe(4);
    expect(r.outcome === 'draw' ? truth(99, 1) : r.outcome).toBe(truth(99, 1));
  });

  it('refuses to judge on a candle the reader missed', () => {
    const after = print(bars, 30, 104, { pxPerPrice: 40 });
    // the entry candle (the one after the analysed one) was not read
    const r = verifyCall(before, without(after, [after.series.length - 4]), {
      kind: 'expiry',
      direction: 'PUT',
      expiry: 2,
    });
    expect(r.sameChart).toBe(false);
    expect(r.reason).toMatch(/^Não foi possível conferir com este print: a vela de entrada não foi lida/);
  });

  it('refuses when a reading stopped short of the newest candles: the analysed candle is not known', () => {
    const after = print(bars, 30, 104, { pxPerPrice: 40 });
    // the earlier print's last three candles were not read: its "last" candle is three too early,
    // and the candles still match, three slots further from the later print's end
    const short = without(before, [77, 78, 79]);
    const r = verifyCall(short, after, { kind: 'expiry', direction: 'CALL', expiry: 1 });
    expect(r.sameChart).toBe(false);
    expect(r.shift).toBeNull();
    expect(r.reason).toContain('as velas mais recentes do primeiro print não foram lidas');
    // and the later print's: its shift would come out short
    const r2 = verifyCall(before, without(after, [72, 73]), { kind: 'expiry', direction: 'CALL', expiry: 1 });
    expect(r2.sameChart).toBe(false);
    expect(r2.reason).toContain('as velas mais recentes do segundo print não foram lidas');
  });

  it('accepts a view that stayed put while new candles filled its right side', () => {
    const after = print(bars, 20, 104, { pxPerPrice: 40, firstX: before.xs[0]! });
    const r = verifyCall(before, after, { kind: 'expiry', direction: 'CALL', expiry: 2 });
    expect(r.sameChart).toBe(true);
    expect(r.shift).toBe(4);
  });
});
