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
