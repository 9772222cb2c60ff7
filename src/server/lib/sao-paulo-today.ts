// Built once: constructing a DateTimeFormat costs far more than formatting with it.
const saoPauloDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Midnight of today in America/Sao_Paulo, as an instant ("Análises Hoje", "Ações Hoje"). */
export function startOfTodayInSaoPaulo(now = new Date()): Date {
  const parts = saoPauloDate.format(now);
  // Brazil has had no daylight saving time since 2019: São Paulo is UTC−3 all year.
  return new Date(`${parts}T00:00:00-03:00`);
}

/** Today's date in São Paulo as YYYY-MM-DD (analytics day keys). */
export function todayInSaoPaulo(now = new Date()): string {
  return saoPauloDate.format(now);
}
