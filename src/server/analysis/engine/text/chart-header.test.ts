import { describe, expect, it } from 'vitest';
import { normaliseTimeframe, parseChartHeader, writtenAsAName } from './chart-header';

describe('symbol and timeframe from the chart header', () => {
  it.each([
    [['Gold,Daily 1252.95 1256.94 1251.60 1253.84'], 'Gold', 'D1'],
    [['GBPUSD,M15 1.23842 1.23843 1.23842 1.23843'], 'GBPUSD', 'M15'],
    [['MXI-6.24, 5m'], 'MXI-6.24', 'M5'],
    [['USD/DZD (OTC) 93%', 'Time 09:15'], 'USD/DZD (OTC)', undefined],
    [['BHD/CNYOTC', 'S30'], 'BHD/CNY (OTC)', 'S30'],
    [['TRX/USDT.P 永续', '3m 15m 1h'], 'TRX/USDT.P', undefined],
    [['EURUSD,H1', 'M1 M5 M15 H1 H4'], 'EURUSD', 'H1'],
    [['M5M15M30', 'Gold, Daily'], 'Gold', 'D1'],
    [['XAUUSD-H4', 'Gold - Cash'], 'XAUUSD', 'H4'],
    [['MINI-TAIEX FUTURES · 1天 · TAIFEX', 'MXF1!'], 'MXF1!', 'D1'],
    [['PETR4 · 15 min · BMFBOVESPA'], 'PETR4', 'M15'],
    [['WINFUT 5m'], 'WINFUT', 'M5'],
    [['EURUSD · 1h O1.22265 H1.23046 L1.21983 C1.22005'], 'EURUSD', 'H1'],
    [['XAUUSD · 4h O2350.1 H4.2 L2349.0 C2351.2'], 'XAUUSD', 'H4'],
    [['market-qx.pro/en/demo-trade', 'Demo trading | Quotex'], undefined, undefined],
    [['Euro /U.S.Dollar·15·FXCM O1.17018 H1.17038L1.17006 C1.17034'], 'EURUSD', 'M15'],
    [['Bitcoin / TetherUS·5-BINANCE'], 'BTCUSDT', 'M5'],
    [['Apple Inc · 240 · NASDAQ'], 'Apple Inc', 'H4'],
    [['SPY 1 D 1m [NYSE] D: 1/1'], 'SPY', 'M1'],
    [['Volume · 24h · 1.2B'], undefined, undefined],
    [['USOIL·CFDnaropeWTI.1D.TVC'], 'USOIL', 'D1'],
    [['Gold · 1M · OANDA'], 'Gold', 'MN1'],
    [['en15·FXCM'], undefined, undefined],
    [['12 · 15 · 30'], undefined, undefined],
    [['SymBYPTarehIDX • 1m • BINOMO • TradingPo'], undefined, 'M1'],
    [['McKesson Corp · 1D · NYSE'], 'McKesson Corp', 'D1'],
    [['GOLD : CFD na ztoto (USD/OZ) · 15 · TVC'], 'GOLD', 'M15'],
    [['NATURALGAS: Erdgas · 4h · CAPITALCOM'], 'NATURALGAS', 'H4'],
    [['Gold vs US Dollar, 30,'], 'XAUUSD', 'M30'],
    [['Apple Inc, 1D, NASDAQ'], 'Apple Inc', 'D1'],
    [['Apple OTC', 'Expiration time'], 'Apple OTC', undefined],
    [['Brent Oil (OTC)'], 'Brent Oil OTC', undefined],
    [['GBPUSD.HI', ' Daily Range = 15.10 .'], 'GBPUSD', undefined],
    [['Gold, Daily'], 'Gold', 'D1'],
    [['12, 15, 30'], undefined, undefined],
    [['BioNTech SE · 1D · NASDAQ'], 'BioNTech SE', 'D1'],
    [['iShares Bitcoin Trust · 1D · NASDAQ'], 'iShares Bitcoin Trust', 'D1'],
    [['JBM AUTO LTD, 1D, NSE'], 'JBM AUTO LTD', 'D1'],
    [['en · 15 · FXCM'], undefined, 'M15'],
    [['1234567: MetaQuotes-Demo - Demo Account - [EURUSD,M15]'], 'EURUSD', 'M15'],
    [['EURUSD,H1 GBPUSD,H4 USDJPY,M15'], undefined, undefined],
    [['ETH / USDC · 1 · Vest O2,011.648 H2,010.928'], 'ETH/USDC', 'M1'],
    [['Gold vs US Dollar · 30 ·'], 'XAUUSD', 'M30'],
    [['Gold vs US Dollar · 30 -'], 'XAUUSD', 'M30'],
    [['GOLD·4', 'MINI-TAIEXFUTURES·1天·TAIFEX-D=33,477高=33,544'], 'MINI-TAIEXFUTURES', 'D1'],
  ])('%j → %s %s', (lines, symbol, timeframe) => {
    const h = parseChartHeader(lines);
    expect(h.symbol).toBe(symbol);
    expect(h.timeframe).toBe(timeframe);
  });

  it('takes no timeframe from a selector whose buttons stand side by side', () => {
    const box = (x0: number) => ({ x0, x1: x0 + 20, y0: 10, y1: 22 });
    expect(parseChartHeader(['3m', '15m', '1h'], [box(100), box(130), box(160)]).timeframe).toBeUndefined();
    expect(parseChartHeader(['BTCUSDT', '15m'], [box(10), box(300)]).timeframe).toBe('M15');
  });

  it('reads the legend OHLC of MetaTrader and TradingView', () => {
    expect(parseChartHeader(['EURUSD,H1 1.18530 1.18598 1.18437 1.18453']).legend).toEqual({
      open: 1.1853,
      high: 1.18598,
      low: 1.18437,
      close: 1.18453,
    });
    expect(parseChartHeader(['JBM AUTO LTD, 1D, NSE O1420.00 H1484.20 L1415.00 C1464.20']).legend).toEqual({
      open: 1420,
      high: 1484.2,
      low: 1415,
      close: 1464.2,
    });
  });

  it('reads an OTC suffix the OCR took for QTC or 0TC', () => {
    expect(parseChartHeader(['AUDCAD-QTCP,M1 0.90206 0.90217 0.90178 0.90207']).symbol).toBe('AUDCAD-OTCP');
    expect(parseChartHeader(['EUR/USD (QTC) 92%']).symbol).toBe('EUR/USD (OTC)');
    expect(parseChartHeader(['QTCUSD,H1']).symbol).toBe('QTCUSD');
  });

  it('normalises timeframes', () => {
    expect(normaliseTimeframe('1h')).toEqual({ timeframe: 'H1', minutes: 60 });
    expect(normaliseTimeframe('Weekly')).toEqual({ timeframe: 'W1', minutes: 10080 });
    expect(normaliseTimeframe('5 min')).toEqual({ timeframe: 'M5', minutes: 5 });
  });
});

