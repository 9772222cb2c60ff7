import { isIP } from 'node:net';

/**
 * The address a signed-in user is browsing at, for links that bring them back (card checkout
 * returns, password-reset e-mails): cookies belong to a host, so a return to PUBLIC_URL from
 * 127.0.0.1 or a LAN address lands logged out. Only allowed origins are ever used, PUBLIC_URL
 * otherwise, because a forgot-password request's Origin is chosen by whoever sends it and a
 * reset link to a foreign host would hand its token over. While PUBLIC_URL is plain http (a
 * server on one machine or a home/office network, where http is readable anyway) the allowed
 * origins are loopback (localhost, 127.0.0.0/8, ::1) and private-network addresses (10/8,
 * 172.16/12, 192.168/16, fc00::/7); an https site only ever links to PUBLIC_URL.
 */
export function returnAddress(origin: string | null | undefined, options: { publicUrl: string }): string {
  const fallback = options.publicUrl.replace(/\/$/, '');
  const parsed = parseOrigin(origin);
  if (!parsed) return fallback;
  if (parsed.origin === new URL(fallback).origin) return fallback;
  if (!fallback.startsWith('http://')) return fallback;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  return isLoopback(host) || isPrivateNetwork(host) ? parsed.origin : fallback;
}

function parseOrigin(origin: string | null | undefined): URL | null {
  if (!origin || origin === 'null') return null;
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    // An Origin header is scheme://host[:port] and nothing else.
    if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return null;
    return url;
  } catch {
    return null;
  }
}

function isLoopback(host: string): boolean {
  if (host === 'localhost' || host === '::1') return true;
  return isIP(host) === 4 && host.startsWith('127.');
}

function isPrivateNetwork(host: string): boolean {
  if (isIP(host) === 6) return /^f[cd][0-9a-f]{2}:/i.test(host);
  if (isIP(host) !== 4) return false;
  const [a, b] = host.split('.').map(Number) as [number, number];
  return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
}

/**
 * better-auth's own reset link carries the page our server asked for (redirectTo, built with
 * returnAddress) as its callbackURL; the e-mail links to that page. Anything else: `fallback`.
 */
export function requestedPage(betterAuthLink: string, fallback: string): string {
  try {
    const page = new URL(new URL(betterAuthLink).searchParams.get('callbackURL') ?? '');
    return page.protocol === 'http:' || page.protocol === 'https:'
      ? `${page.origin}${page.pathname}`
      : fallback;
  } catch {
    return fallback;
  }
}
