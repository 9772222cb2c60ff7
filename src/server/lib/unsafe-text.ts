import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpMessages } from '../../shared/messages/http';
import { AppError } from './app-error';

// PostgreSQL text cannot hold U+0000 (the query fails, and with it the request), and a lone UTF-16
// surrogate is not text at all: it cannot be encoded as UTF-8 without being silently replaced.
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const unsafe = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isUnsafeText(value: string): boolean {
  return unsafe.test(value);
}

/** Whether any string in a parsed value (object keys included) is unsafe. Depth-limited. */
export function containsUnsafeText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isUnsafeText(value);
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((item) => containsUnsafeText(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => isUnsafeText(key) || containsUnsafeText(item, depth + 1),
  );
}

export function assertSafeText(value: unknown): void {
  if (containsUnsafeText(value)) throw new AppError('VALIDATION', httpMessages.unsafeText);
}

/**
 * Refuses unsafe text at the edge, for every route: path parameters, query and cookies before the
 * first guard reads them (guards look sessions up by cookie), the parsed body before validation.
 * Must be registered after the cookie plugin so cookies are parsed by then.
 */
export function registerUnsafeTextGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    assertSafeText(request.params);
    assertSafeText(request.query);
    assertSafeText(request.cookies);
  });
  app.addHook('preValidation', async (request: FastifyRequest) => {
    assertSafeText(request.body);
  });
}
