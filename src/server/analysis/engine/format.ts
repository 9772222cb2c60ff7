/** pt-BR number formatting for prices (real or relative units). */
export function formatPrice(v: number, relative: boolean, decimals?: number): string {
  if (relative) return `${Math.round(v)} u.r.`;
  const d = decimals ?? (Math.abs(v) >= 1000 ? 2 : Math.abs(v) >= 10 ? 2 : Math.abs(v) >= 1 ? 4 : 5);
  return new Intl.NumberFormat('pt-BR', { minimumFractionDigits: d, maximumFractionDigits: d }).format(v);
}

export function formatSigned(v: number, digits = 2): string {
  const s = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(Math.abs(v));
  return `${v >= 0 ? '+' : '−'}${s}`;
}
