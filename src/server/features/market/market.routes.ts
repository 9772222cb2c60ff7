import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { marketDataSchema } from '../../../shared/market';
import type { MarketService } from './market.service';

/** Public: quotes for the home page strip. The provider key stays on the server. */
export const marketRoutes: FastifyPluginAsyncZod<{ market: MarketService }> = async (app, { market }) => {
  app.get(
    '/market',
    { schema: { tags: ['market'], response: { 200: marketDataSchema } } },
    async (_request, reply) => {
      // Browsers and proxies may reuse an answer briefly; the strip refreshes every 30 s anyway.
      reply.header('cache-control', 'public, max-age=15');
      return market.getMarketData();
    },
  );
};