describe('payout from the broker header', () => {
  it.each([
    [['USD/DZD (OTC) 93%', 'Time 09:15'], 93],
    [['EUR/USD OTC 87 %'], 87],
    [['+92%'], 92],
    [['Lucro 85%'], 85],
    [['Payout: 78%'], 78],
    [['93%'], undefined],
    [['BTC/USDT +1.23%'], undefined],
    [['EUR/USD -3%'], undefined],
    [['20%', '40%', '60%'], undefined],
    [['Volume · 24h · 1.2B'], undefined],
  ])('%j → %s', (lines, payout) => {
    expect(parseChartHeader(lines).payout).toBe(payout);
  });
});

describe('payout in a box of its own', () => {
  it('takes a bare percentage right of the asset or under it', () => {
    const row = parseChartHeader(
      ['USD/DZD(OTC)', '93%'],
      [
        { x0: 71, y0: 906, x1: 195, y1: 921 },
        { x0: 209, y0: 906, x1: 242, y1: 919 },
      ],
    );
    expect(row.payout).toBe(93);
    const under = parseChartHeader(
      ['EUR/JPY', '30%'],
      [
        { x0: 187, y0: 203, x1: 235, y1: 212 },
        { x0: 187, y0: 216, x1: 210, y1: 225 },
      ],
    );
    expect(under.payout).toBe(30);
  });

  it('leaves a percentage far from any asset name', () => {
    const h = parseChartHeader(
      ['Get a 50% bonus on your deposit!', '50%', 'EUR/JPY'],
      [
        { x0: 555, y0: 148, x1: 762, y1: 158 },
        { x0: 779, y0: 149, x1: 804, y1: 158 },
        { x0: 187, y0: 203, x1: 235, y1: 212 },
      ],
    );
    expect(h.payout).toBeUndefined();
  });
});

describe('timeframe selectors', () => {
  it("takes no timeframe from a selector's first button run together with the toolbar's icons", () => {
    const h = parseChartHeader(
      ['←|-=T品- M1', 'M5 M15 M30', 'D1 +300,'],
      [
        { x0: 277, y0: 35, x1: 1190, y1: 82 },
        { x0: 1235, y0: 46, x1: 1443, y1: 69 },
        { x0: 1405, y0: 764, x1: 1509, y1: 794 },
      ],
    );
    expect(h.timeframe).toBeUndefined();
  });
});

describe('payout in a trade panel', () => {
  it("takes Pocket Option's '+92%' and a percentage under 'Payout', nothing else of the panel", () => {
    const panel = (text: string, y0: number) => ({ text, box: { x0: 1400, y0, x1: 1460, y1: y0 + 12 } });
    const po = parseChartHeader(['Apple OTC'], undefined, [
      panel('12:39:00', 420),
      panel('$10', 450),
      panel('+92%', 500),
    ]);
    expect(po).toMatchObject({ symbol: 'Apple OTC', payout: 92 });
    expect(po.timeframe).toBeUndefined();
    expect(parseChartHeader([], undefined, [panel('Payout', 480), panel('85%', 496)]).payout).toBe(85);
    expect(parseChartHeader([], undefined, [panel('HIGHER', 480), panel('85%', 496)]).payout).toBeUndefined();
  });
});

describe('names as instruments are written', () => {
  it('keeps brand capitals and drops cut-off or run-together text', () => {
    for (const name of [
      'BioNTech SE',
      'iShares Bitcoin Trust',
      'McKesson Corp',
      'Bitcoin / TetherUS',
      '小型台指',
    ])
      expect(writtenAsAName(name), name).toBe(true);
    for (const name of ['en', 'ar / U.S. Dollar', 'SymBYPTarehIDX', 'X'])
      expect(writtenAsAName(name), name).toBe(false);
  });
});
