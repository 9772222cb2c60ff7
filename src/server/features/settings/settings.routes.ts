import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SettingsCache } from './settings-cache';

export const publicStatusSchema = z.object({
  maintenance: z.boolean(),
  registrationEnabled: z.boolean(),
  analyticsEnabled: z.boolean(),
});

/** What the app needs to know before anyone signs in (maintenance screen, sign-up, analytics). */
export const publicStatusRoutes: FastifyPluginAsyncZod<{ settings: SettingsCache }> = async (app, deps) => {
  app.get('/status', { schema: { tags: ['system'], response: { 200: publicStatusSchema } } }, async () => {
    const settings = await deps.settings.get();
    return {
      maintenance: settings.systemMaintenance,
      registrationEnabled: settings.registrationEnabled,
      analyticsEnabled: settings.analyticsEnabled,
    };
  });
};
