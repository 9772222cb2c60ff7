import { tickerOfName } from './instrument-names';
import { parseNumber } from './parse-number';
import type { PixelBox } from './text-boxes';

/**
 * Symbol, timeframe and the legend's OHLC from the lines platforms print around a chart:
 * MetaTrader's "EURUSD,H1 1.18530 1.18598 1.18437 1.18453", TradingView's "Apple Inc · 30 ·
 * NASDAQ  O189.20 H189.90 L188.10 C189.55", brokers' "USD/BRL (OTC) 93%", toolbars with
 * "M1 M5 H1". Only what a pattern recognises is returned; nothing is guessed.
 */
export type ChartHeader = {
  symbol?: string;
  timeframe?: string;
  minutes?: number;
  /**
   * The timeframe measured on the time axis (its clock times over the candles' pitch, see
   * time-axis.ts) where no header prints one: a measure, not a name, so what the trader names
   * comes first
   */
  timeAxis?: { timeframe: string; minutes: number };
  /** the legend's O/H/L/C as printed (it may describe the candle under the crosshair) */
  legend?: { open: number; high: number; low: number; close: number };
  /**
   * A binary broker's payout as printed, in percent (93 for Quotex's "93%", 92 for Pocket
   * Option's "+92%"); absent when none was read — never assumed.
   */
  payout?: number;
};

const CURRENCIES =
  'USD|EUR|JPY|GBP|AUD|NZD|CAD|CHF|BRL|CNY|CNH|HKD|SGD|MXN|ZAR|TRY|RUB|INR|KRW|SEK|NOK|DKK|PLN|HUF|CZK|DZD|BHD|AED|SAR|QAR|KWD|OMR|EGP|IDR|THB|MYR|PHP|ARS|CLP|COP|NGN|KES|UAH|ILS|XAU|XAG|XPT|XPD';
