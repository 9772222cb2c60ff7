import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  analysisDetailSchema,
  analysisListQuerySchema,
  analysisRequestFieldsSchema,
  analysisResponseSchema,
  analysisSummarySchema,
} from '../../../shared/analyses';
import { analysisMessages as m } from '../../../shared/messages/analysis';
import { AppError } from '../../lib/app-error';
import { currentUser } from '../../lib/session-user';
import {
  assertNotInMaintenance,
  getAnalysis,
  getAnalysisImage,
  listAnalyses,
  runAnalysis,
  setFavorite,
  type AnalysesDeps,
} from './analyses.service';
import { assertMayStartAnalysis } from './analysis-limits';
import { readAnalysisUpload } from './read-upload';

const idParams = z.object({ id: z.uuid(m.notFound) });

/** Signed-in user routes (registered behind the user-session guard). */
export const analysisRoutes: FastifyPluginAsyncZod<AnalysesDeps> = async (app, deps) => {
  app.post(
    '/analyses',
    {
      config: { unauthenticatedMessage: m.loginRequired },
      schema: {
        tags: ['analysis'],
        description:
          'multipart/form-data: part "image" (JPG, PNG or WEBP, ≤ 10 MB, type read from the bytes) and text fields sector, specification, timeframe, accuracy.',
        response: { 200: analysisResponseSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await assertNotInMaintenance(deps.settings);
      await assertMayStartAnalysis(deps.db, user, deps.limits);
      const upload = await readAnalysisUpload(request);
      const fields = analysisRequestFieldsSchema.safeParse(upload.fields);
      if (!fields.success) {
        const issue = fields.error.issues[0];
        throw new AppError('VALIDATION', issue?.message ?? m.generic, {
          [String(issue?.path[0] ?? '_')]: issue?.message ?? '',
        });
      }
      // Closing the request (the user's cancel button) aborts the analysis and refunds the credit.
      const abort = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) abort.abort();
      });
      return runAnalysis(deps, {
        userId: user.id,
        image: upload.image,
        higherImage: upload.higherImage,
        fields: fields.data,
        signal: abort.signal,
      });
    },
  );

  app.get(
    '/analyses',
    {
      schema: {
        tags: ['analysis'],
        querystring: analysisListQuerySchema,
        response: {
          200: z.object({
            items: z.array(analysisSummarySchema),
            page: z.number(),
            pageSize: z.number(),
            total: z.number(),
          }),
        },
      },
    },
    async (request) => listAnalyses(deps.db, currentUser(request).id, request.query),
  );

  app.get(
    '/analyses/:id',
    { schema: { tags: ['analysis'], params: idParams, response: { 200: analysisDetailSchema } } },
    async (request) => getAnalysis(deps.db, currentUser(request).id, request.params.id),
  );

  app.get(
    '/analyses/:id/image',
    {
      schema: {
        tags: ['analysis'],
        params: idParams,
        querystring: z.object({ size: z.enum(['full', 'thumb']).default('full') }),
      },
    },
    async (request, reply) => {
      // Both sizes are stored (the thumbnail made once, when the analysis finished): a read.
      const body = await getAnalysisImage(deps, {
        userId: currentUser(request).id,
        analysisId: request.params.id,
        size: request.query.size,
      });
      return reply
        .type(request.query.size === 'thumb' ? 'image/webp' : 'image/png')
        .header('cache-control', 'private, max-age=86400, immutable')
        .send(body);
    },
  );

  app.put(
    '/analyses/:id/favorite',
    {
      schema: {
        tags: ['analysis'],
        params: idParams,
        response: { 200: z.object({ favorite: z.literal(true) }) },
      },
    },
    async (request) => {
      await setFavorite(deps.db, {
        userId: currentUser(request).id,
        analysisId: request.params.id,
        favorite: true,
      });
      return { favorite: true as const };
    },
  );

  app.delete(
    '/analyses/:id/favorite',
    {
      schema: {
        tags: ['analysis'],
        params: idParams,
        response: { 200: z.object({ favorite: z.literal(false) }) },
      },
    },
    async (request) => {
      await setFavorite(deps.db, {
        userId: currentUser(request).id,
        analysisId: request.params.id,
        favorite: false,
      });
      return { favorite: false as const };
    },
  );
};
