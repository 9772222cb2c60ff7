import { describe, expect, it } from 'vitest';
import { parseIntent, type TradeIntent } from './intent';

/** Realistic specifications as traders type them, and what must be read from each. */
const TABLE: Array<[string, Partial<TradeIntent>]> = [
  ['procuro CALL ou PUT no suporte e resistência', { direction: 'both', setups: ['suporte-resistencia'] }],
  ['EUR/USD M5, procuro reversão', { symbol: 'EUR/USD', timeframe: 'M5', minutes: 5, setups: ['reversao'] }],
  ['Quero entrar de CALL com expiração de 5 minutos', { direction: 'buy', expiryMinutes: 5 }],
  [
    'put na resistência, expiração 1 min, gráfico M1',
    { direction: 'sell', expiryMinutes: 1, timeframe: 'M1', setups: ['suporte-resistencia'] },
  ],
  [
    'GBP/JPY OTC m1 entrada de 2 minutos',
    { symbol: 'GBP/JPY', otc: true, timeframe: 'M1', expiryMinutes: 2 },
  ],
  ['btcusdt 1h rompimento', { symbol: 'BTCUSDT', timeframe: 'H1', setups: ['rompimento'] }],
  ['PETR4 no diário, quero comprar', { symbol: 'PETR4', timeframe: 'D1', direction: 'buy' }],
  ['gbpjpy H4 venda', { symbol: 'GBP/JPY', timeframe: 'H4', direction: 'sell' }],
  ['não quero vender, só compra a favor da tendência', { direction: 'buy', setups: ['tendencia'] }],
  ['sem put hoje, procuro call no pullback', { direction: 'buy', setups: ['pullback'] }],
  ['compra ou venda? qual a melhor entrada', { direction: 'both' }],
  ['analisa o gráfico por favor', {}],
  ['', {}],
  ['VALE3 semanal, topo duplo?', { symbol: 'VALE3', timeframe: 'W1', setups: ['reversao'] }],
  ['XAUUSD 15 minutos, vai cair?', { symbol: 'XAUUSD', timeframe: 'M15', minutes: 15, direction: 'sell' }],
  [
    'ouro no H1 buscando rompimento da resistência',
    { symbol: 'XAUUSD', timeframe: 'H1', setups: ['rompimento', 'suporte-resistencia'] },
  ],
  ['USD/BRL (OTC) expira em 3 min', { symbol: 'USD/BRL', otc: true, expiryMinutes: 3 }],
  [
    'WIN mini índice 5m, tendência de alta, comprar no reteste',
    { symbol: 'WIN', timeframe: 'M5', direction: 'buy', setups: ['pullback', 'tendencia'] },
  ],
  [
    'ETH 4h vendido até o suporte',
    { symbol: 'ETH', timeframe: 'H4', direction: 'sell', setups: ['suporte-resistencia'] },
  ],
  ['opção binária de 1 minuto, call ou put', { direction: 'both', timeframe: 'M1' }],
  ['operação de 5 minutos no EURJPY M1', { symbol: 'EUR/JPY', expiryMinutes: 5, timeframe: 'M1' }],
  ['5 min de expiração, AUDCAD', { symbol: 'AUD/CAD', expiryMinutes: 5 }],
  ['long em BTC/USDT no 15m', { symbol: 'BTCUSDT', timeframe: 'M15', direction: 'buy' }],
  [
    'short no NAS100 1h, exaustão no topo',
    { symbol: 'NAS100', timeframe: 'H1', direction: 'sell', setups: ['reversao'] },
  ],
  ['Evitar compra, mercado lateral', {}],
  ['ITUB4 diario pullback na média', { symbol: 'ITUB4', timeframe: 'D1', setups: ['pullback'] }],
  ['quero saber se vai subir ou cair', { direction: 'both' }],
  [
    'entrada de 1 min CALL no suporte EUR/USD OTC',
    { direction: 'buy', expiryMinutes: 1, symbol: 'EUR/USD', otc: true, setups: ['suporte-resistencia'] },
  ],
  [
    'Gráfico de 30 minutos do S&P, US500, procuro continuação',
    { timeframe: 'M30', symbol: 'US500', setups: ['tendencia'] },
  ],
  [
    'SOL 1d rompeu a resistência? compra',
    { symbol: 'SOL', timeframe: 'D1', direction: 'buy', setups: ['rompimento', 'suporte-resistencia'] },
  ],
  ['nada de call, só put nas zonas', { direction: 'sell', setups: ['suporte-resistencia'] }],
  [
    'M15 EURGBP, reversão com fundo duplo no suporte',
    { timeframe: 'M15', symbol: 'EUR/GBP', setups: ['reversao', 'suporte-resistencia'] },
  ],
];

describe('parseIntent', () => {
  it('has a table of at least 30 realistic specifications', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(30);
  });

  for (const [text, want] of TABLE) {
    it(`reads "${text}"`, () => {
      const got = parseIntent(text);
      expect(got.direction).toBe(want.direction);
      expect(got.setups.sort()).toEqual([...(want.setups ?? [])].sort());
      expect(got.symbol).toBe(want.symbol);
      expect(got.timeframe).toBe(want.timeframe);
      if (want.minutes !== undefined) expect(got.minutes).toBe(want.minutes);
      expect(got.expiryMinutes).toBe(want.expiryMinutes);
      expect(got.otc).toBe(want.otc);
    });
  }
});
