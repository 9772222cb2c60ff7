import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { creditTransactionSchema } from '../../../shared/payments';
import type { Database } from '../../lib/database';
import { pagedListRoute } from '../../lib/paging';
import { currentUser } from '../../lib/session-user';
import { listUserTransactions } from './transactions';

/** The signed-in user's own ledger; registered behind the user session hook. */
export const creditRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, deps) => {
  app.get('/credits/transactions', pagedListRoute('credits', creditTransactionSchema), async (request) =>
    listUserTransactions(deps.db, currentUser(request).id, request.query),
  );
};
