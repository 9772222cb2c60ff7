/**
 * Numbers as trading platforms print them: en-US (`1,219.03`), pt-BR (`38,52`, `128.450`,
 * `R$ 3.402,50`), spaces as thousands separators (`3 402,50`), suffixes K/M/B (`674.71 K`),
 * a sign, a percent sign. A lone separator followed by exactly three digits is ambiguous
 * (`33,477`, `130.760`): the caller decides for a whole axis, so each reading is returned.
 */
export type NumberReading = {
  value: number;
  /** digits after the decimal separator as printed */
  decimals: number;
  percent: boolean;
};

export type ParsedNumber = {
  /** the separator, if any, read as a decimal point */
  asDecimal: NumberReading;
  /** the lone 3-digit group read as thousands (only when ambiguous) */
  asThousands?: NumberReading;
  separator: '.' | ',' | null;
};

const SUFFIX: Record<string, number> = { K: 1e3, k: 1e3, M: 1e6, B: 1e9, T: 1e12 };

export function parseNumber(raw: string): ParsedNumber | null {
  let s = raw
    .trim()
    .replace(/[−–—]/g, '-')
    .replace(/^R\$\s*/i, '')
    .replace(/[$€£¥₹]/g, '');
  const percent = /%\s*$/.test(s);
  s = s.replace(/%\s*$/, '').trim();
  let multiplier = 1;
  const suffix = /\s*([KkMBT])$/.exec(s);
  if (suffix) {
    multiplier = SUFFIX[suffix[1]!]!;
    s = s.slice(0, suffix.index);
  }
  const sign = s.startsWith('-') ? -1 : 1;
  s = s.replace(/^[+-]\s*/, '');
  // thousands grouped by (thin) spaces: "3 402,50"
  if (/^\d{1,3}([  ]\d{3})+([.,]\d+)?$/.test(s)) s = s.replace(/[  ]/g, '');
  if (!/^\d[\d.,]*$/.test(s) || /[.,]$/.test(s) || /[.,]{2}/.test(s)) return null;
  const dots = count(s, '.');
  const commas = count(s, ',');
  const reading = (digits: string, decimals: number): NumberReading => ({
    value: sign * Number(digits) * multiplier,
    decimals: multiplier === 1 ? decimals : Math.max(0, decimals - Math.log10(multiplier)),
    percent,
  });
  if (dots === 0 && commas === 0) return { asDecimal: reading(s, 0), separator: null };
  if (dots > 0 && commas > 0) {
    // both: the last one is the decimal separator, the other groups thousands
    const decimalSep = s.lastIndexOf('.') > s.lastIndexOf(',') ? '.' : ',';
    const thousandSep = decimalSep === '.' ? ',' : '.';
    const [int, frac = ''] = s.split(decimalSep) as [string, string?];
    if (s.split(decimalSep).length !== 2 || !validGroups(int, thousandSep)) return null;
    return {
      asDecimal: reading(`${int.split(thousandSep).join('')}.${frac}`, frac.length),
      separator: decimalSep,
    };
  }
  const sep = dots > 0 ? '.' : ',';
  const parts = s.split(sep);
  if (parts.length > 2) {
    // several of one kind: thousands groups ("1.234.567")
    if (!validGroups(s, sep)) return null;
    return { asDecimal: reading(parts.join(''), 0), separator: null };
  }
  const [int, frac] = parts as [string, string];
  const asDecimal = reading(`${int}.${frac}`, frac.length);
  if (frac.length === 3 && int.length <= 3 && int !== '0')
    return { asDecimal, asThousands: reading(int + frac, 0), separator: sep };
  return { asDecimal, separator: sep };
}

function count(s: string, ch: string): number {
  let n = 0;
  for (const c of s) if (c === ch) n++;
  return n;
}

function validGroups(s: string, sep: string): boolean {
  const groups = s.split(sep);
  return groups[0]!.length >= 1 && groups[0]!.length <= 3 && groups.slice(1).every((g) => g.length === 3);
}

/**
 * How the screen groups thousands where its axis prints a lone separator before three digits
 * ("79.635": 79 635 points on B3's mini index, 79.635 yen on AUD/JPY). `within` is the size the
 * ambiguous labels have when that separator groups thousands; the screen's other numbers settle
 * it only where they are of the labels' size under one reading or the other (a broker's balance
 * of R$ 10.000,00 says nothing of its axis's "130.760"):
 * - read one way only and of the thousands size: pt-BR's "79.640,5" or "1.234.567" (a point
 *   groups), en-US's "79,640.5" or "1,234,567" (a comma does);
 * - of the decimal size (`within` / 1000) with one or two decimals, or four and more: "79.63"
 *   says the point marks decimals here, "79,63" that the comma does;
 * - a B3 index or dollar future named on the screen (WINZ20, INDFUT, WDOF21): B3's platforms
 *   print its points grouped by a point.
 * Null when the screen says neither, or both.
 */
export function thousandsSeparatorOf(texts: string[], within?: [number, number]): '.' | ',' | null {
  const DOT = /\d{1,3}(?:\.\d{3})+,\d{1,4}|\d{1,3}(?:\.\d{3}){2,}/g;
  const COMMA = /\d{1,3}(?:,\d{3})+\.\d{1,4}|\d{1,3}(?:,\d{3}){2,}/g;
  const LONE = /\d+([.,])(\d+)/g;
  const inRange = (v: number, range: [number, number]) => v >= range[0] && v <= range[1];
  const decimalSize: [number, number] | undefined = within && [within[0] / 1000, within[1] / 1000];
  const sized = (token: string, sep: '.' | ',') =>
    !within || inRange(Number(token.split(sep).join('').replace(',', '.')), within);
  const standsAlone = (t: string, m: RegExpMatchArray) =>
    !/[\d.,]/.test(t[m.index! - 1] ?? ' ') && !/[\d.,]/.test(t[m.index! + m[0].length] ?? ' ');
  const grouped = (t: string, re: RegExp, sep: '.' | ',') =>
    [...t.matchAll(re)].some((m) => standsAlone(t, m) && sized(m[0], sep));
  // a lone separator before other than three digits marks decimals
  const decimalMark = (t: string, sep: '.' | ',') =>
    [...t.matchAll(LONE)].some(
      (m) =>
        m[1] === sep &&
        m[2]!.length !== 3 &&
        standsAlone(t, m) &&
        (!decimalSize || inRange(Number(m[0].replace(',', '.')), decimalSize)),
    );
  const dot = texts.some((t) => grouped(t, DOT, '.') || decimalMark(t, ',') || B3_FUTURE.test(t));
  const comma = texts.some((t) => grouped(t, COMMA, ',') || decimalMark(t, '.'));
  return dot === comma ? null : dot ? '.' : ',';
}

/** B3's index and dollar futures (WINZ20, INDFUT, WDO$N): quoted in points grouped by a point */
const B3_FUTURE = /\b(?:WIN|IND|WDO|DOL)(?:[FGHJKMNQUVXZ]\d{2}|FUT|\$N?)\b/;
