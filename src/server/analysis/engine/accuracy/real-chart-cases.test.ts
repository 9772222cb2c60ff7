import { describe, expect, it } from 'vitest';
import { caseFileName } from './case-images';
import {
  sameSymbol,
  sameTimeframe,
  scaledCase,
  scoreCase,
  summarize,
  type Outcome,
  type RealChartCase,
} from './real-chart-cases';

describe('sameSymbol', () => {
  it('matches a reading to the symbol printed on the chart', () => {
    expect(sameSymbol('USD/DZD (OTC)', 'USDDZD OTC')).toBe(true);
    expect(sameSymbol('JBM AUTO LTD', 'JBM AUTO LTD (NSE)')).toBe(true);
    expect(sameSymbol('EURUSD', 'FX:EURUSD')).toBe(true);
    expect(sameSymbol('FX:EURUSD', 'EURUSD')).toBe(true);
    expect(sameSymbol('EURUSD', 'GBPUSD')).toBe(false);
    expect(sameSymbol('E', 'EURUSD')).toBe(false);
  });

  it('takes a pair labelled by its names for its ticker', () => {
    expect(sameSymbol('XAUUSD', 'Gold vs US Dollar')).toBe(true);
    expect(sameSymbol('EURUSD', 'Euro / U.S. Dollar')).toBe(true);
    expect(sameSymbol('XAGUSD', 'Gold vs US Dollar')).toBe(false);
  });
});

describe('sameTimeframe', () => {
  it('takes the forms platforms print for one interval', () => {
    expect(sameTimeframe('M5', '5m')).toBe(true);
    expect(sameTimeframe('D1', 'Daily')).toBe(true);
    expect(sameTimeframe('D1', '1D')).toBe(true);
    expect(sameTimeframe('H1', 'H4+H1')).toBe(true);
    expect(sameTimeframe('S5', 'S5')).toBe(true);
    expect(sameTimeframe('M1', '1m')).toBe(true);
    expect(sameTimeframe('M1', 'H1')).toBe(false);
    expect(sameTimeframe('M15', '5m')).toBe(false);
    expect(sameTimeframe('M5', '5 Minute')).toBe(true);
    expect(sameTimeframe('M1', '5 Minutes')).toBe(false);
    expect(sameTimeframe('D1', '1 Day')).toBe(true);
    expect(sameTimeframe('M30', '30')).toBe(true);
  });
});

const chart: RealChartCase = {
  id: 'qx_phone_eurusd',
  sector: 'otc',
  what: '',
  candles: [10, 12],
  lastX: [100, 110],
  axis: [1.1, 1.2],
  axisSide: 'right',
  last: { close: 1.15 },
  symbol: 'EUR/USD',
  timeframe: '1m',
  payout: 93,
  refuse: false,
  source: { repo: 'someone/bot', commit: 'a'.repeat(40), path: 'img/shot.JPG' },
};
const read: Outcome = {
  refused: false,
  candleCount: 11,
  lastX: 105,
  last: { open: 1.15, high: 1.16, low: 1.14, close: 1.151 },
  axisRead: true,
  axisValues: [1.1, 1.2],
  symbol: 'EUR/USD',
  timeframe: 'M1',
  payout: 93,
};

describe('scoreCase', () => {
  it('scores timeframe and payout as printed, and counts per platform', () => {
    const ok = scoreCase(chart, read);
    expect(ok).toMatchObject({ withinExpectations: true, timeframe: true, payout: true, platform: 'qx' });
    const wrong = scoreCase(chart, { ...read, timeframe: 'M5', payout: null, candleCount: 30 });
    expect(wrong).toMatchObject({ withinExpectations: false, timeframe: false, payout: false });
    const sum = summarize([ok, wrong, scoreCase({ ...chart, platform: 'mt5' }, read)]);
    expect(sum.platforms).toEqual({ qx: { cases: 2, within: 1 }, mt5: { cases: 1, within: 1 } });
    expect(sum).toMatchObject({ timeframePrinted: 3, timeframeRead: 2, payoutPrinted: 3, payoutRead: 2 });
  });

  it('notes a payout read where none is printed', () => {
    const s = scoreCase({ ...chart, payout: null }, read);
    expect(s.payout).toBeNull();
    expect(s.notes.join()).toMatch(/payout 93 read where the case prints none/);
  });

  it('names a cached image after its case and its source', () => {
    expect(caseFileName(chart)).toBe('qx_phone_eurusd.jpg');
    expect(caseFileName({ ...chart, file: 'x.png' })).toBe('x.png');
  });
});

describe('scaledCase', () => {
  it("scales the last candle's position with the image, a pixel of slack each side", () => {
    expect(scaledCase(chart, 2).lastX).toEqual([199, 221]);
    expect(scaledCase(chart, 0.6)).toMatchObject({
      lastX: [59, 67],
      candles: [10, 12],
      id: 'qx_phone_eurusd@0.6x',
    });
  });
});
