const formatters = new Map<number, Intl.NumberFormat>();

/** Intl.NumberFormat is costly to build; keep one per number of decimals. */
function nf(decimals: number): Intl.NumberFormat {
  let f = formatters.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(decimals, f);
  }
  return f;
}

/** pt-BR number formatting for prices (real or relative units). */
export function formatPrice(v: number, relative: boolean, decimals?: number): string {
  if (relative) return `${Math.round(v)} u.r.`;
  const d = decimals ?? (Math.abs(v) >= 1000 ? 2 : Math.abs(v) >= 10 ? 2 : Math.abs(v) >= 1 ? 4 : 5);
  return nf(d).format(v);
}

export function formatSigned(v: number, digits = 2): string {
  const s = nf(digits).format(Math.abs(v));
  return `${v >= 0 ? '+' : '−'}${s}`;
}
