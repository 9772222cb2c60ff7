import { decimalFormat } from '../../../../shared/format';

export { formatPrice } from '../../../../shared/format';

export function formatSigned(v: number, digits = 2): string {
  const s = decimalFormat(digits).format(Math.abs(v));
  return `${v >= 0 ? '+' : '−'}${s}`;
}
