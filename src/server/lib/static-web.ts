import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isAppRoute } from '../../shared/app-routes';
import { AppError } from './app-error';

function webRoot(): string | null {
  // dist/server/main.js → dist/web; src/server/lib/static-web.ts → dist/web (after `npm run build`).
  for (const candidate of [
    new URL('../web', import.meta.url),
    new URL('../../../dist/web', import.meta.url),
  ]) {
    const path = fileURLToPath(candidate);
    if (existsSync(`${path}/index.html`)) return path;
  }
  return null;
}

/** Serves the built front end; any non-API path falls back to index.html for client-side routing. */
export async function registerStaticWeb(
  app: FastifyInstance,
  root: string | null = webRoot(),
): Promise<void> {
  if (root) {
    await app.register(fastifyStatic, {
      root,
      // Look files up per request, so a rebuild is served without restarting the server.
      wildcard: true,
      index: false,
      // The build writes .br and .gz copies of every text file (scripts/vite-precompress.ts);
      // each request gets the best one its Accept-Encoding allows, the plain file otherwise.
      preCompressed: true,
      setHeaders(res, path) {
        // Vite fingerprints everything under assets/, so those never change.
        if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'no-cache');
      },
    });
    // The static plugin refuses directories, and '/' is one: it is the app's entry like any route.
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html'),
    );
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api' || !root || request.method !== 'GET') {
      throw new AppError('NOT_FOUND', 'Recurso não encontrado.');
    }
    // The app still renders its not-found page, but the status says so (crawlers, monitors).
    const status = isAppRoute(request.url.split('?')[0] ?? '') ? 200 : 404;
    return reply.code(status).header('cache-control', 'no-cache').sendFile('index.html');
  });
}
