/**
 * What the trader wrote in the specification ("procuro CALL ou PUT no suporte, expiração de 5
 * minutos, EUR/USD M1"), read into a typed intent. Only what is clearly there is returned:
 * alerts about the user's intent may speak only of what the user said.
 */
export type Direction = 'buy' | 'sell' | 'both';
export type Setup = 'reversao' | 'rompimento' | 'tendencia' | 'suporte-resistencia' | 'pullback';

export type TradeIntent = {
  /** the side(s) the trader asked about; absent when none was named */
  direction?: Direction;
  setups: Setup[];
  /** the option's expiry the trader named ("expiração de 5 minutos") */
  expiryMinutes?: number;
  /** the chart's timeframe the trader named ("M5", "gráfico de 15 minutos", "diário") */
  timeframe?: string;
  minutes?: number;
  symbol?: string;
  otc?: boolean;
};

const FX = 'USD|EUR|GBP|JPY|AUD|CAD|CHF|NZD|BRL|MXN|ZAR|TRY|SEK|NOK|DZD|INR|IDR|CNY|HKD|SGD';
const CRYPTO = 'BTC|ETH|BNB|SOL|XRP|ADA|DOGE|DOT|LTC|AVAX|MATIC|LINK|TRX|SHIB';
const INDICES = 'IBOV|IBOVESPA|WIN|WDO|US30|US100|US500|NAS100|SPX500|SPX|DAX|DAX40|GER40|UK100|DJI|NDX';
const COMMODITIES = 'XAUUSD|XAGUSD|GOLD|PETROLEO|WTI|BRENT|USOIL|UKOIL';

function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * A word counts unless a negation stands right before it in the same clause ("não quero
 * vender", "sem put"; in "nada de call, só put" the put stands).
 */
const NEGATION = /(?:\bnao\b|\bsem\b|\bnada de\b|\bevit\w*|\bnunca\b)(?:\s+\S+){0,2}\s*$/;

function mentioned(text: string, re: RegExp): boolean {
  const global = new RegExp(re.source, 'g');
  for (const m of text.matchAll(global)) {
    const clause =
      text
        .slice(0, m.index)
        .split(/[,.;!?]/)
        .pop() ?? '';
    if (!NEGATION.test(clause)) return true;
  }
  return false;
}

const BUY = /\b(?:call|calls|compra\w*|compre|comprar|comprad\w*|long|subi\w*|para cima|pra cima)\b/;
const SELL = /\b(?:put|puts|venda\w*|vend[ae]r?|vendid\w*|short|cair|queda|para baixo|pra baixo)\b/;
const BOTH =
  /\b(?:call ou put|put ou call|compra ou venda|venda ou compra|call\/put|put\/call|ambos os lados|os dois lados|qualquer (?:lado|direcao))\b/;

const EXPIRY =
  /\b(?:expira\w*|expiry|vencimento|tempo de expiracao|operac\w* de|entradas? de)\s*(?:de|em|:)?\s*(\d{1,2})\s*(?:min\w*|m)\b/;
const EXPIRY_AFTER = /\b(\d{1,2})\s*(?:min\w*|m)\s+de\s+expira\w*/;

const SETUPS: Array<[Setup, RegExp]> = [
  ['reversao', /revers|revert|virada|fundo duplo|topo duplo|exaust/],
  ['rompimento', /rompiment|romper|rompe|breakout|furar/],
  ['pullback', /pullback|pull back|retrac|correca|reteste/],
  ['tendencia', /tendenc|a favor d[oa]|continuac|seguir o movimento/],
  ['suporte-resistencia', /suporte|resistenc|\bs\/r\b|\bzonas?\b|\bnive(?:l|is)\b/],
];

export function parseIntent(text: string | undefined): TradeIntent {
  const raw = (text ?? '').slice(0, 500);
  const s = fold(raw);
  const out: TradeIntent = { setups: [] };

  const both = BOTH.test(s);
  const buy = mentioned(s, BUY);
  const sell = mentioned(s, SELL);
  if (both || (buy && sell)) out.direction = 'both';
  else if (buy) out.direction = 'buy';
  else if (sell) out.direction = 'sell';

  for (const [setup, re] of SETUPS) if (re.test(s)) out.setups.push(setup);
  if (/\botc\b/.test(s)) out.otc = true;

  // the expiry is read first and cut out, so "expiração de 5 minutos" is not also a timeframe
  let rest = s;
  const exp = EXPIRY.exec(s) ?? EXPIRY_AFTER.exec(s);
  if (exp) {
    out.expiryMinutes = Number(exp[1]);
    rest = s.replace(exp[0], ' ');
  }
  const tf = readTimeframe(rest);
  if (tf) Object.assign(out, tf);
  const symbol = readSymbol(raw.toUpperCase());
  if (symbol) out.symbol = symbol;
  return out;
}

function readTimeframe(s: string): { timeframe: string; minutes: number } | null {
  const unit: Record<string, number> = { m: 1, h: 60, d: 1440, w: 10080 };
  const code = /\b([mhdw])(\d{1,2})\b/.exec(s);
  if (code) {
    const n = Number(code[2]);
    return n > 0 ? { timeframe: `${code[1]!.toUpperCase()}${n}`, minutes: n * unit[code[1]!]! } : null;
  }
  const spelled = /\b(\d{1,2})\s*(min\w*|m|h|horas?|d|dias?)\b/.exec(s);
  if (spelled) {
    const n = Number(spelled[1]);
    const u = spelled[2]!;
    const minutes = u.startsWith('m') ? n : u.startsWith('h') ? n * 60 : n * 1440;
    if (n <= 0) return null;
    return {
      minutes,
      timeframe: minutes < 60 ? `M${minutes}` : minutes < 1440 ? `H${minutes / 60}` : `D${minutes / 1440}`,
    };
  }
  if (/\bdiari[oa]\b|\bdaily\b/.test(s)) return { timeframe: 'D1', minutes: 1440 };
  if (/\bsemanal\b|\bweekly\b/.test(s)) return { timeframe: 'W1', minutes: 10080 };
  if (/\buma hora\b|\bhorario\b/.test(s)) return { timeframe: 'H1', minutes: 60 };
  return null;
}

function readSymbol(up: string): string | null {
  const fx = new RegExp(`\\b(${FX})\\s*[/\\-]?\\s*(${FX})\\b`).exec(up);
  if (fx && fx[1] !== fx[2]) return `${fx[1]}/${fx[2]}`;
  const crypto = new RegExp(`\\b(${CRYPTO})\\s*[/\\-]?\\s*(USDT|USDC|USD|BRL|BTC)?\\b`).exec(up);
  if (crypto) return crypto[2] ? `${crypto[1]}${crypto[2]}` : crypto[1]!;
  const idx = new RegExp(`\\b(${INDICES}|${COMMODITIES})\\b`).exec(up);
  if (idx) return idx[1]!;
  if (/\bOURO\b/.test(up)) return 'XAUUSD';
  const b3 = /\b([A-Z]{4}(?:3|4|5|6|11)F?)\b/.exec(up);
  return b3 ? b3[1]! : null;
}
