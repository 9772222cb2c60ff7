import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../lib/database';
import type { SettingsCache } from '../settings';
import { recordAnalyticsEvent } from './record-analytics';

// Paths only (no query strings, no ids that could identify anyone).
const pageViewSchema = z.object({ path: z.string().regex(/^\/[a-z0-9/_-]{0,100}$/i, 'Caminho inválido.') });

export const analyticsRoutes: FastifyPluginAsyncZod<{ db: Database; settings: SettingsCache }> = async (
  app,
  deps,
) => {
  app.post(
    '/analytics/page-view',
    { schema: { tags: ['analytics'], body: pageViewSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await recordAnalyticsEvent(deps.db, { metric: 'page_view', key: request.body.path }, deps.settings);
      return reply.status(204).send(null);
    },
  );
};
