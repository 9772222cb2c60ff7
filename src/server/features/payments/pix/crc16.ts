/** CRC16-CCITT-FALSE (poly 0x1021, init 0xFFFF), as the BR Code's field 63 requires. */
export function crc16ccitt(input: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(input)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** True when the payload ends with '6304' + the CRC of everything up to and including '6304'. */
export function hasValidCrc(payload: string): boolean {
  const match = /6304([0-9A-F]{4})$/.exec(payload);
  if (!match) return false;
  return crc16ccitt(payload.slice(0, -4)) === match[1];
}
