import { describe, expect, it } from 'vitest';
import type { PrintSeries } from './print-series';
import { print, walk, without } from './test-prints';
import { verifyCall, verifyCalls, type CallToVerify } from './verify-call';

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

  it('judges several calls on one alignment exactly as one by one, refusals included', () => {
    const calls: CallToVerify[] = [
      { kind: 'expiry', direction: 'CALL', expiry: 1 },
      { kind: 'expiry', direction: 'PUT', expiry: 3 },
      { kind: 'levels', direction: 'COMPRA', target: bars[99]!.close + 2, stop: bars[99]!.close - 2 },
      {
        kind: 'trigger',
        direction: 'VENDA',
        condition: 'fechar-abaixo',
        price: bars[99]!.close,
        candles: 3,
        expiry: 1,
        target: null,
        stop: null,
      },
    ];
    for (const after of [
      print(bars, 30, 105, { pxPerPrice: 25, relative: true }),
      print(walk(8, 140), 20, 103, { pxPerPrice: 40 }),
    ]) {
      const together = verifyCalls(before, after, calls);
      expect(together).toEqual(calls.map((call) => verifyCall(before, after, call)));
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

  it('accepts an axis read a thousand times larger (a decimal comma read as a grouping one), and no other factor', () => {
    const times = (k: number): PrintSeries => {
      const p = print(bars, 20, 140, { pxPerPrice: 40 });
      const by = (c: (typeof p.series)[number]) => ({
        open: c.open * k,
        high: c.high * k,
        low: c.low * k,
        close: c.close * k,
      });
      return { ...p, series: p.series.map(by), pixel: p.pixel * k };
    };
    const last = bars[99]!.close;
    const call: CallToVerify = { kind: 'levels', direction: 'COMPRA', target: last + 1.5, stop: last - 1 };
    const plain = verifyCall(before, print(bars, 20, 140, { pxPerPrice: 40 }), call);
    const grouped = verifyCall(before, times(1000), call);
    expect(grouped.sameChart).toBe(true);
    expect(grouped.shift).toBe(plain.shift);
    expect(grouped.outcome).toBe(plain.outcome);
    // the same candles ten times dearer are no misreading of a comma: another chart
    expect(verifyCall(before, times(10), call).reason).toMatch(/^Não é o mesmo gráfico/);
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
    // the prints were aligned: the shift is told, though nothing may be recorded
    expect(r.shift).toBe(4);
  });

  it('tells a close within a pixel of the entry as unsettled, at the shift found (a draw is never judged)', () => {
    // the entry candle's open moved to its close's row: the close one candle on is the entry's price
    const drawn = bars.map((b, i) => (i === 101 ? { ...b, close: bars[100]!.open } : b));
    drawn[101] = {
      ...drawn[101]!,
      high: Math.max(drawn[101]!.high, drawn[101]!.close),
      low: Math.min(drawn[101]!.low, drawn[101]!.close),
    };
    const r = verifyCall(before, print(drawn, 30, 104, { pxPerPrice: 40 }), {
      kind: 'expiry',
      direction: 'CALL',
      expiry: 2,
    });
    expect(r.sameChart).toBe(false);
    expect(r.outcome).toBe('unverifiable');
    expect(r.reason).toContain('dentro da incerteza da leitura');
    expect(r.shift).toBe(4);
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

describe('verifyCall on prints zoomed or resized apart', () => {
  const bars = walk(11, 140);
  const before = print(bars, 20, 100, { pxPerPrice: 40, pitch: 8 });
  const zoomedIn = (to: number) => print(bars, to - 50, to, { pxPerPrice: 30, pitch: 12 });
  const call = { kind: 'expiry', direction: 'CALL', expiry: 1 } as const;

  it('accepts a zoom whose candles line up in time, at the right shift', () => {
    const r = verifyCall(before, zoomedIn(104), call);
    expect(r.sameChart).toBe(true);
    expect(r.shift).toBe(4);
  });

  it('refuses a lone candle read after an empty slot: it would add to the shift', () => {
    const after = zoomedIn(104);
    const last = after.series[after.series.length - 1]!;
    // a price tag read as a candle two slots right of the newest one
    const extra: PrintSeries = {
      ...after,
      series: [...after.series, { ...last }],
      directions: [...after.directions, 'up'],
      xs: [...after.xs, after.xs[after.xs.length - 1]! + 2 * 12],
    };
    const r = verifyCall(before, extra, call);
    expect(r.sameChart).toBe(false);
    expect(r.match).toBeNull();
    expect(r.reason).toMatch(
      /^Não foi possível conferir com este print: o zoom ou o tamanho mudou e falta uma vela/,
    );
  });

  it('refuses a zoom whose compared candles do not lie on one time map', () => {
    const after = zoomedIn(104);
    // one compared candle 0.45 slot off: still in its slot, but not where an even stretch puts it
    const k = after.xs.length - 10;
    const bent = { ...after, xs: after.xs.map((x, i) => (i === k ? x + 0.45 * 12 : x)) };
    const r = verifyCall(before, bent, call);
    expect(r.sameChart).toBe(false);
    expect(r.reason).toMatch(/não se alinham no tempo/);
  });
});

describe('verifyCall with a legend giving the newest candle', () => {
  const bars = walk(7, 140);
  const call = { kind: 'expiry', direction: 'CALL', expiry: 1 } as const;
  // live views: the newest candle stays at x = 700 in both prints
  const before = { ...print(bars, 20, 100, { pxPerPrice: 40 }), legend: bars[99]! };
  const after = { ...print(bars, 30, 106, { pxPerPrice: 40 }), legend: bars[105]! };

  it('completes a later reading short of its newest candle from its legend, at the right shift', () => {
    // the later print's last two candles were not read (the price line and its tag over them)
    const r = verifyCall(before, without(after, [74, 75]), call);
    expect(r.sameChart).toBe(true);
    expect(r.shift).toBe(6);
    const entry = bars[100]!.open;
    expect(r.outcome === 'draw' ? null : r.outcome).toBe(bars[100]!.close > entry ? 'win' : 'loss');
  });

  it('completes an earlier reading short of its newest candle: the call was made on that one', () => {
    const r = verifyCall(without(before, [78, 79]), after, { ...call, expiry: 2 });
    expect(r.sameChart).toBe(true);
    expect(r.shift).toBe(6);
    const won = bars[101]!.close > bars[100]!.open;
    expect(r.outcome === 'draw' ? null : r.outcome).toBe(won ? 'win' : 'loss');
  });

  it('refuses an earlier legend whose candle the later print does not show where the alignment puts it', () => {
    const moved = {
      ...bars[99]!,
      open: bars[99]!.open + 1,
      high: Math.max(bars[99]!.high, bars[99]!.open + 1),
    };
    const r = verifyCall({ ...without(before, [78, 79]), legend: moved }, after, call);
    expect(r.sameChart).toBe(false);
    expect(r.reason).toContain('as velas mais recentes do primeiro print não foram lidas');
  });

  it('refuses when the other print does not confirm its own newest candle', () => {
    const r = verifyCall({ ...before, legend: null }, without(after, [74, 75]), call);
    expect(r.sameChart).toBe(false);
    expect(r.reason).toContain('as velas mais recentes do segundo print não foram lidas');
  });

  it('completes two readings short alike by one, which no position shows but both legends do', () => {
    // both prints missed their newest candle (at one x, the chart scrolled): without the legends
    // the shift would match and the analysed candle be one early; the later print shows the
    // earlier legend's candle, closed, one slot past the earlier reading's last
    const r = verifyCall(without(before, [79]), without(after, [75]), { ...call, expiry: 2 });
    expect(r.sameChart).toBe(true);
    expect(r.shift).toBe(6);
    const won = bars[101]!.close > bars[100]!.open;
    expect(r.outcome === 'draw' ? null : r.outcome).toBe(won ? 'win' : 'loss');
  });

  it('refuses two readings short alike by two: the candle one slot on is not the earlier legend', () => {
    const r = verifyCall(without(before, [78, 79]), without(after, [74, 75]), call);
    expect(r.sameChart).toBe(false);
    expect(r.reason).toContain('as velas mais recentes do primeiro print não foram lidas');
  });

  it('refuses two readings short alike when the later print has no candle read to confirm the slot', () => {
    // the later reading also missed the candle that should be the earlier legend's, now closed
    const r = verifyCall(without(before, [79]), without(after, [69, 75]), call);
    expect(r.sameChart).toBe(false);
    expect(r.reason).toContain('as velas mais recentes do primeiro print não foram lidas');
  });
});

describe('verifyCall with a later reading short of its newest candle and no legend', () => {
  const bars = walk(7, 140);
  const call = { kind: 'expiry', direction: 'CALL', expiry: 2 } as const;
  // a renderer that fits its candles to the plot: the newest candle (x 700) one slot from its edge
  const plotX = { left: 100, right: 708 };
  const before = { ...print(bars, 20, 100, { pxPerPrice: 40 }), plotX };
  const after = { ...without(print(bars, 30, 106, { pxPerPrice: 40 }), [75]), plotX };

  it('counts the unread newest slot from the plot edge and judges the closed candles before it', () => {
    const r = verifyCall(before, after, call);
    expect(r.sameChart).toBe(true);
    expect(r.shift).toBe(6);
    const won = bars[101]!.close > bars[100]!.open;
    expect(r.outcome).toBe(won ? 'win' : 'loss');
  });

  it('never judges on the unread slot: an expiry there stays pending', () => {
    const r = verifyCall(before, after, { ...call, expiry: 6 });
    expect(r.outcome).toBe('pending');
  });

  it('refuses when the earlier reading ends at the very edge (a price tag read as a candle)', () => {
    const r = verifyCall(
      { ...before, plotX: { left: 100, right: 702 } },
      { ...after, plotX: { left: 100, right: 702 } },
      call,
    );
    expect(r.sameChart).toBe(false);
    expect(r.reason).toContain('as velas mais recentes do segundo print não foram lidas');
  });

  it('refuses when the later print does not show the earlier newest candle where the alignment puts it', () => {
    const last = before.series.length - 1;
    const moved = { ...before.series[last]!, open: before.series[last]!.open + 0.5 };
    moved.high = Math.max(moved.high, moved.open);
    const r = verifyCall({ ...before, series: [...before.series.slice(0, last), moved] }, after, call);
    expect(r.sameChart).toBe(false);
  });

  it('refuses when the later legend says its reading did reach the newest candle', () => {
    const last = after.series[after.series.length - 1]!;
    const r = verifyCall(before, { ...after, legend: last }, call);
    expect(r.sameChart).toBe(false);
  });

  it('refuses a renderer that leaves room on the right, where the edge says nothing', () => {
    const roomy = { left: 100, right: 900 };
    const r = verifyCall({ ...before, plotX: roomy }, { ...after, plotX: roomy }, call);
    expect(r.sameChart).toBe(false);
  });
});

describe('verifyCall with a few candles misread', () => {
  const bars = walk(3, 140);
  const call = { kind: 'expiry', direction: 'CALL', expiry: 1 } as const;
  const before = print(bars, 20, 100, { pxPerPrice: 40 });
  /** the later print with 6 of the 20 compared candles' open and close read 10 px off (a line over them) */
  const smudged = (o: { relative: boolean }) => {
    const p = print(bars, 30, 104, { pxPerPrice: 40, relative: o.relative });
    const off = o.relative ? 10 : 10 / 40;
    const hit = new Set([55, 58, 60, 62, 64, 66]);
    return {
      ...p,
      series: p.series.map((c, i) => (hit.has(i) ? { ...c, open: c.open + off, close: c.close - off } : c)),
    };
  };

  it('accepts 14 of 20 agreeing candles when both axes were read and no other alignment comes near', () => {
    const r = verifyCall(before, smudged({ relative: false }), call);
    expect(r.sameChart).toBe(true);
    expect(r.shift).toBe(4);
  });

  it('asks for 80 % without a price axis to check the prices against', () => {
    const r = verifyCall(before, smudged({ relative: true }), call);
    expect(r.sameChart).toBe(false);
    expect(r.reason).toContain('as velas do segundo print não são as do primeiro');
  });
});
