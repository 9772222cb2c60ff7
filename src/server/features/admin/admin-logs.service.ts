import { and, count, desc, eq, gte, max, type SQL } from 'drizzle-orm';
import { adminLogs, user } from '../../db/schema';
import type { Database } from '../../lib/database';
import { pageAnswer, selectPage } from '../../lib/paging';
import { startOfTodayInSaoPaulo } from '../../lib/sao-paulo-today';

export async function listAdminLogs(
  db: Database,
  query: { page: number; pageSize: number; action: string; adminId: string },
) {
  const filters: SQL[] = [];
  if (query.action) filters.push(eq(adminLogs.action, query.action));
  if (query.adminId) filters.push(eq(adminLogs.adminId, query.adminId));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, total, [summary], [today], admins] = await Promise.all([
    selectPage(
      db
        .select({ log: adminLogs, username: user.username })
        .from(adminLogs)
        .leftJoin(user, eq(user.id, adminLogs.adminId))
        .where(where)
        .orderBy(desc(adminLogs.createdAt), desc(adminLogs.id))
        .$dynamic(),
      query,
    ),
    db.$count(adminLogs, where),
    db.select({ total: count(), last: max(adminLogs.createdAt) }).from(adminLogs),
    db.select({ value: count() }).from(adminLogs).where(gte(adminLogs.createdAt, startOfTodayInSaoPaulo())),
    db.select({ id: user.id, username: user.username }).from(user).where(eq(user.role, 'admin')),
  ]);
  const items = rows.map(({ log, username }) => ({
    id: log.id,
    action: log.action,
    admin_id: log.adminId,
    admin_username: username,
    target_user_id: log.targetUserId,
    ip_address: log.ipAddress,
    details: (log.details ?? {}) as Record<string, unknown>,
    created_at: log.createdAt.toISOString(),
  }));
  return {
    ...pageAnswer(items, total, query),
    summary: {
      total: summary?.total ?? 0,
      today: today?.value ?? 0,
      lastActivity: summary?.last ? new Date(summary.last).toISOString() : null,
    },
    admins: admins.map((admin) => ({ id: admin.id, username: admin.username ?? admin.id })),
  };
}
