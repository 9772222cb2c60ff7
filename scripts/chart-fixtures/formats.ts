import type { PriceStyle } from './spec-types';

/**
 * Price text as the fixtures print it and as the truth parses it back. Locale rules come
 * from Intl so pt-BR gets `38,52` and `128.450` exactly as a Brazilian platform shows them.
 */

export function formatPrice(v: number, s: PriceStyle, decimals = s.decimals): string {
  const x = s.suffixK ? v / 1000 : v;
  const body = x.toLocaleString(s.locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: s.grouping ?? true,
  });
  return (s.prefix ?? '') + body + (s.suffixK ? 'K' : '');
}

/** Reads a printed price back; null when the text is not a number in this style. */
export function parsePrice(text: string, locale: PriceStyle['locale']): number | null {
  let t = text.replace(/\u2212/g, '-').replace(/R\$|\$|\s/g, '');
  let mult = 1;
  const suffix = /([kKmM])$/.exec(t);
  if (suffix) {
    mult = suffix[1]!.toLowerCase() === 'k' ? 1e3 : 1e6;
    t = t.slice(0, -1);
  }
  if (!/^-?[\d.,]+$/.test(t)) return null;
  const [group, decimal] = locale === 'pt-BR' ? ['.', ','] : [',', '.'];
  t = t.split(group).join('').replace(decimal, '.');
  const v = Number(t);
  return Number.isFinite(v) ? v * mult : null;
}

/** Decimals a tick step needs so neighbouring labels differ. */
export function decimalsFor(step: number): number {
  return Math.max(0, Math.ceil(-Math.log10(step) - 1e-9));
}
