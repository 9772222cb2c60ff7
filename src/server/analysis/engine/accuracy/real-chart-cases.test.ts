import { describe, expect, it } from 'vitest';
import { sameSymbol } from './real-chart-cases';

describe('sameSymbol', () => {
  it('matches a reading to the symbol printed on the chart', () => {
    expect(sameSymbol('USD/DZD (OTC)', 'USDDZD OTC')).toBe(true);
    expect(sameSymbol('JBM AUTO LTD', 'JBM AUTO LTD (NSE)')).toBe(true);
    expect(sameSymbol('EURUSD', 'FX:EURUSD')).toBe(true);
    expect(sameSymbol('FX:EURUSD', 'EURUSD')).toBe(true);
    expect(sameSymbol('EURUSD', 'GBPUSD')).toBe(false);
    expect(sameSymbol('E', 'EURUSD')).toBe(false);
  });
});
