/** Time-axis texts in the styles the renderers imitate (all in UTC so output is deterministic). */
const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number): string => String(n).padStart(2, '0');

export function hhmm(t: number): string {
  const d = new Date(t * 1000);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** MetaTrader: `2 Dec 2024` for the first label, `2 Dec 08:00` after it. */
export function metaTraderTime(t: number, withYear: boolean): string {
  const d = new Date(t * 1000);
  const day = `${d.getUTCDate()} ${MONTHS_EN[d.getUTCMonth()]}`;
  return withYear ? `${day} ${d.getUTCFullYear()}` : `${day} ${hhmm(t)}`;
}

/** ISO-like local string Plotly and ECharts accept for date axes. */
export function isoMinute(t: number): string {
  const d = new Date(t * 1000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${hhmm(t)}`;
}

/** Short category label: `02/12 08:00` (pt-BR day/month) or `12/02 08:00` (en-US). */
export function shortDateTime(t: number, locale: 'en-US' | 'pt-BR'): string {
  const d = new Date(t * 1000);
  const dm =
    locale === 'pt-BR'
      ? `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}`
      : `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}`;
  return `${dm} ${hhmm(t)}`;
}
