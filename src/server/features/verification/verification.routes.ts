import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { verificationMessages as m } from '../../../shared/messages/verification';
import {
  adminResultsSchema,
  myResultsSchema,
  publicResultsSchema,
  verificationResponseSchema,
} from '../../../shared/verification';
import type { Database } from '../../lib/database';
import { currentUser } from '../../lib/session-user';
import { readAnalysisUpload } from '../analysis';
import { adminResults, myResults, publicResults } from './results.service';
import { getVerification, verifyUpload, type VerificationDeps } from './verification.service';

const idParams = z.object({ id: z.uuid(m.notFound) });

/** Signed-in user routes (registered behind the user-session guard). */
export const verificationRoutes: FastifyPluginAsyncZod<VerificationDeps> = async (app, deps) => {
  app.post(
    '/analyses/:id/verification',
    {
      schema: {
        tags: ['verification'],
        description:
          'multipart/form-data: part "image", the print of the same chart taken after expiry. No credit; rate-limited.',
        params: idParams,
        response: { 200: verificationResponseSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return verifyUpload(deps, {
        userId: user.id,
        analysisId: request.params.id,
        image: async () => (await readAnalysisUpload(request)).image,
      });
    },
  );

  app.get(
    '/analyses/:id/verification',
    { schema: { tags: ['verification'], params: idParams, response: { 200: verificationResponseSchema } } },
    async (request) =>
      getVerification(deps.db, { userId: currentUser(request).id, analysisId: request.params.id }),
  );

  app.get(
    '/results/me',
    { schema: { tags: ['verification'], response: { 200: myResultsSchema } } },
    async (request) => myResults(deps.db, currentUser(request).id),
  );
};

/** The public scoreboard (/resultados): no session needed. */
export const publicResultsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, deps) => {
  app.get(
    '/results',
    { schema: { tags: ['verification'], response: { 200: publicResultsSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return publicResults(deps.db);
    },
  );
};

/** The back office's figures (registered behind the admin guard). */
export const verificationAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, deps) => {
  app.get(
    '/admin/results',
    { schema: { tags: ['admin'], response: { 200: adminResultsSchema } } },
    async () => adminResults(deps.db),
  );
};
