import type { Sector } from '../../../../shared/analysis';

/**
 * One kind of thing a trader says about a trade: the asset, the timeframe, a level, the setup,
 * the risk, the market's own terms. Terms are matched as whole words without accents or case
 * (plurals too); patterns run on that normalised text, for what no list can hold (any pair, any
 * ticker, any timeframe code). `suggest` is what the meter proposes when the group is missing.
 */
export interface VocabularyGroup {
  name: string;
  terms: readonly string[];
  patterns?: readonly RegExp[];
  suggest: string;
}

const currencies = 'eur|usd|gbp|jpy|chf|aud|cad|nzd|brl|mxn|try|zar|sek|nok|sgd|hkd';
const currencyPair = new RegExp(`(^|[^a-z])(${currencies})\\s?\\/?\\s?(${currencies})([^a-z]|$)`);

const timeframe: VocabularyGroup = {
  name: 'timeframe',
  terms: ['timeframe', 'tempo gráfico', 'diário', 'semanal', 'intraday', 'scalp'],
  patterns: [
    // M1, M15, H1, H4, D1, W1, S30; '5m', '1h', '15 min', '5 minutos', '4 horas'
    /(^|[^a-z0-9])([mhdws]\d{1,2}|\d{1,2}\s?(m|h|min|mins|minutos?|horas?|segundos?))([^a-z0-9]|$)/,
  ],
  suggest: 'M5',
};

const levels: VocabularyGroup = {
  name: 'níveis',
  terms: [
    'suporte',
    'resistência',
    'topo',
    'fundo',
    'zona',
    'nível',
    'fibonacci',
    'média móvel',
    'pivô',
    'linha de tendência',
    'canal',
    'máxima',
    'mínima',
  ],
  suggest: 'suporte',
};

const setup: VocabularyGroup = {
  name: 'ação',
  terms: [
    'rompimento',
    'reversão',
    'pullback',
    'retração',
    'tendência',
    'compra',
    'venda',
    'comprar',
    'vender',
    'entrada',
    'entrar',
    'call',
    'put',
    'lateral',
    'consolidação',
    'alta',
    'baixa',
  ],
  suggest: 'rompimento',
};

const risk: VocabularyGroup = {
  name: 'risco',
  terms: ['stop', 'alvo', 'take profit', 'stop loss', 'risco', 'gerenciamento', 'gain', 'loss', 'saída'],
  suggest: 'stop',
};

const optionRisk: VocabularyGroup = {
  name: 'risco',
  terms: ['expiração', 'payout', 'gale', 'valor', 'banca', 'gerenciamento', 'risco'],
  suggest: 'expiração',
};

const forexAsset: VocabularyGroup = {
  name: 'ativo',
  terms: ['par', 'dólar', 'euro', 'libra', 'iene', 'moeda'],
  patterns: [currencyPair],
  suggest: 'EUR/USD',
};

/** What a trader of each market talks about, kind by kind (issue 26, item 12). */
export const sectorVocabulary: Record<Sector, readonly VocabularyGroup[]> = {
  binary: [
    { ...forexAsset, terms: [...forexAsset.terms, 'ativo', 'otc'] },
    timeframe,
    levels,
    setup,
    optionRisk,
    { name: 'mercado', terms: ['vela', 'candle', 'opção binária', 'corretora', 'sinal'], suggest: 'vela' },
  ],
  otc: [
    { ...forexAsset, terms: [...forexAsset.terms, 'ativo'] },
    timeframe,
    levels,
    setup,
    optionRisk,
    {
      name: 'mercado',
      terms: ['otc', 'fim de semana', 'vela', 'candle', 'corretora', 'volatilidade'],
      suggest: 'OTC',
    },
  ],
  forex: [
    forexAsset,
    timeframe,
    levels,
    setup,
    risk,
    {
      name: 'mercado',
      terms: ['pips', 'pip', 'spread', 'lote', 'alavancagem', 'sessão', 'londres', 'nova york', 'swap'],
      suggest: 'pips',
    },
  ],
  crypto: [
    {
      name: 'ativo',
      terms: [
        'bitcoin',
        'btc',
        'ethereum',
        'eth',
        'altcoin',
        'solana',
        'sol',
        'xrp',
        'cripto',
        'criptomoeda',
      ],
      patterns: [/(^|[^a-z])[a-z]{2,6}\s?\/?\s?(usdt|usd|brl|btc)([^a-z]|$)/],
      suggest: 'BTC/USDT',
    },
    timeframe,
    levels,
    setup,
    risk,
    {
      name: 'mercado',
      terms: ['volume', 'halving', 'rsi', 'ifr', 'volatilidade', 'funding', 'exchange', 'on-chain'],
      suggest: 'volume',
    },
  ],
  stocks: [
    {
      name: 'ativo',
      terms: ['ação', 'papel', 'empresa', 'ativo'],
      // B3 tickers: PETR4, VALE3, ITUB4, BOVA11
      patterns: [/(^|[^a-z0-9])[a-z]{4}\d{1,2}([^a-z0-9]|$)/],
      suggest: 'PETR4',
    },
    timeframe,
    levels,
    setup,
    risk,
    {
      name: 'mercado',
      terms: ['dividendos', 'balanço', 'lucro', 'volume', 'gap', 'b3', 'ibovespa', 'leilão'],
      suggest: 'volume',
    },
  ],
  commodities: [
    {
      name: 'ativo',
      terms: [
        'ouro',
        'prata',
        'petróleo',
        'soja',
        'milho',
        'café',
        'minério',
        'boi',
        'gás',
        'wti',
        'brent',
        'xau',
      ],
      suggest: 'ouro',
    },
    timeframe,
    levels,
    setup,
    risk,
    {
      name: 'mercado',
      terms: ['oferta', 'demanda', 'safra', 'estoque', 'estoques', 'opep', 'clima', 'dólar'],
      suggest: 'oferta',
    },
  ],
  indices: [
    {
      name: 'ativo',
      terms: [
        'índice',
        'ibovespa',
        's&p 500',
        'nasdaq',
        'dow jones',
        'mini índice',
        'win',
        'dax',
        'us30',
        'us100',
        'us500',
      ],
      suggest: 'mini índice',
    },
    timeframe,
    levels,
    setup,
    risk,
    {
      name: 'mercado',
      terms: ['juros', 'futuro', 'vencimento', 'vix', 'gap', 'volume', 'abertura', 'fechamento'],
      suggest: 'juros',
    },
  ],
};
