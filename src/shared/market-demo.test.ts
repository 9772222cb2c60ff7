import { describe, expect, it } from 'vitest';
import { computeTopMovers, demoMarketData } from './market-demo';

describe('computeTopMovers', () => {
  it('takes the 3 biggest gainers and the 3 biggest losers across categories', () => {
    const { topMovers } = demoMarketData();
    expect(topMovers.gainers.map((m) => m.symbol)).toEqual(['SOLUSDT', 'TSLA', 'NVDA']);
    expect(topMovers.losers.map((m) => m.symbol)).toEqual(['META', 'BNBUSDT', 'MSFT']);
  });

  it('never lists a falling asset among the gainers', () => {
    const quote = (pair: string, changePercent: number) => ({ pair, price: 1, change: 0, changePercent });
    const movers = computeTopMovers({
      stocks: [],
      crypto: [],
      forex: [quote('A', -1), quote('B', -2), quote('C', 0)],
    });
    expect(movers.gainers).toEqual([]);
    expect(movers.losers.map((m) => m.symbol)).toEqual(['B', 'A']);
  });
});
