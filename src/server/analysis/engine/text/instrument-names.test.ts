import { describe, expect, it } from 'vitest';
import { tickerOfName } from './instrument-names';

describe('tickerOfName', () => {
  it.each([
    ['Euro / U.S. Dollar', 'EURUSD'],
    ['Euro / U.S.Dollr', 'EURUSD'],
    ['Euro/Japanese Yen', 'EURJPY'],
    ['U.S.Dollar / JapaneseYen', 'USDJPY'],
    ['Australian Dollar / U.S.Dollar', 'AUDUSD'],
    ['British Pound / U.S. Dollar', 'GBPUSD'],
    ['Gold Spot / U.S. Dollar', 'XAUUSD'],
    ['GoldSpot / U.S.Dollar', 'XAUUSD'],
    ['Gold vs US Dollar', 'XAUUSD'],
    ['US Dollar vs Swiss Franc', 'USDCHF'],
    ['Bitcoin / TetherUS', 'BTCUSDT'],
  ])('%s → %s', (name, ticker) => {
    expect(tickerOfName(name)).toBe(ticker);
  });

  it.each([
    'USD/DZD (OTC)',
    'ETH/USDC',
    'Apple Inc',
    'ChainLink / TetherUS PERPETUAL CONTRACT',
    'Euro / Euro',
    'Gold',
    'Gold / Silver / Euro',
  ])('leaves %s as printed', (name) => {
    expect(tickerOfName(name)).toBeNull();
  });
});
