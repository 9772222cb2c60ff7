// The log needs seconds (SPEC.md section 2): two actions in the same minute must read apart.
const withSeconds = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'America/Sao_Paulo',
});

export function formatDateTimeSeconds(value: string | number | Date): string {
  return withSeconds.format(new Date(value));
}
