import { isIP } from 'node:net';

/**
 * What Fastify trusts in X-Forwarded-For: nothing, the N nearest hops, or the listed proxies.
 * Never every hop: then the left-most address, which the client writes, would become the client's
 * address and defeat the login throttle, the sign-up and reset limits and the audit log.
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for address ranges, accepted beside literal addresses and CIDRs. */
const rangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (rangeNames.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || !address) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d{1,3}$/.test(bits) && prefix <= (version === 4 ? 32 : 128);
}

/** Parses TRUST_PROXY; returns an error text (pt-BR, naming the variable) for a bad value. */
export function parseTrustProxy(raw: string | undefined): { value: TrustProxy } | { error: string } {
  const text = (raw ?? '').trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0' || text === 'no') return { value: false };
  if (text === 'true' || text === 'yes') {
    return {
      error:
        'TRUST_PROXY=true confiaria em todos os saltos de X-Forwarded-For, inclusive no que o cliente escreve. Use o número de proxies à frente do servidor (TRUST_PROXY=1 atrás de um Caddy ou nginx) ou os endereços deles (TRUST_PROXY=127.0.0.1 ou 10.0.0.0/8).',
    };
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) return { error: 'TRUST_PROXY: no máximo 10 proxies em sequência.' };
    return { value: hops };
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0) {
    return {
      error: `TRUST_PROXY: "${bad.join('", "')}" não é endereço IP, faixa CIDR (10.0.0.0/8) nem loopback/linklocal/uniquelocal; use também um número de proxies (1).`,
    };
  }
  return { value: entries };
}

/**
 * Fastify's form. A hop count becomes proxy-addr's trust function (hop 0 is the socket's peer):
 * Fastify's types do not list the number form.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return trust === 0 ? false : (_address, hop) => hop < trust;
  return trust;
}
