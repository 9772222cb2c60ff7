const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const dateTime = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});
const date = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'America/Sao_Paulo' });

export function formatBRL(cents: number): string {
  return brl.format(cents / 100);
}

export function formatDateTime(value: string | number | Date): string {
  return dateTime.format(new Date(value));
}

export function formatDate(value: string | number | Date): string {
  return date.format(new Date(value));
}

const numberFormats = new Map<number, Intl.NumberFormat>();

/** Intl.NumberFormat is costly to build; keep one per number of decimals. */
export function decimalFormat(decimals: number): Intl.NumberFormat {
  let f = numberFormats.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    numberFormats.set(decimals, f);
  }
  return f;
}

/**
 * A price as the chart prints it, in pt-BR: the axis's own decimals when read, else enough for
 * the price's size; relative units ("u.r.", no axis read) as whole pixels.
 */
export function formatPrice(v: number, relative: boolean, decimals?: number): string {
  if (relative) return `${Math.round(v)} u.r.`;
  const d = decimals ?? (Math.abs(v) >= 10 ? 2 : Math.abs(v) >= 1 ? 4 : 5);
  return decimalFormat(d).format(v);
}
