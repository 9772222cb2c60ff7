import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { creditTransactionSchema, pageQuerySchema, pagedSchema } from '../../../shared/payments';
import type { Database } from '../../lib/database';
import { currentUser } from '../auth';
import { listUserTransactions } from './transactions';

/** The signed-in user's own ledger; registered behind the user session hook. */
export const creditRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, deps) => {
  app.get(
    '/credits/transactions',
    {
      schema: {
        tags: ['credits'],
        querystring: pageQuerySchema,
        response: { 200: pagedSchema(creditTransactionSchema) },
      },
    },
    async (request) => listUserTransactions(deps.db, currentUser(request).id, request.query),
  );
};
