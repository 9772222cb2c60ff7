import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { adminMessages as m } from '../../../shared/messages/admin';
import { paymentSessions, user } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Database } from '../../lib/database';
import { pageAnswer, selectPage } from '../../lib/paging';
import { closePayment, fulfilPayment, isTestPayment, type PaymentNotifier } from '../payments';
import { recordAdminAction } from './admin-log';

const realPaid = sql`${paymentSessions.status} = 'paid' and ${paymentSessions.provider} <> 'sandbox'`;

export async function listPayments(
  db: Database,
  query: { page: number; pageSize: number; status: string; method: string },
) {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(paymentSessions.status, query.status as 'paid'));
  if (query.method) filters.push(eq(paymentSessions.method, query.method as 'pix'));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, total, [summary]] = await Promise.all([
    selectPage(
      db
        .select({ payment: paymentSessions, email: user.email, name: user.name })
        .from(paymentSessions)
        .leftJoin(user, eq(user.id, paymentSessions.userId))
        .where(where)
        .orderBy(desc(paymentSessions.createdAt), desc(paymentSessions.id))
        .$dynamic(),
      query,
    ),
    db.$count(paymentSessions, where),
    db
      .select({
        // Revenue counts money actually received: paid payments only, never the sandbox's test card.
        revenueCents: sql<number>`coalesce(sum(${paymentSessions.amountCents}) filter (where ${realPaid}), 0)::int`,
        totalTransactions: count(),
        paidCount: sql<number>`count(*) filter (where ${realPaid})::int`,
        testPaidCount: sql<number>`count(*) filter (where ${paymentSessions.status} = 'paid' and ${paymentSessions.provider} = 'sandbox')::int`,
        pendingPix: sql<number>`count(*) filter (where ${paymentSessions.status} = 'pending' and ${paymentSessions.method} = 'pix')::int`,
      })
      .from(paymentSessions),
  ]);
  const items = rows.map(({ payment, email, name }) => ({
    id: payment.id,
    sessionId: payment.providerSessionId,
    method: payment.method,
    provider: payment.provider,
    amountCents: payment.amountCents,
    currency: payment.currency,
    planType: payment.planType,
    status: payment.status,
    reference: payment.reference,
    userId: payment.userId,
    userEmail: email,
    userName: name,
    test: isTestPayment(payment),
    createdAt: payment.createdAt.toISOString(),
    paidAt: payment.paidAt ? payment.paidAt.toISOString() : null,
  }));
  return {
    ...pageAnswer(items, total, query),
    summary: {
      revenueCents: Number(summary?.revenueCents ?? 0),
      totalTransactions: Number(summary?.totalTransactions ?? 0),
      paidCount: Number(summary?.paidCount ?? 0),
      testPaidCount: Number(summary?.testPaidCount ?? 0),
      pendingPix: Number(summary?.pendingPix ?? 0),
    },
  };
}

async function findPendingPix(db: Database, id: string) {
  const [payment] = await db.select().from(paymentSessions).where(eq(paymentSessions.id, id));
  if (!payment) throw new AppError('NOT_FOUND', m.paymentNotFound);
  if (payment.method !== 'pix') throw new AppError('CONFLICT', m.onlyPendingPix);
  return payment;
}

/** What the audit log records of a PIX payment an administrator decided. */
function pixAuditDetails(payment: Awaited<ReturnType<typeof findPendingPix>>) {
  return { reference: payment.reference, plan: payment.planType, amount_cents: payment.amountCents };
}

/** 'Confirmar': the same idempotent fulfilment as a card webhook; a second click credits nothing. */
export async function confirmPixPayment(
  db: Database,
  options: { paymentId: string; adminId: string; ip: string; onFulfilled?: PaymentNotifier },
) {
  const payment = await findPendingPix(db, options.paymentId);
  if (payment.status !== 'pending' && payment.status !== 'paid')
    throw new AppError('CONFLICT', m.onlyPendingPix);
  const result = await fulfilPayment(
    db,
    { provider: payment.provider, providerSessionId: payment.providerSessionId },
    {
      decidedBy: options.adminId,
      onFulfilled: options.onFulfilled,
      // An administrator's decision, so the ceiling applies (the buyer can be refunded instead).
      ceilingMessage: m.overMaxCredits,
      // The audit row lands with the credits, or neither does.
      inTransaction: (tx, fulfilled) =>
        recordAdminAction(tx, {
          action: 'confirm_pix',
          adminId: options.adminId,
          ip: options.ip,
          targetUserId: payment.userId,
          details: { ...pixAuditDetails(payment), credits_added: fulfilled.creditsAdded },
        }),
    },
  );
  return { status: result.payment.status, creditsAdded: result.creditsAdded };
}

export async function rejectPixPayment(
  db: Database,
  options: { paymentId: string; adminId: string; ip: string },
) {
  const payment = await findPendingPix(db, options.paymentId);
  if (payment.status !== 'pending') throw new AppError('CONFLICT', m.onlyPendingPix);
  const closed = await closePayment(
    db,
    { provider: payment.provider, providerSessionId: payment.providerSessionId },
    {
      status: 'failed',
      decidedBy: options.adminId,
      inTransaction: (tx) =>
        recordAdminAction(tx, {
          action: 'reject_pix',
          adminId: options.adminId,
          ip: options.ip,
          targetUserId: payment.userId,
          details: pixAuditDetails(payment),
        }),
    },
  );
  return { status: closed?.status ?? 'failed', creditsAdded: 0 };
}
