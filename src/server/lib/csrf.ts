import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import { isApiPath, routedPath } from './routed-path';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * Refuses state-changing API requests that a browser sends from another site. Session cookies are
 * SameSite=Lax already; this is the second lock (Origin, then Fetch Metadata). Clients that send
 * neither header (server-to-server webhooks, curl) carry no victim's cookies and pass.
 */
export function registerCsrfGuard(app: FastifyInstance, options: { publicUrl: string }): void {
  const trusted = new URL(options.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method) || !isApiPath(routedPath(request))) return;
    const origin = request.headers.origin;
    if (origin) {
      if (origin === trusted) return;
      if (originHost(origin) === request.headers.host) return;
      throw new AppError('CSRF', 'Requisição bloqueada: origem não permitida.');
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw new AppError('CSRF', 'Requisição bloqueada: origem não permitida.');
    }
  });
}
