import { describe, expect, it } from 'vitest';
import { legendOf, parseLegendLine } from './legend';
import { legendVerdict } from './newest-candle';
import { print, walk, without } from './test-prints';

describe('parseLegendLine', () => {
  it('reads TradingView legends, with the O read as a zero', () => {
    const want = { open: 1876.25, high: 1876.81, low: 1875.73, close: 1876.63 };
    expect(parseLegendLine('O1876.25 H1876.81 L1875.73 C1876.63 +0.38 (+0.02%)')).toEqual(want);
    expect(parseLegendLine('01876.25 H1876.81 L1875.73 C1876.63 +0.38 (+0.02%)')).toEqual(want);
    expect(parseLegendLine('O 1.08412 H 1.08430 L 1.08390 C 1.08401')?.close).toBe(1.08401);
  });

  it('rejects what is not a legend, or a candle that cannot exist (a misread digit)', () => {
    expect(parseLegendLine('MACD 12 26 close 9 0.92 -9.25 -10.17')).toBeNull();
    expect(parseLegendLine('Ethereum/TetherUS-1h·Binance')).toBeNull();
    // the high under the close
    expect(parseLegendLine('O1876.25 H1870.81 L1875.73 C1876.63')).toBeNull();
  });

  it("prefers the header stage's own parse, else looks through the text read", () => {
    const legend = { open: 1, high: 2, low: 0.5, close: 1.5 };
    expect(
      legendOf({
        header: { symbol: null, timeframe: null, legend, symbolSource: null, timeframeSource: null },
      }),
    ).toBe(legend);
    const text = [
      { x0: 0, y0: 0, x1: 10, y1: 10, text: 'Ethereum / TetherUS · 1h · Binance' },
      { x0: 0, y0: 0, x1: 10, y1: 10, text: '01900.93 H1904.73 L1900.93 C1903.45 +2.53 (+0.13%)' },
    ];
    expect(legendOf({ text })?.close).toBe(1903.45);
  });
});

describe('legendVerdict', () => {
  const bars = walk(5, 120);
  const p = print(bars, 20, 100, { pxPerPrice: 40 });

  it('says the reading reached the newest candle when the legend gives the last candle read', () => {
    expect(legendVerdict({ ...p, legend: bars[99]! })).toBe('reached');
    expect(legendVerdict({ ...p, legend: null })).toBe('unknown');
  });

  it('says it stopped short when the legend gives a candle the reading lacks', () => {
    expect(legendVerdict({ ...without(p, [79]), legend: bars[99]! })).toBe('short');
  });

  it('says nothing when the legend gives an earlier candle read (a crosshair over it)', () => {
    expect(legendVerdict({ ...p, legend: bars[95]! })).toBe('unknown');
  });
});
