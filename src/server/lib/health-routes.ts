import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from './database';

const readinessTimeoutMs = 3_000;

const readySchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.object({ ok: z.boolean(), latencyMs: z.number().nullable() }),
});

/**
 * Liveness and readiness, for process managers and load balancers. /api/health says only that
 * the process answers HTTP (restart it if not); /api/ready also makes a database round trip
 * (send it traffic only if so): a process that lost its database is alive but not ready.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Pick<DatabaseHandle, 'db' | 'kind'> }> = async (
  app,
  { database },
) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) },
      },
    },
    async () => ({ status: 'ok' as const, database: database.kind }),
  );

  app.get(
    '/ready',
    { schema: { tags: ['system'], response: { 200: readySchema, 503: readySchema } } },
    async (_request, reply) => {
      const started = performance.now();
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          database.db.execute(sql`select 1`),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('timeout')), readinessTimeoutMs);
          }),
        ]);
        const latencyMs = Math.round((performance.now() - started) * 10) / 10;
        return { status: 'ready' as const, database: { ok: true, latencyMs } };
      } catch {
        return reply
          .status(503)
          .send({ status: 'unavailable' as const, database: { ok: false, latencyMs: null } });
      } finally {
        clearTimeout(timer);
      }
    },
  );
};
