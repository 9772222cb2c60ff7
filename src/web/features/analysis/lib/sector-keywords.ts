import type { Sector } from '../../../../shared/analysis';

/**
 * What a trader of each market tends to mention. Twelve per sector so the relevance meter moves
 * visibly: four relevant words already reach the gold band (above 30 %), eight the green one.
 */
export const sectorKeywords: Record<Sector, readonly string[]> = {
  binary: ['call', 'put', 'expiração', 'vela', 'minuto', 'm1', 'm5', 'suporte', 'resistência', 'rompimento', 'reversão', 'tendência'],
  otc: ['otc', 'call', 'put', 'expiração', 'vela', 'minuto', 'fim de semana', 'suporte', 'resistência', 'reversão', 'tendência', 'volatilidade'],
  forex: ['eur/usd', 'par', 'pips', 'spread', 'lote', 'alavancagem', 'suporte', 'resistência', 'tendência', 'fibonacci', 'média móvel', 'sessão'],
  crypto: ['bitcoin', 'btc', 'ethereum', 'altcoin', 'usdt', 'halving', 'volume', 'suporte', 'resistência', 'tendência', 'rsi', 'volatilidade'],
  stocks: ['ação', 'ibovespa', 'b3', 'dividendos', 'balanço', 'lucro', 'volume', 'suporte', 'resistência', 'tendência', 'média móvel', 'gap'],
  commodities: ['ouro', 'petróleo', 'soja', 'milho', 'café', 'minério', 'oferta', 'demanda', 'safra', 'suporte', 'resistência', 'tendência'],
  indices: ['índice', 'ibovespa', 's&p 500', 'nasdaq', 'dow jones', 'mini índice', 'futuro', 'vix', 'juros', 'suporte', 'resistência', 'tendência'],
};
