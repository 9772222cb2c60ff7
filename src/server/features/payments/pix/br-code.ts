import { createStaticPix, hasError } from 'pix-utils';

export interface PixMerchant {
  key: string;
  name: string;
  city: string;
}

/** The EMV fields only take plain uppercase ASCII: 'São Paulo' → 'SAO PAULO'. */
export function toEmvText(value: string, maxLength: number): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .-]/g, '')
    .toUpperCase()
    .trim()
    .slice(0, maxLength)
    .trim();
}

/** Static BR Code ('PIX copia e cola') for a fixed amount, carrying our reference as the txid. */
export function buildPixPayload(options: {
  merchant: PixMerchant;
  amountCents: number;
  reference: string;
}): string {
  const pix = createStaticPix({
    merchantName: toEmvText(options.merchant.name, 25),
    merchantCity: toEmvText(options.merchant.city, 15),
    pixKey: options.merchant.key,
    transactionAmount: options.amountCents / 100,
    // txid admits letters and digits only, up to 25.
    txid: options.reference.replace(/[^A-Za-z0-9]/g, '').slice(0, 25),
  });
  if (hasError(pix)) throw new Error(`invalid PIX configuration: ${pix.message}`);
  return pix.toBRCode();
}

/** 'VTX-' + the time digits after the first five (SPEC.md section 9). */
export function pixReference(now: number): string {
  return `VTX-${String(now).slice(5)}`;
}