const QUOTES = 'USDT|USDC|BUSD|FDUSD|USD|EUR|BRL|BTC|ETH|BNB';
const PAIR = new RegExp(`\\b(${CURRENCIES})\\s?/\\s?(${CURRENCIES})(?:\\s*\\(?\\s*([OQ0]TC)\\s*\\)?)?`);
const CRYPTO_PAIR = new RegExp(`\\b([A-Z0-9]{2,10})\\s?/\\s?(${QUOTES})(\\.P)?\\b`);
const FX_TICKER = new RegExp(`\\b(${CURRENCIES})(${CURRENCIES})(?:\\s*\\(?([OQ0]TC)\\)?)?`);
/** the OCR reads a broker's OTC suffix as QTC or 0TC now and then; no symbol means those */
const OTC_MISREAD = /(^|[-._\s(])[Q0]TC(?=$|[^A-Za-z0-9]|[pP](?![A-Za-z0-9]))/;
const CRYPTO_TICKER = new RegExp(`\\b([A-Z0-9]{2,10}(?:${QUOTES}))(\\.P)?\\b`);
const B3_TICKER = /\b([A-Z]{4}(?:3|4|5|6|11)F?|(?:WIN|WDO|IND|DOL)(?:[FGHJKMNQUVXZ]\d{2}|FUT|\$N?))\b/;
const FUTURES = /\b([A-Z]{1,5}\d!)/;
const MT_PERIOD =
  'M1|M2|M3|M4|M5|M6|M10|M12|M15|M20|M30|H1|H2|H3|H4|H6|H8|H12|D1|W1|MN1?|Daily|Weekly|Monthly|\\d{1,3}[mhDW]';
/** MetaTrader legend: "SYMBOL,TF" at the start of the line */
const MT_LEGEND = new RegExp(`^\\W*([A-Za-z][\\w.#&$-]{0,24}),\\s?(${MT_PERIOD})\\b`);
/** MetaTrader's window title ends in the chart's "[SYMBOL,TF]" ("12345: Broker - Demo - [EURUSD,M15]") */
const MT_TITLE = new RegExp(`\\[([A-Za-z][\\w.#&$-]{0,24}),\\s?(${MT_PERIOD})\\]`);
/** "SYMBOL,TF" anywhere: a line holding two is MetaTrader's row of chart tabs (the active one is
 * told by its colour, not its text) */
const MT_PAIRS = new RegExp(`(?:^|[^\\w.#&$-])[A-Za-z][\\w.#&$-]{0,24},\\s?(?:${MT_PERIOD})\\b`, 'g');

/**
 * `panel`: short lines of a trade panel beside the chart; only a payout is taken from them (a
 * panel's "12:40:30", "$10" or "HIGHER" names no symbol or timeframe).
 */
export function parseChartHeader(
  lines: string[],
  boxes?: PixelBox[],
  panel: Array<{ text: string; box: PixelBox }> = [],
): ChartHeader {
  const out: ChartHeader = {};
  const toolbar = toolbarLines(lines, boxes);
  const tabs = new Set(lines.filter((l) => [...l.matchAll(MT_PAIRS)].length >= 2));
  for (const line of lines) {
    if (tabs.has(line)) continue;
    const mt = MT_LEGEND.exec(line) ?? MT_TITLE.exec(line);
    if (mt) {
      out.symbol ??= mt[1]!.replace(OTC_MISREAD, '$1OTC');
      setTimeframe(out, mt[2]!);
      out.legend ??= numbersAfter(line, mt[0].length);
    }
  }
  // a legend's interval says what the chart is; a lone "5m" elsewhere may be a button
  const legends = lines.map((line) => ({ line, named: dottedLegend(line) ?? commaLegend(line) }));
  for (const { named } of legends) if (named?.interval) setTimeframe(out, named.interval);
  for (const line of lines) {
    const up = line.toUpperCase();
    if (!out.symbol && !tabs.has(line)) {
      const pair = PAIR.exec(up);
      const crypto = CRYPTO_PAIR.exec(up);
      const fx = FX_TICKER.exec(up);
      if (pair && pair[1] !== pair[2]) out.symbol = `${pair[1]}/${pair[2]}${pair[3] ? ' (OTC)' : ''}`;
      else if (crypto && /[A-Z]/.test(crypto[1]!) && crypto[1] !== crypto[2])
        out.symbol = `${crypto[1]}/${crypto[2]}${crypto[3] ?? ''}`;
      else if (fx && fx[1] !== fx[2] && line.includes(fx[1]!))
        out.symbol = `${fx[1]}${fx[2]}${fx[3] ? ' (OTC)' : ''}`;
      else {
        const t = CRYPTO_TICKER.exec(up) ?? B3_TICKER.exec(up) ?? FUTURES.exec(up);
        if (t && line.includes(t[1]!)) out.symbol = t[1]! + (t[2] ?? '');
      }
    }
    if (!out.timeframe && !toolbar.has(line)) {
      const tf = findTimeframe(line);
      if (tf) setTimeframe(out, tf);
    }
    out.legend ??= prefixedOhlc(line);
  }
  const payout =
    lines.map(payoutIn).find((p) => p !== null) ??
    payoutBeside(lines, boxes) ??
    panel.map((l) => payoutIn(l.text)).find((p) => p !== null) ??
    payoutUnderWord(panel);
  if (payout != null) out.payout = payout;
  // no ticker found: the name a legend prints before its interval and exchange, or an OTC
  // asset's name (Pocket Option's "Apple OTC")
  for (const { line, named } of legends) {
    if (out.symbol) break;
    if (named?.symbol) {
      out.symbol = named.symbol;
      continue;
    }
    const otc = OTC_NAME.exec(line.trim());
    if (otc) out.symbol = `${otc[1]!.trim()} OTC`;
  }
  // a pair printed by its names ("Euro / U.S. Dollar") is given by its ticker, as traders name it
  if (out.symbol) out.symbol = tickerOfName(out.symbol) ?? out.symbol;
  return out;
}

/** An OTC asset named in words on a line of its own: "Apple OTC", "Brent Oil (OTC)". */
const OTC_NAME = /^(\p{Lu}[\p{L}\p{N}&.' -]{1,24}?)\s*\(?OTC\)?$/u;

/**
 * TradingView's legend with commas: "Gold vs US Dollar, 30, OANDA" (the name, the interval — a
 * bare number is minutes — and the exchange, which a crop may cut off).
 */
function commaLegend(line: string): Legend | null {
  const m = /^\s*(\p{L}[\p{L}\p{N} ./&!-]{1,40}?)\s*,\s*(\d{1,4}[smhDWM]?|[DWM])\s*(?:,|$)/u.exec(line);
  if (!m || !writtenAsAName(m[1]!)) return null;
  return { symbol: m[1]!.trim(), interval: intervalOf(m[2]!) };
}

/** What a legend line names: the instrument (when written as a name) and the interval. */
type Legend = { symbol?: string; interval?: string };

/**
 * Whether text is written as instruments are named: two letters at least; a capital (or a letter
 * of a script without case) in the first word, since a name the detector cut off starts mid-word
 * ("en" of "…Japanese Yen"); and no word whose letters change case more than three times. Brand
 * names change case two or three times ("iShares", "BioNTech", "McKesson", "TetherUS"); two
 * texts run together under a tooltip change it at random ("SymBYPTarehIDX": four times).
 */
export function writtenAsAName(text: string): boolean {
  const words = text.trim().split(/\s+/);
  if (!/\p{L}.*\p{L}/u.test(text) || !/[\p{Lu}\p{Lo}]/u.test(words[0] ?? '')) return false;
  return words.every((word) => caseChanges(word) <= NAME_CASE_CHANGES);
}

/** a word's letters may change between upper and lower case this many times ("BioNTech": 3) */
const NAME_CASE_CHANGES = 3;

function caseChanges(word: string): number {
  let changes = 0;
  let last: 'upper' | 'lower' | null = null;
  for (const ch of word) {
    const kind = /\p{Lu}/u.test(ch) ? 'upper' : /\p{Ll}/u.test(ch) ? 'lower' : null;
    if (!kind) continue;
    if (last && kind !== last) changes++;
    last = kind;
  }
  return changes;
}

/** TradingView's interval as printed: a bare number is minutes, an upper-case M months. */
function intervalOf(raw: string): string {
  const minutes = /^\d+$/.test(raw) ? Number(raw) : null;
  if (/^\d*M$/.test(raw)) return 'MN1';
  if (minutes === null) return /^[DW]$/.test(raw) ? `1${raw}` : raw;
  return minutes % 60 === 0 ? `${minutes / 60}h` : `${minutes}m`;
}

/**
 * TradingView's legend, "Euro / U.S. Dollar · 15 · FXCM" or "USOIL · CFD … · 1D · TVC": the
 * instrument's name, then dot-separated parts of which one is the interval (a bare number is
 * minutes there) and the last the exchange. thinkorswim's "SPY 1 D 1m [NYSE]": the ticker
 * before the period, the interval and the bracketed exchange.
 */
function dottedLegend(line: string): Legend | null {
  const tos = /^\s*([A-Z][A-Z0-9./]{0,9})\s.*\[(?:NYSE|NASDAQ|AMEX|ARCA|CBOE|CME|BATS|OTC)\]/.exec(line);
  if (tos) return { symbol: tos[1]! };
  const cut = line.search(/\s*[·•]/);
  if (cut <= 0) return null;
  const full = line.slice(0, cut).trim();
  // TradingView's legend with the symbol shown beside its description: "GOLD : CFD na złoto
  // (USD/OZ)" — the ticker before the colon is the symbol
  const ticker = /^([A-Z0-9][A-Z0-9._!-]{1,11})\s?:\s+\S/u.exec(full);
  const name = (ticker ? ticker[1]! : full).replace(/\s*\/\s*/g, ' / ');
  // the interval, then the exchange or the broker embedding the chart ("FXCM", "Vest"; a
  // misread dot or dash may stand between them), or the line's end where a crop cut it off
  // ("1天" in a Chinese legend; a cut legend ends in the dot after its interval, "Gold · 30 ·",
  // read "Gold · 30 -" at times, where a watchlist's "GOLD·4" is a name and the first digit of
  // its price)
  const rest =
    /(?:^|[\s.·•-])(\d{1,4}[smhDWM天日週周]?|[DWM])(?:[\s.·•-]+(\p{Lu}[\p{L}\p{N}]{1,15})(?![\p{L}\p{N}])|\s*[·•.-]\s*$)/u.exec(
      line.slice(cut),
    );
  if (!rest) return null;
  const interval = intervalOf(rest[1]!);
  const named = /^\p{L}[\p{L}\p{N} ./&!-]{1,40}$/u.test(name) && writtenAsAName(name);
  if (named) return { symbol: name, interval };
  // (the interval holds where the name was cut off or run together with a tooltip, if the
  // exchange after it says the line is a legend)
  return rest[2] ? { interval } : null;
}

// A legend's "H1.23046" (high 1.23046) is a price, not the H1 timeframe: no decimal may follow.
const TF_TOKEN =
  /(?:^|[^A-Za-z0-9])((?:M|H|D|W|MN)\d{1,2}|\d{1,3}(?:m|h|D|W|min)|Daily|Weekly)(?=$|[^A-Za-z0-9.,]|[.,](?!\d))/g;
const GLUED_TF = /(?:M|H)\d{1,2}(?:M|H|D|W)\d{1,2}/;

/**
 * Lines that belong to a timeframe selector (M1 M5 M15 H1 …, or 3m 15m 1h side by side): the
 * active one is told by its highlight, not its text, so none of them names the chart's
 * timeframe. A line holding two timeframes, or one standing next to another on the same row.
 */
function toolbarLines(lines: string[], boxes?: PixelBox[]): Set<string> {
  const out = new Set<string>();
  const count = (l: string) => [...l.matchAll(TF_TOKEN)].length + (GLUED_TF.test(l) ? 2 : 0);
  lines.forEach((l) => {
    if (count(l) >= 2) out.add(l);
  });
  if (!boxes) return out;
  const single = lines
    .map((l, i) => ({ l, b: boxes[i]! }))
    .filter(({ l, b }) => b && count(l) === 1 && l.trim().length <= 6);
  for (const a of single)
    for (const b of single) {
      if (a === b) continue;
      const h = Math.max(a.b.y1 - a.b.y0, b.b.y1 - b.b.y0) + 1;
      const sameRow = Math.abs(a.b.y0 + a.b.y1 - b.b.y0 - b.b.y1) / 2 <= h * 0.6;
      const gap = Math.max(a.b.x0, b.b.x0) - Math.min(a.b.x1, b.b.x1);
      if (sameRow && gap <= h * 4) [a.l, b.l].forEach((l) => out.add(l));
    }
  // a line that ends in one timeframe on the row of a selector is that selector's first button
  // run together with the toolbar's icons (MetaTrader's "←|-=T品- M1" beside "M5 M15 M30")
  const rows = lines.map((l, i) => ({ l, b: boxes[i] })).filter(({ b }) => b);
  for (const a of rows) {
    if (out.has(a.l) || count(a.l) !== 1) continue;
    const h = a.b!.y1 - a.b!.y0 + 1;
    const onSelectorRow = rows.some(({ l, b }) => {
      if (!out.has(l) || count(l) < 2) return false;
      const sameRow = Math.abs(a.b!.y0 + a.b!.y1 - b!.y0 - b!.y1) / 2 <= h * 0.6;
      const gap = Math.max(a.b!.x0, b!.x0) - Math.min(a.b!.x1, b!.x1);
      return sameRow && gap <= h * 4;
    });
    if (onSelectorRow) out.add(a.l);
  }
  return out;
}

/** Canonical timeframe (M5, H1, D1, W1, MN1) and its length in minutes. */
export function normaliseTimeframe(raw: string): { timeframe: string; minutes: number } | null {
  const s = raw.trim();
  const mt = /^(M|H|D|W|MN|S)(\d{1,2})?$/i.exec(s);
  if (mt) {
    const unit = mt[1]!.toUpperCase();
    const n = Number(mt[2] ?? 1);
    if (n === 0) return null;
    const minutes = { S: n / 60, M: n, H: n * 60, D: n * 1440, W: n * 10080, MN: n * 43200 }[unit]!;
    return { timeframe: unit === 'MN' ? 'MN1' : `${unit}${n}`, minutes };
  }
  const word = /^(daily|diário|diario|weekly|semanal|monthly|mensal)$/i.exec(s);
  if (word) return normaliseTimeframe(/^d/i.test(word[1]!) ? 'D1' : /^(w|s)/i.test(word[1]!) ? 'W1' : 'MN1');
  const num = /^(\d{1,3})\s*(s|seg|sec|m|min|mins|minutos?|h|hr|hrs|horas?|d|dias?|w|天|日|週|周)$/i.exec(s);
  if (!num) return null;
  const n = Number(num[1]);
  if (n === 0) return null;
  const u = num[2]!.toLowerCase();
  if (u.startsWith('s')) return { timeframe: `S${n}`, minutes: n / 60 };
  if (u === 'm' || u.startsWith('min')) return normaliseTimeframe(`M${n}`);
  if (u.startsWith('h')) return normaliseTimeframe(`H${n}`);
  if (u.startsWith('w') || u === '週' || u === '周') return normaliseTimeframe(`W${n}`);
  return normaliseTimeframe(`D${n}`);
}

/** A timeframe token standing on its own: "M1", "H4", "5m", "1D", "5 min", "Daily", "1天". */
function findTimeframe(raw: string): string | null {
  // "D1 +300", "D1-2700": a drawn level's label (a period and an offset in points), not the chart's
  const line = raw.replace(/(?:^|\s)(?:M|H|D|W|MN)\d{1,2}\s?[+\-−]\s?\d[\d.,]*/g, ' ');
  const tokens = line.split(/[\s·•,|/▾▼-]+/).filter(Boolean);
  for (const [i, t] of tokens.entries()) {
    const clean = t.replace(/^[([]|[)\]:]$/g, '');
    // "Daily Range", "Weekly High": the word describes what follows, not the chart
    if (/^(Daily|Weekly|Monthly)$/i.test(clean) && /^\p{L}{2,}/u.test(tokens[i + 1] ?? '')) continue;
    if (
      /^(M|H)\d{1,2}$|^(D1|W1|MN1?|S\d{1,2})$/.test(clean) ||
      /^\d{1,3}(s|m|h|D|W)$/.test(clean) ||
      /^\d{1,3}[天日週周]$/.test(clean) ||
      /^(Daily|Weekly|Monthly)$/i.test(clean)
    )
      return clean;
  }
  const spaced = /\b(\d{1,3})\s(min|minutos?|seg)\b/i.exec(line);
  return spaced ? `${spaced[1]} ${spaced[2]}` : null;
}

/**
 * A binary broker's payout: a whole percentage of 10–99 (Quotex's "USD/BRL (OTC) 93%" beside
 * the asset, Pocket Option's "+92%" chip, IQ Option's "Lucro 87%"). A day's change carries
 * decimals or a minus sign ("+1.23%", "-3%") and is not one; a bare "93%" only counts on the line
 * that names the asset or says what it is, so a percent axis label is never taken.
 */
const PAYOUT = /(?:^|[\s(:])(\+)?(\d{2})\s?%(?=$|[\s)])/;
const PAYOUT_WORD = /\b(payout|lucro|retorno|rendimento|profit|profitability|ganho)\b/i;

function payoutIn(line: string): number | null {
  const m = PAYOUT.exec(line);
  if (!m) return null;
  const value = Number(m[2]);
  if (value < 10) return null;
  const named = PAYOUT_WORD.test(line) || namesAsset(line);
  const alone = line.trim() === m[0].trim();
  return named || (alone && m[1] === '+') ? value : null;
}

/**
 * A bare "93%" box the detector split from the asset's name: on the name's row just right of it
 * (Quotex's phone selector) or just under it (Quotex web's "EUR/JPY" over "30%").
 */
function payoutBeside(lines: string[], boxes?: PixelBox[]): number | null {
  if (!boxes) return null;
  const names = lines.map((l, i) => ({ l, b: boxes[i] })).filter(({ l, b }) => b && namesAsset(l));
  for (let i = 0; i < lines.length; i++) {
    const m = /^\s*\+?(\d{2})\s?%\s*$/.exec(lines[i]!);
    const b = boxes[i];
    if (!m || !b || Number(m[1]) < 10) continue;
    const h = b.y1 - b.y0 + 1;
    const beside = names.some(({ b: n }) => {
      const nh = n!.y1 - n!.y0 + 1;
      const sameRow = Math.abs(n!.y0 + n!.y1 - b.y0 - b.y1) / 2 <= Math.max(h, nh) * 0.6;
      const right = b.x0 - n!.x1;
      const under = b.y0 - n!.y1;
      return (
        (sameRow && right >= -2 && right <= Math.max(h, nh) * 3) ||
        (under >= -2 && under <= Math.max(h, nh) * 1.5 && Math.abs(b.x0 - n!.x0) <= Math.max(h, nh) * 2)
      );
    });
    if (beside) return Number(m[1]);
  }
  return null;
}

/** A panel's "Payout" (or "Lucro", "Profit") with the percentage on the line under it. */
function payoutUnderWord(panel: Array<{ text: string; box: PixelBox }>): number | null {
  for (const word of panel.filter((l) => /^\s*\p{L}+:?\s*$/u.test(l.text) && PAYOUT_WORD.test(l.text))) {
    const h = word.box.y1 - word.box.y0 + 1;
    const under = panel.find((l) => {
      const gap = l.box.y0 - word.box.y1;
      const m = /^\s*\+?(\d{2})\s?%\s*$/.exec(l.text);
      return (
        m &&
        Number(m[1]) >= 10 &&
        gap >= -2 &&
        gap <= h * 2 &&
        l.box.x0 <= word.box.x1 &&
        l.box.x1 >= word.box.x0
      );
    });
    if (under) return Number(/(\d{2})/.exec(under.text)![1]);
  }
  return null;
}

function namesAsset(line: string): boolean {
  const up = line.toUpperCase();
  return PAIR.test(up) || CRYPTO_PAIR.test(up) || (FX_TICKER.test(up) && !/\d{3}/.test(up));
}

/** Timeframes platforms offer; "24h" beside a price is a day's change, not a chart's timeframe. */
// No platform we read draws 1-second candles; a lone '1s' is a clock's or a toolbar's (Quotex web)
export const OFFERED_TIMEFRAMES: ReadonlySet<string> = new Set([
  'S5',
  'S10',
  'S15',
  'S30',
  'M1',
  'M2',
  'M3',
  'M4',
  'M5',
  'M6',
  'M10',
  'M12',
  'M15',
  'M20',
  'M30',
  'M45',
  'H1',
  'H2',
  'H3',
  'H4',
  'H6',
  'H8',
  'H12',
  'D1',
  'D2',
  'D3',
  'W1',
  'MN1',
]);

function setTimeframe(out: ChartHeader, raw: string): void {
  if (out.timeframe) return;
  const tf = normaliseTimeframe(raw);
  if (!tf || !OFFERED_TIMEFRAMES.has(tf.timeframe)) return;
  out.timeframe = tf.timeframe;
  out.minutes = tf.minutes;
}

/** MetaTrader prints open, high, low, close after "SYMBOL,TF". */
function numbersAfter(line: string, from: number): ChartHeader['legend'] {
  const values = line
    .slice(from)
    .split(/\s+/)
    .map((t) => parseNumber(t)?.asDecimal.value)
    .filter((v): v is number => v !== undefined);
  if (values.length < 4) return undefined;
  const [open, high, low, close] = values as [number, number, number, number];
  return high >= Math.max(open, close, low) && low <= Math.min(open, close)
    ? { open, high, low, close }
    : undefined;
}

/** TradingView-style "O1420.00 H1484.20 L1415.00 C1464.20" (also 開/高/低/收). */
function prefixedOhlc(line: string): ChartHeader['legend'] {
  const get = (keys: string) => {
    const m = new RegExp(`(?:^|\\s)(?:${keys})\\s?=?\\s?([\\d.,]+)`).exec(line);
    return m ? parseNumber(m[1]!)?.asDecimal.value : undefined;
  };
  const open = get('O|開|开');
  const high = get('H|高');
  const low = get('L|低');
  const close = get('C|收');
  if (open === undefined || high === undefined || low === undefined || close === undefined) return undefined;
  return high >= Math.max(open, close, low) && low <= Math.min(open, close)
    ? { open, high, low, close }
    : undefined;
}
