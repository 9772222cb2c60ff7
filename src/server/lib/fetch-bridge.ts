import type { FastifyReply, FastifyRequest } from 'fastify';

/** better-auth speaks the Fetch API; Fastify gives Node headers. */
export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else headers.set(name, String(value));
  }
  // Behind no proxy the client IP is the socket's; better-auth records it on the session.
  if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', request.ip);
  return headers;
}

/** Copies the cookies better-auth set (session, sign-out) onto the Fastify reply. */
export function forwardSetCookies(from: Headers | null | undefined, reply: FastifyReply): void {
  const cookies = from?.getSetCookie() ?? [];
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}
