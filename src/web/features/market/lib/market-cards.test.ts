import { describe, expect, it } from 'vitest';
import { demoMarketData } from '../../../../shared/market-demo';
import { formatPercent, formatQuote, moverLabel, toMarketCards } from './market-cards';
import { sparklinePath, trendSeries } from './sparkline';

describe('toMarketCards', () => {
  it('mixes the three markets and caps at 12', () => {
    const cards = toMarketCards(demoMarketData(new Date(0)));
    expect(cards).toHaveLength(12);
    expect(cards.slice(0, 3).map((c) => c.kind)).toEqual(['crypto', 'forex', 'stock']);
    expect(cards[0]).toMatchObject({ symbol: 'BTC/USDT', name: 'Bitcoin' });
  });

  it('handles a short bundle', () => {
    const cards = toMarketCards({
      forex: [],
      stocks: [],
      crypto: [{ symbol: 'BINANCE:ETHUSDT', price: 1, change: 0, changePercent: 0 }],
    });
    expect(cards).toEqual([
      { kind: 'crypto', symbol: 'ETH/USDT', name: 'Ethereum', price: 1, changePercent: 0 },
    ]);
  });
});

describe('formatting', () => {
  it('formats percentages with sign and pt-BR decimals', () => {
    expect(formatPercent(2.5)).toBe('+2,50%');
    expect(formatPercent(-0.214)).toBe('−0,21%');
    expect(formatPercent(0)).toBe('0,00%');
  });
  it('formats forex with pips and others in USD', () => {
    expect(formatQuote({ kind: 'forex', symbol: 'EUR/USD', price: 1.0864 })).toBe('1,08640');
    expect(formatQuote({ kind: 'forex', symbol: 'USD/JPY', price: 149.32 })).toBe('149,320');
    expect(formatQuote({ kind: 'stock', symbol: 'AAPL', price: 229.87 })).toMatch(/US\$\s?229,87/);
  });
});

describe('sparkline', () => {
  it('ends in the direction of the change and is stable per symbol', () => {
    for (const symbol of ['AAPL', 'EUR/USD', 'BTC/USDT', 'X']) {
      const up = trendSeries(symbol, 1.2);
      const down = trendSeries(symbol, -1.2);
      expect(up.at(-1)! > up[0]!).toBe(true);
      expect(down.at(-1)! < down[0]!).toBe(true);
      expect(trendSeries(symbol, 1.2)).toEqual(up);
    }
  });
  it('draws inside the box', () => {
    const path = sparklinePath([0, 5, 10], 100, 20, 2);
    expect(path).toBe('M2.0 18.0 L50.0 10.0 L98.0 2.0');
    expect(sparklinePath([], 10, 10)).toBe('');
    expect(sparklinePath([3, 3], 10, 10, 0)).toBe('M0.0 5.0 L10.0 5.0');
  });
});

describe('moverLabel', () => {
  it('writes crypto pairs the way the cards do and names known assets', () => {
    expect(moverLabel('SOLUSDT')).toEqual({ symbol: 'SOL/USDT', name: 'Solana' });
    expect(moverLabel('EUR/USD')).toEqual({ symbol: 'EUR/USD', name: 'Euro / Dólar' });
    expect(moverLabel('XYZ')).toEqual({ symbol: 'XYZ', name: 'XYZ' });
  });
});
