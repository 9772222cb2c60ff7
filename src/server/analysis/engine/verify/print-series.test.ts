import { describe, expect, it } from 'vitest';
import type { Extraction } from '../../../../shared/analysis';
import { printSeriesOf } from './print-series';

/** A read print: price = 200 − y/10 (a pixel is 0.1), its last candle a doji read at its wick's middle. */
function readPrint(legend: { open: number; high: number; low: number; close: number } | null): {
  extraction: Extraction;
} {
  const candle = (x: number, yHigh: number, yOpen: number, yClose: number, yLow: number) => ({
    x,
    yHigh,
    yOpen,
    yClose,
    yLow,
    direction: yClose <= yOpen ? ('up' as const) : ('down' as const),
  });
  return {
    extraction: {
      plot: { left: 0, top: 0, right: 400, bottom: 400 },
      candles: [
        candle(100, 100, 150, 120, 170),
        candle(110, 110, 120, 140, 160),
        candle(120, 130, 145, 145, 160),
      ],
      trend: { label: 'LATERAL', ratio: 0 },
      priceScale: { intercept: 200, slope: -0.1, labelsRead: 5, side: 'right', maxResidual: 0.2 },
      quality: { candlesFound: 3, slotSpacing: 10, regularity: 100 },
      header: {
        symbol: 'EURUSD',
        timeframe: 'H1',
        legend,
        symbolSource: 'imagem',
        timeframeSource: 'imagem',
      },
    },
  };
}

describe('printSeriesOf', () => {
  it("takes the newest candle's open and close from a legend whose high and low are that candle's", () => {
    // read: high 187, low 184, a flat body at 185.5; printed: O186.2 H187 L184.1 C185.1
    const p = printSeriesOf(readPrint({ open: 186.2, high: 187, low: 184.1, close: 185.1 }))!;
    expect(p.series.at(-1)).toEqual({ open: 186.2, high: 187, low: 184.1, close: 185.1 });
    expect(p.directions.at(-1)).toBe('down');
    expect(p.series[0]).toEqual({ open: 185, high: 190, low: 183, close: 188 });
  });

  it('keeps the reading where the legend gives another candle (a crosshair) or none', () => {
    const read = { open: 185.5, high: 187, low: 184, close: 185.5 };
    const elsewhere = printSeriesOf(readPrint({ open: 189, high: 190, low: 183, close: 188 }))!;
    expect(elsewhere.series.at(-1)).toEqual(read);
    expect(printSeriesOf(readPrint(null))!.series.at(-1)).toEqual(read);
  });
});
