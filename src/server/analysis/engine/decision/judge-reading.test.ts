import { describe, expect, it } from 'vitest';
import type { CandleReading } from '../candles/read-candles';
import type { ChartReading } from '../read-chart';
import type { PixelCandle, Raster } from '../types';
import { ohlcBars } from '../candles/bar-ticks';
import { judgeReading } from './judge-reading';

const IMG: Raster = { width: 600, height: 460, data: new Uint8Array(0), format: 'png' };

/**
 * A wandering series of `n` marks `width` px wide at `pitch` px, each overlapping its
 * neighbour; `bodied` says whether open and close are apart (a candle) or at one row (an OHLC
 * bar whose side ticks were not read as a body). Every fourth slot is empty when `gaps`.
 */
function reading(n: number, width: number, pitch: number, bodied: boolean, gaps = false): ChartReading {
  const candles: PixelCandle[] = [];
  let index = 0;
  for (let i = 0; i < n; i++) {
    if (gaps && i > 0 && i % 3 === 0) index++;
    const mid = 200 + Math.round(30 * Math.sin(i / 3));
    const up = i % 2 === 0;
    const x = 40 + index * pitch;
    candles.push({
      index,
      x,
      left: x - width / 2,
      right: x + width / 2,
      yHigh: mid - 20,
      yLow: mid + 20,
      yOpen: bodied ? (up ? mid + 8 : mid - 8) : mid,
      yClose: bodied ? (up ? mid - 8 : mid + 8) : mid,
      direction: up ? 'up' : 'down',
    });
    index++;
  }
  const slots = candles[candles.length - 1]!.index - candles[0]!.index + 1;
  const cr: CandleReading = {
    candles,
    bodyWidth: width,
    spacing: pitch,
    coverage: n / slots,
    colours: {
      background: [255, 255, 255],
      up: [0, 0, 0],
      down: [0, 0, 0],
      hollowUp: false,
      by: 'colour',
    } as CandleReading['colours'],
    volumeBars: 0,
    volume: null,
  };
  return { candles: cr } as unknown as ChartReading;
}

describe('judgeReading', () => {
  it('tells OHLC bars (thin strokes far apart) from dense candles', () => {
    expect(ohlcBars(2, 8)).toBe(true);
    expect(ohlcBars(1, 16)).toBe(true);
    expect(ohlcBars(2, 4)).toBe(false);
    expect(ohlcBars(5, 20)).toBe(false);
  });

  it('accepts OHLC bars (ticks read apart) with weekend gaps, under the dense floors', () => {
    expect(judgeReading(IMG, reading(40, 2, 8, true))).toBe('ok');
    // 3 of 4 slots filled: under the dense coverage floor, over the wider one
    expect(judgeReading(IMG, reading(30, 2, 16, true, true))).toBe('ok');
  });

  it('still refuses marks without bodies or ticks, a gappy dense series, bars on one baseline', () => {
    expect(judgeReading(IMG, reading(40, 2, 4, false))).toBe('NO_CANDLES');
    // thin marks far apart whose ticks were not found (dotted grid lines) are no bars
    expect(judgeReading(IMG, reading(40, 2, 22, false))).toBe('NO_CANDLES');
    // the same gappy series at a dense pitch stays under the dense coverage floor
    expect(judgeReading(IMG, reading(30, 2, 4, true, true))).not.toBe('ok');
    const columns = reading(40, 2, 8, true);
    for (const c of columns.candles!.candles) c.yLow = 400;
    expect(judgeReading(IMG, columns)).toBe('NO_CANDLES');
  });
});
