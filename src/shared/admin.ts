import { z } from 'zod';
import { adminMessages as m } from './messages/admin';
import { paymentStatuses } from './payment-status';
import { adminPlanLabels } from './plans';

/** An admin session lasts this long from sign-in, however active (the server's adminSessionSeconds). */
export const adminSessionHours = 8;

export const adminCreditAmounts = [10, 25, 50, 100, 250, 500, 1000] as const;
// The list's own keys: a membership test with `in` would also accept '__proto__', 'toString'….
export const adminPlanValues = Object.keys(adminPlanLabels) as [string, ...string[]];
const adminPlanSchema = z.enum(adminPlanValues, { error: m.invalidPlan });

export const adminLoginSchema = z.object({
  username: z.string({ error: m.usernameRequired }).trim().min(1, m.usernameRequired).max(64),
  password: z.string({ error: m.passwordRequired }).min(1, m.passwordRequired).max(128),
});
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;

export const adminIdentitySchema = z.object({ id: z.string(), username: z.string(), expiresAt: z.string() });
export type AdminIdentity = z.infer<typeof adminIdentitySchema>;
/** GET /api/admin/session: the signed-in administrator or null (never a 401 to log in a console). */
export const adminSessionResponseSchema = z.object({ admin: adminIdentitySchema.nullable() });
export type AdminSessionResponse = z.infer<typeof adminSessionResponseSchema>;

const page = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
};

export const adminUsersQuerySchema = z.object({
  ...page,
  search: z.string().trim().max(200, m.invalidSearch).default(''),
  plan: z.union([z.literal(''), adminPlanSchema], { error: m.invalidPlan }).default(''),
});

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  plan: z.string(),
  credits: z.number().int(),
  analysis_count: z.number().int(),
  licence: z.object({ kind: z.string().nullable(), expiresAt: z.string().nullable(), active: z.boolean() }),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersResponseSchema = z.object({
  items: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  summary: z.object({
    totalUsers: z.number().int(),
    premiumUsers: z.number().int(),
    newUsers7d: z.number().int(),
    totalAnalyses: z.number().int(),
  }),
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

/** Chosen by the browser per click: a retried request with the same key is applied once. */
const idempotencyKey = z.uuid({ error: m.idempotencyKeyRequired });

export const addCreditsSchema = z.object({
  idempotencyKey,
  amount: z.coerce
    .number({ error: m.invalidCreditAmount })
    .refine((value) => (adminCreditAmounts as readonly number[]).includes(value), m.invalidCreditAmount),
});

export const changePlanSchema = z.object({ plan: adminPlanSchema, idempotencyKey });
export const changePlanResponseSchema = z.object({
  success: z.literal(true),
  oldPlan: z.string(),
  newPlan: z.string(),
});

export const adminTransactionSchema = z.object({
  id: z.string(),
  transaction_type: z.enum(['purchase', 'usage', 'bonus', 'refund', 'adjustment']),
  credits_amount: z.number().int(),
  balance_after: z.number().int(),
  plan_type: z.string().nullable(),
  session_id: z.string().nullable(),
  description: z.string().nullable(),
  created_at: z.string(),
});

export const adminPaymentsQuerySchema = z.object({
  ...page,
  status: z.enum([...paymentStatuses, '']).default(''),
  method: z.enum(['card', 'pix', '']).default(''),
});

export const adminPaymentSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  method: z.enum(['card', 'pix']),
  provider: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  planType: z.string(),
  status: z.enum(paymentStatuses),
  reference: z.string().nullable(),
  userId: z.string(),
  userEmail: z.string().nullable(),
  userName: z.string().nullable(),
  /** Paid with the sandbox's test card: no money moved, never counted as revenue. */
  test: z.boolean(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminPaymentsResponseSchema = z.object({
  items: z.array(adminPaymentSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  summary: z.object({
    revenueCents: z.number().int(),
    totalTransactions: z.number().int(),
    paidCount: z.number().int(),
    /** Test payments (sandbox) among the paid ones, left out of revenue and paidCount. */
    testPaidCount: z.number().int(),
    pendingPix: z.number().int(),
  }),
});

export const adminLogsQuerySchema = z.object({
  ...page,
  action: z.string().trim().max(40).default(''),
  adminId: z.string().trim().max(64).default(''),
});

export const adminLogSchema = z.object({
  id: z.string(),
  action: z.string(),
  admin_id: z.string().nullable(),
  admin_username: z.string().nullable(),
  target_user_id: z.string().nullable(),
  ip_address: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type AdminLog = z.infer<typeof adminLogSchema>;

export const adminLogsResponseSchema = z.object({
  items: z.array(adminLogSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  summary: z.object({
    total: z.number().int(),
    today: z.number().int(),
    lastActivity: z.string().nullable(),
  }),
  admins: z.array(z.object({ id: z.string(), username: z.string() })),
});

export const activityItemSchema = z.object({
  kind: z.enum(['signup', 'analysis', 'payment', 'admin']),
  description: z.string(),
  at: z.string(),
});

export const statusCheckSchema = z.object({
  name: z.string(),
  /** Measured now: answered ('ok') or not ('fail'); 'unconfigured' when there is nothing to measure. */
  state: z.enum(['ok', 'fail', 'unconfigured']),
  latencyMs: z.number().nullable(),
  detail: z.string(),
});

export type StatusCheck = z.infer<typeof statusCheckSchema>;

/** How this server runs: production or not, and how it takes money (the overview's badge). */
export const serverModeSchema = z.object({
  environment: z.enum(['production', 'development', 'test']),
  card: z.enum(['stripe', 'sandbox', 'unavailable']),
  pix: z.boolean(),
});
export type ServerMode = z.infer<typeof serverModeSchema>;

export const adminOverviewSchema = z.object({
  mode: serverModeSchema,
  totalUsers: z.number().int(),
  activeLicences: z.number().int(),
  revenueCents: z.number().int(),
  analysesToday: z.number().int(),
  pageViewsToday: z.number().int(),
  analyticsEnabled: z.boolean(),
  recentActivity: z.array(activityItemSchema),
  status: z.array(statusCheckSchema),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
