import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { trackedPagePath } from '../../../shared/app-routes';
import { analyticsMessages as m } from '../../../shared/messages/analytics';
import { AppError } from '../../lib/app-error';
import type { SettingsCache } from '../settings';
import type { PageViewBatch } from './page-view-batch';
import { createPageViewLimiter } from './page-view-limiter';

// Paths only (no query strings, no ids that could identify anyone).
const pageViewSchema = z.object({ path: z.string().regex(/^\/[a-z0-9/_-]{0,100}$/i, 'Caminho inválido.') });

// A person clicking around makes a few views a minute; 30 leaves room for a fast one.
const perAddress = { max: 30, windowMs: 60_000 };

export const analyticsRoutes: FastifyPluginAsyncZod<{
  pageViews: PageViewBatch;
  settings: SettingsCache;
  /** ADDRESS_LIMIT_FACTOR: many people behind one address */
  addressLimitFactor?: number;
}> = async (app, deps) => {
  const limiter = createPageViewLimiter({
    ...perAddress,
    max: perAddress.max * (deps.addressLimitFactor ?? 1),
  });
  app.post(
    '/analytics/page-view',
    { schema: { tags: ['analytics'], body: pageViewSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      if (!limiter.allow(request.ip)) throw new AppError('RATE_LIMITED', m.tooManyPageViews);
      const path = trackedPagePath(request.body.path);
      // Not one of the app's pages: accepted and not counted (nothing to learn by trying).
      if (path && (await deps.settings.get()).analyticsEnabled) deps.pageViews.add(path);
      return reply.status(204).send(null);
    },
  );
};
