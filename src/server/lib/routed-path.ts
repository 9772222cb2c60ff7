import type { FastifyRequest } from 'fastify';

/**
 * The path the router matched, as declared ('/api/settings', '/api/analyses/:id'). Guards must
 * judge this, not the raw URL: the router decodes '/%61pi/settings' to '/api/settings', so a test
 * on `request.url` is skipped by any percent-encoded spelling. Unmatched requests fall back to the
 * decoded path.
 */
export function routedPath(request: FastifyRequest): string {
  const routed = request.routeOptions.url;
  if (routed) return routed;
  const path = request.url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
