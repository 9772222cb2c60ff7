import { and, count, desc, eq, gte, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUser, AdminUsersResponse } from '../../../shared/admin';
import { adminMessages as m } from '../../../shared/messages/admin';
import { creditTransactions, user, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Database } from '../../lib/database';
import { isLicenceActive } from '../auth/to-me';
import { applyCreditChange } from '../credits/ledger';
import { addMonths } from '../credits/licence';
import { getSystemSettings } from '../settings/settings.service';
import { recordAdminAction } from './admin-log';

function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    plan: row.plan,
    credits: row.credits,
    analysis_count: row.analysisCount,
    licence: {
      kind: row.licenceKind,
      expiresAt: row.licenceExpiresAt ? row.licenceExpiresAt.toISOString() : null,
      active: isLicenceActive(row),
    },
    created_at: row.createdAt.toISOString(),
  };
}

/** LIKE wildcards typed by the admin are searched literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const customers = ne(user.role, 'admin');

export async function listUsers(
  db: Database,
  query: { page: number; pageSize: number; search: string; plan: string },
): Promise<AdminUsersResponse> {
  const filters: SQL[] = [customers];
  if (query.search) {
    const pattern = likePattern(query.search);
    filters.push(or(ilike(user.name, pattern), ilike(user.email, pattern), ilike(user.id, pattern))!);
  }
  if (query.plan) filters.push(eq(user.plan, query.plan));
  const where = and(...filters);
  const weekAgo = new Date(Date.now() - 7 * 86_400_000);
  const [rows, [filtered], [summary]] = await Promise.all([
    db
      .select()
      .from(user)
      .where(where)
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(user).where(where),
    db
      .select({
        totalUsers: count(),
        premiumUsers: sql<number>`count(*) filter (where ${user.plan} <> 'free')::int`,
        newUsers7d: sql<number>`count(*) filter (where ${gte(user.createdAt, weekAgo)})::int`,
        totalAnalyses: sql<number>`coalesce(sum(${user.analysisCount}), 0)::int`,
      })
      .from(user)
      .where(customers),
  ]);
  return {
    items: rows.map(toAdminUser),
    total: filtered?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    summary: {
      totalUsers: Number(summary?.totalUsers ?? 0),
      premiumUsers: Number(summary?.premiumUsers ?? 0),
      newUsers7d: Number(summary?.newUsers7d ?? 0),
      totalAnalyses: Number(summary?.totalAnalyses ?? 0),
    },
  };
}

async function findCustomer(db: Database, id: string): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(user)
    .where(and(eq(user.id, id), customers));
  if (!row) throw new AppError('NOT_FOUND', m.userNotFound);
  return row;
}

/** 'Créditos' menu: a bonus grant, never past the maximum-credits setting, logged with its admin. */
export async function grantCredits(
  db: Database,
  options: { userId: string; amount: number; adminId: string; ip: string },
): Promise<{ balance: number }> {
  await findCustomer(db, options.userId);
  const { maxCreditsPerUser } = await getSystemSettings(db);
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(user).where(eq(user.id, options.userId)).for('update');
    if (!locked) throw new AppError('NOT_FOUND', m.userNotFound);
    if (locked.credits + options.amount > maxCreditsPerUser) {
      throw new AppError('UNPROCESSABLE', m.overMaxCredits(maxCreditsPerUser));
    }
    const sessionId = `admin_${Date.now()}`;
    const result = await applyCreditChange(tx, {
      userId: options.userId,
      amount: options.amount,
      type: 'bonus',
      sessionId,
      description: 'Créditos adicionados pelo administrador',
    });
    await recordAdminAction(tx, {
      action: 'add_credits',
      adminId: options.adminId,
      ip: options.ip,
      targetUserId: options.userId,
      details: { credits_added: options.amount },
    });
    return result;
  });
}

/**
 * 'Plano' menu. vtx_annual and vtx_lifetime set the licence (annual: 12 months from now or from its
 * current end), free removes it; credits are never touched.
 */
export async function changePlan(
  db: Database,
  options: { userId: string; plan: string; adminId: string; ip: string; now?: Date },
): Promise<{ oldPlan: string; newPlan: string }> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(user)
      .where(and(eq(user.id, options.userId), customers))
      .for('update');
    if (!current) throw new AppError('NOT_FOUND', m.userNotFound);
    if (current.plan === options.plan) throw new AppError('CONFLICT', m.samePlan);
    const licence: Partial<Pick<UserRow, 'licenceKind' | 'licenceExpiresAt'>> =
      options.plan === 'vtx_lifetime'
        ? { licenceKind: 'lifetime', licenceExpiresAt: null }
        : options.plan === 'vtx_annual'
          ? {
              licenceKind: 'annual',
              licenceExpiresAt: addMonths(
                current.licenceKind === 'annual' && current.licenceExpiresAt && current.licenceExpiresAt > now
                  ? current.licenceExpiresAt
                  : now,
                12,
              ),
            }
          : options.plan === 'free'
            ? { licenceKind: null, licenceExpiresAt: null }
            : {};
    await tx
      .update(user)
      .set({ plan: options.plan, ...licence, updatedAt: now })
      .where(eq(user.id, current.id));
    await recordAdminAction(tx, {
      action: 'change_plan',
      adminId: options.adminId,
      ip: options.ip,
      targetUserId: current.id,
      details: { old_plan: current.plan, new_plan: options.plan },
    });
    return { oldPlan: current.plan, newPlan: options.plan };
  });
}

export async function listUserTransactions(db: Database, userId: string) {
  await findCustomer(db, userId);
  const rows = await db
    .select()
    .from(creditTransactions)
    .where(eq(creditTransactions.userId, userId))
    .orderBy(desc(creditTransactions.createdAt), desc(creditTransactions.id))
    .limit(500);
  return rows.map((row) => ({
    id: row.id,
    transaction_type: row.transactionType,
    credits_amount: row.creditsAmount,
    balance_after: row.balanceAfter,
    plan_type: row.planType,
    session_id: row.sessionId,
    description: row.description,
    created_at: row.createdAt.toISOString(),
  }));
}
