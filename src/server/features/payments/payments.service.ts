import { and, desc, eq, isNull } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { paymentMessages as m } from '../../../shared/messages/payments';
import type { Payment, VerifyPaymentResponse } from '../../../shared/payments';
import { findPlan, type PlanId, type PlanOffer } from '../../../shared/plans';
import { formatDateTime } from '../../../shared/format';
import { paymentSessions, type PaymentSessionRow, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { cardUnavailableMessage } from './sandbox-https-guard';
import type { Database } from '../../lib/database';
import { pageAnswer, selectPage, type PageQuery } from '../../lib/paging';
import { lockBuyerWithRoomFor } from './purchase-room';
import { sessionIdPlaceholder, type CardCheckoutProvider } from './card-provider';
import { closePayment, fulfilPayment, type ClosedStatus } from './fulfil-payment';
import { expireAbandonedCheckouts } from './expire-checkouts';
import type { PixMerchant } from './pix/br-code';
import type { PaymentNotifier } from './payment-receipt';

export interface PaymentsDeps {
  db: Database;
  /** Null when no card provider is configured (production without PAYMENT_PROVIDER). */
  cardProvider: CardCheckoutProvider | null;
  publicUrl: string;
  /** PAYMENT_SANDBOX_IN_PRODUCTION: the sandbox may take checkouts behind https (staging). */
  sandboxStaging?: boolean;
  /** Null in production while PIX_KEY / PIX_WHATSAPP_NUMBER are the demo values. */
  pix: (PixMerchant & { whatsappNumber: string }) | null;
  onFulfilled?: PaymentNotifier;
}

export function requirePlan(planType: string): PlanOffer {
  const plan = findPlan(planType);
  if (!plan) throw new AppError('VALIDATION', m.invalidPlan);
  return plan;
}

function requireCardProvider(deps: PaymentsDeps): CardCheckoutProvider {
  if (!deps.cardProvider)
    throw new AppError('PAYMENT_UNAVAILABLE', cardUnavailableMessage({ pixOn: deps.pix !== null }));
  return deps.cardProvider;
}

export async function startCardCheckout(deps: PaymentsDeps, buyer: UserRow, planType: PlanId) {
  const cardProvider = requireCardProvider(deps);
  const plan = requirePlan(planType);
  const paymentKey = randomUUID();
  // The pending payment is recorded (with a placeholder session id) in the same transaction that
  // checks the ceiling, before the provider is called: checkouts opened at once all count.
  await deps.db.transaction(async (tx) => {
    await lockBuyerWithRoomFor(tx, buyer.id, plan);
    await tx.insert(paymentSessions).values({
      id: paymentKey,
      userId: buyer.id,
      method: 'card',
      provider: cardProvider.name,
      providerSessionId: `opening:${paymentKey}`,
      planType: plan.id,
      amountCents: plan.priceCents,
      currency: 'brl',
    });
  });
  const successUrl = `${deps.publicUrl}/dashboard?payment=success&plan=${plan.id}&session_id=${sessionIdPlaceholder}`;
  const cancelUrl = `${deps.publicUrl}/dashboard/planos?payment=cancelled`;
  let session;
  try {
    session = await cardProvider.createCheckout({
      paymentKey,
      userId: buyer.id,
      email: buyer.email,
      plan,
      successUrl,
      cancelUrl,
    });
  } catch {
    // Nothing can pay it: stop counting it against the ceiling.
    await deps.db
      .update(paymentSessions)
      .set({ status: 'failed', updatedAt: new Date() })
      .where(eq(paymentSessions.id, paymentKey));
    throw new AppError('UPSTREAM', m.providerUnavailable);
  }
  await deps.db
    .update(paymentSessions)
    .set({ providerSessionId: session.providerSessionId, checkoutUrl: session.url, updatedAt: new Date() })
    .where(eq(paymentSessions.id, paymentKey));
  return { url: session.url, sessionId: session.providerSessionId };
}

interface PaidOutcome {
  creditsAdded: number;
  /** This buyer was told already (a reopened return page): say so instead of announcing it. */
  alreadyCredited: boolean;
}

function describeResult(payment: PaymentSessionRow, { creditsAdded, alreadyCredited }: PaidOutcome): string {
  const plan = findPlan(payment.planType);
  const name = plan?.name ?? payment.planType;
  const licence = plan?.grant.kind === 'licence';
  if (alreadyCredited) {
    const when = formatDateTime(payment.paidAt ?? payment.updatedAt);
    return licence ? m.alreadyActivated(name, when) : m.alreadyCredited(creditsAdded, name, when);
  }
  return licence ? m.licenceActivated(name) : m.creditsAdded(creditsAdded, name);
}

/**
 * The first return-page answer for a paid payment announces the credits; any later one (the
 * success address reopened, a reload) says they were already credited. Whoever credited it
 * (webhook, sandbox, this check) does not matter: what the buyer was told does.
 */
async function claimFirstConfirmation(db: Database, payment: PaymentSessionRow): Promise<boolean> {
  const claimed = await db
    .update(paymentSessions)
    .set({ creditConfirmedAt: new Date() })
    .where(and(eq(paymentSessions.id, payment.id), isNull(paymentSessions.creditConfirmedAt)))
    .returning({ id: paymentSessions.id });
  return claimed.length > 0;
}

/**
 * The return page's check ('verify-payment'): asks the provider about the session and, when it is
 * paid, runs the same idempotent fulfilment as the webhook. Only the buyer may ask.
 */
export async function verifyCardPayment(
  deps: PaymentsDeps,
  buyer: UserRow,
  providerSessionId: string,
): Promise<VerifyPaymentResponse> {
  const cardProvider = requireCardProvider(deps);
  const ref = { provider: cardProvider.name, providerSessionId };
  const [payment] = await deps.db
    .select()
    .from(paymentSessions)
    .where(
      and(
        eq(paymentSessions.provider, ref.provider),
        eq(paymentSessions.providerSessionId, providerSessionId),
      ),
    );
  if (!payment || payment.userId !== buyer.id) throw new AppError('NOT_FOUND', m.paymentNotFound);
  // An 'expired' row may be one we expired ourselves: the provider has the last word on it.
  if (payment.status === 'pending' || payment.status === 'expired') {
    const remote = await cardProvider.getSession(providerSessionId).catch(() => {
      throw new AppError('UPSTREAM', m.providerUnavailable);
    });
    if (remote?.status === 'paid') {
      assertAmountMatches(payment, remote.amountCents, remote.currency);
      const result = await fulfilPayment(deps.db, ref, { onFulfilled: deps.onFulfilled });
      return paidAnswer(result.payment, {
        creditsAdded: result.creditsAdded,
        alreadyCredited: !(await claimFirstConfirmation(deps.db, result.payment)),
      });
    }
    if (remote?.status === 'expired' || remote?.status === 'failed' || remote?.status === 'cancelled') {
      await closePayment(deps.db, ref, { status: remote.status });
      return closedAnswer(payment, remote.status);
    }
    return {
      success: false,
      status: 'pending',
      creditsAdded: 0,
      alreadyCredited: false,
      planType: payment.planType,
      message: m.paymentPending,
    };
  }
  if (payment.status === 'paid') {
    return paidAnswer(payment, {
      creditsAdded: payment.creditsGranted,
      alreadyCredited: !(await claimFirstConfirmation(deps.db, payment)),
    });
  }
  return closedAnswer(payment, payment.status);
}

/**
 * A provider must report exactly the amount and currency our catalogue charged; a different one, or
 * none at all (a null amount), is never credited.
 */
export function assertAmountMatches(
  payment: PaymentSessionRow,
  amountCents: number | null,
  currency: string | null,
) {
  if (amountCents === null || amountCents !== payment.amountCents) {
    throw new AppError('CONFLICT', m.paymentAlreadyDecided);
  }
  if (currency === null || currency.toLowerCase() !== payment.currency) {
    throw new AppError('CONFLICT', m.paymentAlreadyDecided);
  }
}

function paidAnswer(payment: PaymentSessionRow, outcome: PaidOutcome): VerifyPaymentResponse {
  return {
    success: true,
    status: 'paid',
    ...outcome,
    planType: payment.planType,
    message: describeResult(payment, outcome),
  };
}

const closedMessages: Record<ClosedStatus, string> = {
  failed: m.paymentFailed,
  cancelled: m.paymentCancelled,
  expired: m.paymentExpired,
};

function closedAnswer(payment: PaymentSessionRow, status: ClosedStatus): VerifyPaymentResponse {
  return {
    success: false,
    status,
    creditsAdded: 0,
    alreadyCredited: false,
    planType: payment.planType,
    message: closedMessages[status],
  };
}

/** The sandbox's test card moves no money: such payments are marked and never counted as revenue. */
export function isTestPayment(row: Pick<PaymentSessionRow, 'provider'>): boolean {
  return row.provider === 'sandbox';
}

export function toPayment(row: PaymentSessionRow): Payment {
  return {
    id: row.id,
    method: row.method,
    provider: row.provider,
    providerSessionId: row.providerSessionId,
    planType: row.planType,
    amountCents: row.amountCents,
    currency: row.currency,
    status: row.status,
    reference: row.reference,
    creditsGranted: row.creditsGranted,
    test: isTestPayment(row),
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
  };
}

export async function listUserPayments(db: Database, userId: string, page: PageQuery) {
  await expireAbandonedCheckouts(db, { userId });
  const where = eq(paymentSessions.userId, userId);
  const [rows, total] = await Promise.all([
    selectPage(
      db.select().from(paymentSessions).where(where).orderBy(desc(paymentSessions.createdAt)).$dynamic(),
      page,
    ),
    db.$count(paymentSessions, where),
  ]);
  return pageAnswer(rows.map(toPayment), total, page);
}
