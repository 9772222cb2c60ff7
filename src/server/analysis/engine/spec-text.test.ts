import { describe, expect, it } from 'vitest';
import { parseSpecification } from './spec-text';

describe('parseSpecification', () => {
  it('reads a forex pair, a timeframe and a reversal intent', () => {
    expect(parseSpecification('EUR/USD M5, procuro reversão')).toEqual({ symbol: 'EUR/USD', timeframe: 'M5', minutes: 5, intents: ['reversal'] });
  });
  it('reads crypto, B3 tickers and textual timeframes', () => {
    expect(parseSpecification('btcusdt 1h rompimento').symbol).toBe('BTCUSDT');
    expect(parseSpecification('btcusdt 1h rompimento').timeframe).toBe('H1');
    expect(parseSpecification('PETR4 no diário, quero comprar')).toMatchObject({ symbol: 'PETR4', timeframe: 'D1', intents: ['buy'] });
    expect(parseSpecification('gbpjpy H4 venda').intents).toEqual(['sell']);
  });
  it('returns nothing it cannot see', () => {
    expect(parseSpecification('')).toEqual({ intents: [] });
    expect(parseSpecification(undefined)).toEqual({ intents: [] });
  });
});
