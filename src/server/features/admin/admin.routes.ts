import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addCreditsSchema,
  adminIdentitySchema,
  adminLoginSchema,
  adminSessionResponseSchema,
  adminLogsQuerySchema,
  adminLogsResponseSchema,
  adminOverviewSchema,
  adminPaymentsQuerySchema,
  adminPaymentsResponseSchema,
  adminTransactionSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  changePlanResponseSchema,
  changePlanSchema,
} from '../../../shared/admin';
import { adminMessages as m } from '../../../shared/messages/admin';
import { systemSettingsInputSchema, systemSettingsSchema } from '../../../shared/settings';
import type { Database } from '../../lib/database';
import type { Auth } from '../auth';
import { getSystemSettings, type SettingsCache } from '../settings';
import type { AdminAuth } from './admin-auth';
import { adminActor, currentAdmin, loadAdmin, requireAdminSession } from './admin-guard';
import { listAdminLogs } from './admin-logs.service';
import { confirmPixPayment, listPayments, rejectPixPayment } from './admin-payments.service';
import { logInAdmin, logOutAdmin } from './admin-session.service';
import { changePlan, grantCredits, listUsers, listCustomerTransactions } from './admin-users.service';
import { getOverview } from './overview.service';
import { updateSettingsAsAdmin } from './admin-settings.service';
import type { StatusMonitor } from './system-status';
import type { ServerMode } from '../../../shared/admin';
import type { PaymentNotifier } from '../payments';

export interface AdminDeps {
  settings: SettingsCache;
  onPaymentFulfilled?: PaymentNotifier;
  adminAuth: AdminAuth;
  userAuth: Auth;
  db: Database;
  status: StatusMonitor;
  /** Production or not and the payment modes, shown on the overview. */
  mode: ServerMode;
}

const idParams = z.object({ id: z.string().min(1).max(64) });
// Payment ids are UUIDs; anything else is a payment that does not exist.
const paymentParams = z.object({ id: z.uuid(m.paymentNotFound) });
const decisionSchema = z.object({ status: z.string(), creditsAdded: z.number().int() });

/** The back-office door: the only /api/admin route without an admin session. */
export const adminLoginRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, deps) => {
  app.post(
    '/admin/login',
    {
      schema: {
        tags: ['admin'],
        body: adminLoginSchema,
        response: { 200: z.object({ admin: adminIdentitySchema }) },
      },
    },
    async (request, reply) => ({ admin: await logInAdmin(deps, request.body, { request, reply }) }),
  );

  // The admin pages' "who is signed in?": null instead of a 401 so /admin/login logs no error.
  app.get(
    '/admin/session',
    { schema: { tags: ['admin'], response: { 200: adminSessionResponseSchema } } },
    async (request) => {
      const found = await loadAdmin(deps, request);
      if (!found || found.row.role !== 'admin' || found.row.banned) return { admin: null };
      return { admin: adminIdentity(found.row, found.expiresAt) };
    },
  );
};

function adminIdentity(row: { id: string; username: string | null; name: string }, expiresAt: Date) {
  return { id: row.id, username: row.username ?? row.name, expiresAt: expiresAt.toISOString() };
}

/** The back office API under /api/admin, all behind the admin guard (this plugin's own hook). */
export const adminRoutes: FastifyPluginAsyncZod<AdminDeps> = async (guarded, deps) => {
  guarded.addHook('onRequest', requireAdminSession(deps));

  guarded.get(
    '/admin/me',
    { schema: { tags: ['admin'], response: { 200: adminIdentitySchema } } },
    async (request) => {
      const admin = currentAdmin(request);
      return adminIdentity(admin, admin.sessionExpiresAt);
    },
  );

  guarded.post(
    '/admin/logout',
    { schema: { tags: ['admin'], response: { 200: z.object({ ok: z.literal(true) }) } } },
    async (request, reply) => {
      await logOutAdmin(deps, currentAdmin(request).id, { request, reply });
      return { ok: true as const };
    },
  );

  guarded.get(
    '/admin/overview',
    { schema: { tags: ['admin'], response: { 200: adminOverviewSchema } } },
    async () => getOverview(deps.db, deps.status, deps.mode),
  );

  guarded.get(
    '/admin/users',
    {
      schema: {
        tags: ['admin'],
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersResponseSchema },
      },
    },
    async (request) => listUsers(deps.db, request.query),
  );

  guarded.post(
    '/admin/users/:id/credits',
    {
      schema: {
        tags: ['admin'],
        params: idParams,
        body: addCreditsSchema,
        response: { 200: z.object({ balance: z.number().int(), alreadyApplied: z.boolean() }) },
      },
    },
    async (request) =>
      grantCredits(deps.db, {
        userId: request.params.id,
        amount: request.body.amount,
        idempotencyKey: request.body.idempotencyKey,
        ...adminActor(request),
      }),
  );

  guarded.post(
    '/admin/users/:id/plan',
    {
      schema: {
        tags: ['admin'],
        params: idParams,
        body: changePlanSchema,
        response: { 200: changePlanResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await changePlan(deps.db, {
        userId: request.params.id,
        plan: request.body.plan,
        idempotencyKey: request.body.idempotencyKey,
        ...adminActor(request),
      })),
    }),
  );

  guarded.get(
    '/admin/users/:id/transactions',
    { schema: { tags: ['admin'], params: idParams, response: { 200: z.array(adminTransactionSchema) } } },
    async (request) => listCustomerTransactions(deps.db, request.params.id),
  );

  guarded.get(
    '/admin/payments',
    {
      schema: {
        tags: ['admin'],
        querystring: adminPaymentsQuerySchema,
        response: { 200: adminPaymentsResponseSchema },
      },
    },
    async (request) => listPayments(deps.db, request.query),
  );

  guarded.post(
    '/admin/payments/:id/confirm',
    { schema: { tags: ['admin'], params: paymentParams, response: { 200: decisionSchema } } },
    async (request) =>
      confirmPixPayment(deps.db, {
        paymentId: request.params.id,
        ...adminActor(request),
        onFulfilled: deps.onPaymentFulfilled,
      }),
  );

  guarded.post(
    '/admin/payments/:id/reject',
    { schema: { tags: ['admin'], params: paymentParams, response: { 200: decisionSchema } } },
    async (request) => rejectPixPayment(deps.db, { paymentId: request.params.id, ...adminActor(request) }),
  );

  guarded.get(
    '/admin/logs',
    {
      schema: {
        tags: ['admin'],
        querystring: adminLogsQuerySchema,
        response: { 200: adminLogsResponseSchema },
      },
    },
    async (request) => listAdminLogs(deps.db, request.query),
  );

  guarded.get(
    '/admin/settings',
    { schema: { tags: ['admin'], response: { 200: systemSettingsSchema } } },
    async () => getSystemSettings(deps.db),
  );

  guarded.put(
    '/admin/settings',
    { schema: { tags: ['admin'], body: systemSettingsInputSchema, response: { 200: systemSettingsSchema } } },
    async (request) => {
      const saved = await updateSettingsAsAdmin(deps.db, {
        settings: request.body,
        ...adminActor(request),
      });
      deps.settings.invalidate();
      return saved;
    },
  );
};
