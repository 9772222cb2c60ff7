import { and, count, desc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import QRCode from 'qrcode';
import { paymentMessages as m } from '../../../shared/messages/payments';
import type { Payment, PixQuote, VerifyPaymentResponse, CreditTransaction } from '../../../shared/payments';
import { findPlan, type PlanId, type PlanOffer } from '../../../shared/plans';
import { formatBRL } from '../../../shared/format';
import { creditTransactions, paymentSessions, type PaymentSessionRow, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Database } from '../../lib/database';
import { getSystemSettings } from '../settings/settings.service';
import { sessionIdPlaceholder, type CardCheckoutProvider } from './card-provider';
import { closePayment, fulfilPayment } from './fulfil-payment';
import { buildPixPayload, pixReference, type PixMerchant } from './pix/br-code';
import type { PaymentNotifier } from './payment-receipt';

export interface PaymentsDeps {
  db: Database;
  cardProvider: CardCheckoutProvider;
  publicUrl: string;
  pix: PixMerchant & { whatsappNumber: string };
  onFulfilled?: PaymentNotifier;
}

function requirePlan(planType: string): PlanOffer {
  const plan = findPlan(planType);
  if (!plan) throw new AppError('VALIDATION', m.invalidPlan);
  return plan;
}

/** A purchase may not take a balance over the 'maximum credits per user' setting. */
async function assertWithinCreditLimit(db: Database, buyer: UserRow, plan: PlanOffer): Promise<void> {
  if (plan.grant.kind !== 'credits') return;
  const { maxCreditsPerUser } = await getSystemSettings(db);
  if (buyer.credits + plan.grant.credits > maxCreditsPerUser) {
    throw new AppError('UNPROCESSABLE', m.overCreditLimit(maxCreditsPerUser));
  }
}

export async function startCardCheckout(deps: PaymentsDeps, buyer: UserRow, planType: PlanId) {
  const plan = requirePlan(planType);
  await assertWithinCreditLimit(deps.db, buyer, plan);
  const paymentKey = randomUUID();
  const successUrl = `${deps.publicUrl}/dashboard?payment=success&plan=${plan.id}&session_id=${sessionIdPlaceholder}`;
  const cancelUrl = `${deps.publicUrl}/dashboard/planos?payment=cancelled`;
  let session;
  try {
    session = await deps.cardProvider.createCheckout({
      paymentKey,
      userId: buyer.id,
      email: buyer.email,
      plan,
      successUrl,
      cancelUrl,
    });
  } catch {
    throw new AppError('UPSTREAM', m.providerUnavailable);
  }
  await deps.db.insert(paymentSessions).values({
    id: paymentKey,
    userId: buyer.id,
    method: 'card',
    provider: deps.cardProvider.name,
    providerSessionId: session.providerSessionId,
    planType: plan.id,
    amountCents: plan.priceCents,
    currency: 'brl',
    checkoutUrl: session.url,
  });
  return { url: session.url, sessionId: session.providerSessionId };
}

function describeResult(payment: PaymentSessionRow, creditsAdded: number): string {
  const plan = findPlan(payment.planType);
  const name = plan?.name ?? payment.planType;
  return plan?.grant.kind === 'licence' ? m.licenceActivated(name) : m.creditsAdded(creditsAdded, name);
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
  const ref = { provider: deps.cardProvider.name, providerSessionId };
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
  if (payment.status === 'pending') {
    const remote = await deps.cardProvider.getSession(providerSessionId).catch(() => {
      throw new AppError('UPSTREAM', m.providerUnavailable);
    });
    if (remote?.status === 'paid') {
      assertAmountMatches(payment, remote.amountCents, remote.currency);
      const result = await fulfilPayment(deps.db, ref, { onFulfilled: deps.onFulfilled });
      return paidAnswer(result.payment, result.creditsAdded);
    }
    if (remote?.status === 'expired' || remote?.status === 'failed') {
      await closePayment(deps.db, ref, { status: remote.status });
      return closedAnswer(payment, remote.status);
    }
    return {
      success: false,
      status: 'pending',
      creditsAdded: 0,
      planType: payment.planType,
      message: m.paymentPending,
    };
  }
  if (payment.status === 'paid') return paidAnswer(payment, payment.creditsGranted);
  return closedAnswer(payment, payment.status);
}

/** A provider reporting a different amount than our catalogue charged is never credited. */
export function assertAmountMatches(
  payment: PaymentSessionRow,
  amountCents: number | null,
  currency: string | null,
) {
  if (amountCents !== null && amountCents !== payment.amountCents) {
    throw new AppError('CONFLICT', m.paymentAlreadyDecided);
  }
  if (currency !== null && currency.toLowerCase() !== payment.currency) {
    throw new AppError('CONFLICT', m.paymentAlreadyDecided);
  }
}

function paidAnswer(payment: PaymentSessionRow, creditsAdded: number): VerifyPaymentResponse {
  return {
    success: true,
    status: 'paid',
    creditsAdded,
    planType: payment.planType,
    message: describeResult(payment, creditsAdded),
  };
}

function closedAnswer(payment: PaymentSessionRow, status: 'failed' | 'expired'): VerifyPaymentResponse {
  return {
    success: false,
    status,
    creditsAdded: 0,
    planType: payment.planType,
    message: status === 'expired' ? m.paymentExpired : m.paymentFailed,
  };
}

async function uniqueReference(db: Database, now: number): Promise<string> {
  for (let offset = 0; offset < 50; offset++) {
    const reference = pixReference(now + offset);
    const [taken] = await db
      .select({ id: paymentSessions.id })
      .from(paymentSessions)
      .where(eq(paymentSessions.reference, reference));
    if (!taken) return reference;
  }
  throw new AppError('CONFLICT', m.referenceTaken);
}

function receiptUrl(deps: PaymentsDeps, plan: PlanOffer, reference: string): string {
  const text = [
    'Olá! Segue o comprovante do meu pagamento PIX.',
    `Plano: ${plan.name}`,
    `Valor: ${formatBRL(plan.priceCents)}`,
    `Referência: ${reference}`,
  ].join('\n');
  return `https://wa.me/${deps.pix.whatsappNumber}?text=${encodeURIComponent(text)}`;
}

/** The PIX dialog's content: BR Code, QR image and a fresh reference. Nothing is stored yet. */
export async function quotePix(
  deps: PaymentsDeps,
  buyer: UserRow,
  planType: PlanId,
  now = Date.now(),
): Promise<PixQuote> {
  const plan = requirePlan(planType);
  await assertWithinCreditLimit(deps.db, buyer, plan);
  const reference = await uniqueReference(deps.db, now);
  const payload = buildPixPayload({ merchant: deps.pix, amountCents: plan.priceCents, reference });
  const qrCodeDataUrl = await QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
  return {
    planType: plan.id,
    planName: plan.name,
    amountCents: plan.priceCents,
    reference,
    payload,
    qrCodeDataUrl,
    receiptUrl: receiptUrl(deps, plan, reference),
  };
}

/** 'Enviar comprovante': records a pending PIX payment, confirmed later by an administrator. */
export async function registerPixPayment(
  deps: PaymentsDeps,
  buyer: UserRow,
  input: { planType: PlanId; reference: string },
): Promise<Payment> {
  const plan = requirePlan(input.planType);
  await assertWithinCreditLimit(deps.db, buyer, plan);
  const rows = await deps.db
    .insert(paymentSessions)
    .values({
      userId: buyer.id,
      method: 'pix',
      provider: 'pix',
      providerSessionId: input.reference,
      reference: input.reference,
      planType: plan.id,
      amountCents: plan.priceCents,
      currency: 'brl',
    })
    .onConflictDoNothing()
    .returning();
  const created = rows[0];
  if (!created) throw new AppError('CONFLICT', m.referenceTaken);
  return toPayment(created);
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
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
  };
}

export async function listUserPayments(
  db: Database,
  userId: string,
  page: { page: number; pageSize: number },
) {
  const where = eq(paymentSessions.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(paymentSessions)
      .where(where)
      .orderBy(desc(paymentSessions.createdAt))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ value: count() }).from(paymentSessions).where(where),
  ]);
  return { items: rows.map(toPayment), ...page, total: total?.value ?? 0 };
}

export async function listUserTransactions(
  db: Database,
  userId: string,
  page: { page: number; pageSize: number },
) {
  const where = eq(creditTransactions.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(creditTransactions)
      .where(where)
      .orderBy(desc(creditTransactions.createdAt), desc(creditTransactions.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ value: count() }).from(creditTransactions).where(where),
  ]);
  const items: CreditTransaction[] = rows.map((row) => ({
    id: row.id,
    transactionType: row.transactionType,
    creditsAmount: row.creditsAmount,
    balanceAfter: row.balanceAfter,
    planType: row.planType,
    sessionId: row.sessionId,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
  }));
  return { items, ...page, total: total?.value ?? 0 };
}
