import type { FastifyRequest } from 'fastify';
import { paymentMessages as m } from '../../../shared/messages/payments';
import { AppError } from '../../lib/app-error';

/**
 * Whether a request reached us over https, directly or through a proxy. A forwarded header is
 * believed here even without TRUST_PROXY: a client that forges it only refuses itself.
 */
export function arrivedOverHttps(request: Pick<FastifyRequest, 'protocol' | 'headers'>): boolean {
  if (request.protocol === 'https') return true;
  const forwarded = request.headers['x-forwarded-proto'];
  const protocols = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).toLowerCase();
  if (protocols.split(',').some((protocol) => protocol.trim() === 'https')) return true;
  return (request.headers.origin ?? '').toLowerCase().startsWith('https://');
}

/**
 * The sandbox grants plans for a test card. Behind https it is serving real users (a server started
 * without NODE_ENV behind a TLS proxy), so it pays nothing there unless PAYMENT_SANDBOX_IN_PRODUCTION
 * names the server a staging one.
 */
export function assertSandboxAllowed(
  request: Pick<FastifyRequest, 'protocol' | 'headers'>,
  options: { stagingFlag: boolean; pixOn: boolean },
): void {
  if (!options.stagingFlag && arrivedOverHttps(request)) {
    throw new AppError('PAYMENT_UNAVAILABLE', cardUnavailableMessage(options));
  }
}

/** "Cartão indisponível", pointing the buyer to PIX only while PIX takes payments. */
export function cardUnavailableMessage(options: { pixOn: boolean }): string {
  return options.pixOn ? m.cardUnavailable : m.cardUnavailableAlone;
}
