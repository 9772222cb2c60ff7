/**
 * Reads the user's free-text specification ("EUR/USD M5, procuro reversão") for a symbol,
 * a timeframe and the intent. Only what is clearly there is returned.
 */
export type Intent = 'reversal' | 'breakout' | 'buy' | 'sell' | 'trend';
export type ParsedSpec = { symbol?: string; timeframe?: string; minutes?: number; intents: Intent[] };

const FX = 'USD|EUR|GBP|JPY|AUD|CAD|CHF|NZD|BRL|MXN|ZAR|TRY|SEK|NOK';
const CRYPTO = 'BTC|ETH|BNB|SOL|XRP|ADA|DOGE|DOT|LTC|AVAX|MATIC|LINK|TRX|SHIB';
const INDICES = 'IBOV|IBOVESPA|WIN|WDO|US30|US100|US500|NAS100|SPX500|SPX|DAX|DAX40|GER40|UK100|DJI|NDX';
const COMMODITIES = 'XAUUSD|XAGUSD|GOLD|OURO|PETROLEO|WTI|BRENT|USOIL|UKOIL';

function strip(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

export function parseSpecification(text: string | undefined): ParsedSpec {
  const raw = (text ?? '').slice(0, 500);
  const up = raw.toUpperCase();
  const out: ParsedSpec = { intents: [] };
  const fx = new RegExp(`\\b(${FX})\\s*[/\\-]?\\s*(${FX})\\b(?:\\s*\\(?OTC\\)?)?`).exec(up);
  const crypto = new RegExp(`\\b(${CRYPTO})\\s*[/\\-]?\\s*(USDT|USDC|USD|BRL|BTC)?\\b`).exec(up);
  const b3 = /\b([A-Z]{4}(?:3|4|5|6|11)F?)\b/.exec(up);
  const idx = new RegExp(`\\b(${INDICES}|${COMMODITIES})\\b`).exec(up);
  if (fx && fx[1] !== fx[2]) out.symbol = `${fx[1]}/${fx[2]}`;
  else if (crypto) out.symbol = crypto[2] ? `${crypto[1]}${crypto[2]}` : crypto[1]!;
  else if (idx) out.symbol = idx[1]!;
  else if (b3) out.symbol = b3[1]!;

  const tf = /\b(M|H|D|W)(\d{1,2})\b/.exec(up) ?? null;
  const tf2 = /\b(\d{1,2})\s*(MIN|MINUTOS?|M|H|HORAS?|D|DIAS?)\b/.exec(up);
  const s = strip(raw);
  if (tf) {
    const n = Number(tf[2]);
    const unit = tf[1]!;
    out.timeframe = `${unit}${n}`;
    out.minutes = unit === 'M' ? n : unit === 'H' ? n * 60 : unit === 'D' ? n * 1440 : n * 10080;
  } else if (tf2) {
    const n = Number(tf2[1]);
    const u = tf2[2]!;
    const minutes = u.startsWith('M') ? n : u.startsWith('H') ? n * 60 : n * 1440;
    out.minutes = minutes;
    out.timeframe = minutes < 60 ? `M${minutes}` : minutes < 1440 ? `H${minutes / 60}` : `D${minutes / 1440}`;
  } else if (/\bdiari[oa]\b|\bdaily\b/.test(s)) {
    out.timeframe = 'D1';
    out.minutes = 1440;
  } else if (/\bsemanal\b|\bweekly\b/.test(s)) {
    out.timeframe = 'W1';
    out.minutes = 10080;
  }

  const has = (re: RegExp) => re.test(s);
  if (has(/revers|revert|virada|fundo duplo|topo duplo|exaust/)) out.intents.push('reversal');
  if (has(/rompiment|romper|breakout|rompe/)) out.intents.push('breakout');
  if (has(/\bcompr|\bcall\b|\blong\b|\bsubir\b/)) out.intents.push('buy');
  if (has(/\bvend|\bput\b|\bshort\b|\bcair\b/)) out.intents.push('sell');
  if (has(/tendenc|continuac|pullback|seguir a/)) out.intents.push('trend');
  return out;
}
