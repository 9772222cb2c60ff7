import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid, date } from 'drizzle-orm/pg-core';

/** Every administrative action, attributed on the server to the admin of the session. */
export const adminLogs = pgTable(
  'admin_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    action: text('action').notNull(),
    /** Null for actions without an authenticated admin (a failed login). */
    adminId: text('admin_id'),
    targetUserId: text('target_user_id'),
    ipAddress: text('ip_address'),
    details: jsonb('details').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_logs_created_idx').on(t.createdAt),
    index('admin_logs_action_created_idx').on(t.action, t.createdAt),
    index('admin_logs_admin_created_idx').on(t.adminId, t.createdAt),
  ],
);

/** Daily counters recorded only while the Analytics setting is on (page views, analyses per sector). */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day').notNull(),
    metric: text('metric').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.metric, t.key] })],
);

export type AdminLogRow = typeof adminLogs.$inferSelect;
