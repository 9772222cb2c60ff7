import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  forgotPasswordSchema,
  loginResponseSchema,
  loginSchema,
  meSchema,
  okResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  resetLinkCheckSchema,
  resetLinkStatusSchema,
  resetPasswordSchema,
  sessionResponseSchema,
} from '../../../shared/auth';
import { authMessages as m } from '../../../shared/messages/auth';
import { createUserLoginThrottle, enforceAuthRateLimits } from './auth-rate-limits';
import {
  confirmEmail,
  logInUser,
  logOutUser,
  registerUser,
  requestPasswordReset,
  resetPassword,
  type AuthDeps,
} from './auth.service';
import { currentUser } from '../../lib/session-user';
import { resetLinkUsable } from './reset-links';
import { loadSessionUser } from './session';
import { toMe } from './to-me';

/** Public auth endpoints under /api/auth. Only these are exposed; better-auth's own router is not. */
export const authRoutes: FastifyPluginAsyncZod<AuthDeps> = async (app, deps) => {
  const loginThrottle = createUserLoginThrottle(deps.db);
  app.post(
    '/auth/register',
    { schema: { tags: ['auth'], body: registerRequestSchema, response: { 201: registerResponseSchema } } },
    async (request, reply) => {
      await enforceAuthRateLimits(deps.db, [{ rule: 'registerByIp', subject: request.ip }], {
        factor: deps.addressLimitFactor,
      });
      const result = await registerUser(deps, request.body, { request, reply });
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/auth/login',
    { schema: { tags: ['auth'], body: loginSchema, response: { 200: loginResponseSchema } } },
    async (request, reply) => ({
      user: await logInUser({ ...deps, loginThrottle }, request.body, { request, reply }),
    }),
  );

  app.post(
    '/auth/logout',
    { schema: { tags: ['auth'], response: { 200: okResponseSchema } } },
    async (request, reply) => {
      const row = await loadSessionUser(deps, request, reply);
      await logOutUser(deps, row?.id ?? null, { request, reply });
      return { ok: true as const, message: m.logoutDescription };
    },
  );

  app.post(
    '/auth/forgot-password',
    { schema: { tags: ['auth'], body: forgotPasswordSchema, response: { 200: okResponseSchema } } },
    async (request) => {
      await enforceAuthRateLimits(deps.db, [
        { rule: 'resetByIp', subject: request.ip },
        { rule: 'resetByEmail', subject: request.body.email.toLowerCase() },
      ]);
      await requestPasswordReset(deps, request.body.email, { origin: request.headers.origin });
      return { ok: true as const, message: m.resetEmailSent };
    },
  );

  app.post(
    '/auth/reset-password',
    { schema: { tags: ['auth'], body: resetPasswordSchema, response: { 200: okResponseSchema } } },
    async (request) => {
      await enforceAuthRateLimits(deps.db, [{ rule: 'resetByIp', subject: request.ip }]);
      await resetPassword(deps, request.body);
      return { ok: true as const, message: m.resetDone };
    },
  );

  // The reset page asks before showing its form, so a used or expired link says so at once.
  app.post(
    '/auth/reset-password/check',
    {
      schema: {
        tags: ['auth'],
        body: resetLinkCheckSchema,
        response: { 200: resetLinkStatusSchema },
      },
    },
    async (request) => {
      await enforceAuthRateLimits(deps.db, [{ rule: 'resetCheckByIp', subject: request.ip }]);
      return { usable: await resetLinkUsable(deps.auth, request.body.token) };
    },
  );

  // Pages ask "who is signed in?" on every load, signed in or not. A 401 there would be logged in
  // the browser console of every visitor, so the answer is 200 with null (GET /api/me stays 401).
  app.get(
    '/auth/session',
    { schema: { tags: ['auth'], response: { 200: sessionResponseSchema } } },
    async (request, reply) => {
      const row = await loadSessionUser(deps, request, reply);
      return { user: row ? toMe(row) : null };
    },
  );

  // Target of the confirmation e-mail: a plain browser navigation, so it answers with a redirect.
  app.get(
    '/auth/confirm-email',
    { schema: { tags: ['auth'], querystring: z.object({ token: z.string().max(4096).default('') }) } },
    async (request, reply) => {
      const confirmed = request.query.token ? await confirmEmail(deps, request.query.token) : false;
      return reply.redirect(`/?emailConfirmed=${confirmed ? 1 : 0}`);
    },
  );
};

/** Routes for the signed-in user (registered behind the user-session guard). */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/me', { schema: { tags: ['auth'], response: { 200: meSchema } } }, async (request) =>
    toMe(currentUser(request)),
  );
};
