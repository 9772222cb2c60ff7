import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userSettingsSchema } from '../../../shared/user-settings';
import type { Database } from '../../lib/database';
import { currentUser } from '../../lib/session-user';
import { getUserSettings, saveUserSettings } from './user-settings.service';

/** The signed-in user's preferences (registered behind the user-session guard). */
export const userSettingsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/settings',
    { schema: { tags: ['settings'], response: { 200: userSettingsSchema } } },
    async (request) => getUserSettings(db, currentUser(request).id),
  );

  app.put(
    '/settings',
    { schema: { tags: ['settings'], body: userSettingsSchema, response: { 200: userSettingsSchema } } },
    async (request) => saveUserSettings(db, { userId: currentUser(request).id, settings: request.body }),
  );
};
