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
 * How the screen itself groups thousands, from numbers that can be read only one way: pt-BR's
 * "1.234,56" or "1.234.567" (a point groups thousands), en-US's "1,234.56" or "1,234,567" (a
 * comma does). `within` keeps only numbers of that size (a balance of R$ 10.000,00 says nothing
 * of an axis printed "130.760"). Null when the screen shows neither, or both.
 */
export function thousandsSeparatorOf(texts: string[], within?: [number, number]): '.' | ',' | null {
  const DOT = /\d{1,3}(?:\.\d{3})+,\d{1,4}|\d{1,3}(?:\.\d{3}){2,}/g;
  const COMMA = /\d{1,3}(?:,\d{3})+\.\d{1,4}|\d{1,3}(?:,\d{3}){2,}/g;
  const sized = (token: string, sep: '.' | ',') => {
    if (!within) return true;
    const v = Number(token.split(sep).join('').replace(',', '.'));
    return v >= within[0] && v <= within[1];
  };
  const found = (t: string, re: RegExp, sep: '.' | ',') =>
    [...t.matchAll(re)].some((m) => {
      const before = t[m.index - 1] ?? ' ';
      const after = t[m.index + m[0].length] ?? ' ';
      return !/[\d.,]/.test(before) && !/[\d.,]/.test(after) && sized(m[0], sep);
    });
  const dot = texts.some((t) => found(t, DOT, '.'));
  const comma = texts.some((t) => found(t, COMMA, ','));
  return dot === comma ? null : dot ? '.' : ',';
}
