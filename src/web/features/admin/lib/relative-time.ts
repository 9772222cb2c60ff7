const rtf = new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' });

const steps: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Infinity],
];

/** 'há 5 minutos', 'há 2 horas', 'ontem': the activity feed reads like speech, not timestamps. */
export function relativeTime(at: string | number | Date, now: number = Date.now()): string {
  // Clocks differ a little between server and browser: a just-made event must not be "in 3 s".
  let value = Math.min(0, (new Date(at).getTime() - now) / 1000);
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size) {
      return unit === 'second' && Math.abs(value) < 10
        ? rtf.format(0, 'second')
        : rtf.format(Math.round(value), unit);
    }
    value /= size;
  }
  return rtf.format(Math.round(value), 'year');
}
