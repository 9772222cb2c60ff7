import { and, count, desc, eq, gte, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUser, AdminUsersResponse } from '../../../shared/admin';
import { adminMessages as m } from '../../../shared/messages/admin';
import { adminPlanLabel } from '../../../shared/plans';
import { adminLogs, user, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Database, Transaction } from '../../lib/database';
import { pageAnswer, selectPage } from '../../lib/paging';
import {
  applyPlanChange,
  findLedgerEntry,
  grantBonusCredits,
  isLicenceActive,
  listUserTransactions,
} from '../credits';
import { pendingPackCredits } from '../payments';
import { getSystemSettings } from '../settings';
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
  const [rows, total, [summary]] = await Promise.all([
    selectPage(
      db.select().from(user).where(where).orderBy(desc(user.createdAt), desc(user.id)).$dynamic(),
      query,
    ),
    db.$count(user, where),
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
    ...pageAnswer(rows.map(toAdminUser), total, query),
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

/** A customer's row, locked for the caller's transaction (admins are not customers). */
async function lockCustomer(tx: Transaction, id: string): Promise<UserRow> {
  const [row] = await tx
    .select()
    .from(user)
    .where(and(eq(user.id, id), customers))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', m.userNotFound);
  return row;
}

/**
 * 'Créditos' menu: a bonus grant through the credits module, within the maximum (pending payments
 * counted), logged with its admin in the same transaction. The request's idempotency key makes a
 * retry (lost answer, double click) return the first grant's balance instead of granting again.
 */
export async function grantCredits(
  db: Database,
  options: { userId: string; amount: number; idempotencyKey: string; adminId: string; ip: string },
): Promise<{ balance: number; alreadyApplied: boolean }> {
  return db.transaction(async (tx) => {
    const customer = await lockCustomer(tx, options.userId);
    const key = `admin-credits:${options.idempotencyKey}`;
    const previous = await findLedgerEntry(tx, key);
    if (previous) {
      if (previous.userId !== customer.id || previous.creditsAmount !== options.amount) {
        throw new AppError('CONFLICT', m.idempotencyKeyReused);
      }
      return { balance: customer.credits, alreadyApplied: true };
    }
    const { maxCreditsPerUser } = await getSystemSettings(tx);
    const result = await grantBonusCredits(tx, {
      user: customer,
      amount: options.amount,
      idempotencyKey: key,
      sessionId: `admin_${Date.now()}`,
      description: 'Créditos adicionados pelo administrador',
      ceiling: {
        max: maxCreditsPerUser,
        pending: await pendingPackCredits(tx, customer.id),
        message: m.overMaxCredits,
      },
    });
    await recordAdminAction(tx, {
      action: 'add_credits',
      adminId: options.adminId,
      ip: options.ip,
      targetUserId: options.userId,
      details: { credits_added: options.amount, idempotency_key: options.idempotencyKey },
    });
    return { balance: result.balance, alreadyApplied: false };
  });
}

/**
 * 'Plano' menu: the plan (and with it the licence) set through the credits module, which writes
 * the ledger's 'adjustment' row; the admin log lands in the same transaction. A retry with the
 * same idempotency key answers what the first request did.
 */
export async function changePlan(
  db: Database,
  options: { userId: string; plan: string; idempotencyKey: string; adminId: string; ip: string; now?: Date },
): Promise<{ oldPlan: string; newPlan: string }> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const current = await lockCustomer(tx, options.userId);
    const key = `admin-plan:${options.idempotencyKey}`;
    const previous = await findLedgerEntry(tx, key);
    if (previous) {
      if (previous.userId !== current.id || previous.planType !== options.plan) {
        throw new AppError('CONFLICT', m.idempotencyKeyReused);
      }
      const logged = await findPlanChangeLog(tx, options.idempotencyKey);
      return { oldPlan: logged?.old_plan ?? options.plan, newPlan: options.plan };
    }
    if (current.plan === options.plan) throw new AppError('CONFLICT', m.samePlan);
    await applyPlanChange(tx, {
      current,
      plan: options.plan,
      idempotencyKey: key,
      sessionId: `admin_${now.getTime()}`,
      description: `Plano alterado pelo administrador: ${planName(current.plan)} → ${planName(options.plan)}`,
      now,
    });
    await recordAdminAction(tx, {
      action: 'change_plan',
      adminId: options.adminId,
      ip: options.ip,
      targetUserId: current.id,
      details: { old_plan: current.plan, new_plan: options.plan, idempotency_key: options.idempotencyKey },
    });
    return { oldPlan: current.plan, newPlan: options.plan };
  });
}

function planName(plan: string): string {
  return adminPlanLabel(plan) ?? plan;
}

async function findPlanChangeLog(tx: Transaction, idempotencyKey: string) {
  const [row] = await tx
    .select({ details: adminLogs.details })
    .from(adminLogs)
    .where(
      and(
        eq(adminLogs.action, 'change_plan'),
        sql`${adminLogs.details}->>'idempotency_key' = ${idempotencyKey}`,
      ),
    );
  return (row?.details ?? null) as { old_plan?: string } | null;
}

/** The admin's view of a customer's ledger: the latest 500 rows, in the admin API's field names. */
export async function listCustomerTransactions(db: Database, userId: string) {
  await findCustomer(db, userId);
  const { items } = await listUserTransactions(db, userId, { page: 1, pageSize: 500 });
  return items.map((row) => ({
    id: row.id,
    transaction_type: row.transactionType,
    credits_amount: row.creditsAmount,
    balance_after: row.balanceAfter,
    plan_type: row.planType,
    session_id: row.sessionId,
    description: row.description,
    created_at: row.createdAt,
  }));
}
