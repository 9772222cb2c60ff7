import { and, eq, gt, isNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import { paymentMessages as m } from '../../../shared/messages/payments';
import type { Payment, PixQuote } from '../../../shared/payments';
import type { PlanId, PlanOffer } from '../../../shared/plans';
import { formatBRL } from '../../../shared/format';
import { paymentSessions, pixQuotes, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Transaction } from '../../lib/database';
import { hitRateLimit } from '../../lib/rate-limit';
import { buildPixPayload, pixReference } from './pix/br-code';
import { countPendingPix, maxPendingPix } from './pending-payments';
import { assertRoomFor, lockBuyer, lockBuyerWithRoomFor } from './purchase-room';
import { requirePlan, toPayment, type PaymentsDeps } from './payments.service';

/** A quoted reference can be registered for a day; the dialog asks for a new one after that. */
const quoteLifetimeMs = 24 * 60 * 60 * 1000;
// Each quote stores a row: enough for a user trying plans back and forth, not for a script.
const quoteRule = { max: 30, windowSeconds: 60 * 60 };

async function assertFewPendingPix(tx: Transaction, userId: string): Promise<void> {
  if ((await countPendingPix(tx, userId)) >= maxPendingPix) {
    throw new AppError('CONFLICT', m.tooManyPendingPix(maxPendingPix));
  }
}

/**
 * Issues a fresh reference to this user for this plan. 'VTX-' + time digits repeat about every
 * 28 hours, so a candidate is taken only if no quote and no payment ever used it.
 */
async function issueReference(
  tx: Transaction,
  userId: string,
  plan: PlanOffer,
  now: number,
): Promise<string> {
  for (let offset = 0; offset < 50; offset++) {
    const reference = pixReference(now + offset);
    const [paid] = await tx
      .select({ id: paymentSessions.id })
      .from(paymentSessions)
      .where(eq(paymentSessions.reference, reference));
    if (paid) continue;
    const issued = await tx
      .insert(pixQuotes)
      .values({ reference, userId, planType: plan.id, expiresAt: new Date(now + quoteLifetimeMs) })
      .onConflictDoNothing()
      .returning({ reference: pixQuotes.reference });
    if (issued.length > 0) return reference;
  }
  throw new AppError('CONFLICT', m.referenceTaken);
}

type PixReceiver = NonNullable<PaymentsDeps['pix']>;

/** Production with the demo receiver has no PIX: money would go to a key nobody watches. */
function requirePix(deps: PaymentsDeps): PixReceiver {
  if (!deps.pix) throw new AppError('PAYMENT_UNAVAILABLE', m.pixUnavailable);
  return deps.pix;
}

function receiptUrl(pix: PixReceiver, plan: PlanOffer, reference: string): string {
  const text = [
    'Olá! Segue o comprovante do meu pagamento PIX.',
    `Plano: ${plan.name}`,
    `Valor: ${formatBRL(plan.priceCents)}`,
    `Referência: ${reference}`,
  ].join('\n');
  return `https://wa.me/${pix.whatsappNumber}?text=${encodeURIComponent(text)}`;
}

/**
 * The PIX dialog's content: BR Code, QR image and a reference issued to this user and plan. The
 * ceiling and the pending-PIX limit are checked here too, so nobody pays a code they could not
 * register afterwards.
 */
export async function quotePix(
  deps: PaymentsDeps,
  buyer: UserRow,
  planType: PlanId,
  now = Date.now(),
): Promise<PixQuote> {
  const pix = requirePix(deps);
  const plan = requirePlan(planType);
  if (!(await hitRateLimit(deps.db, `pixQuote:${buyer.id}`, quoteRule))) {
    throw new AppError('RATE_LIMITED', m.tooManyPixQuotes);
  }
  const reference = await deps.db.transaction(async (tx) => {
    await lockBuyerWithRoomFor(tx, buyer.id, plan);
    await assertFewPendingPix(tx, buyer.id);
    return issueReference(tx, buyer.id, plan, now);
  });
  const payload = buildPixPayload({ merchant: pix, amountCents: plan.priceCents, reference });
  const qrCodeDataUrl = await QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
  return {
    planType: plan.id,
    planName: plan.name,
    amountCents: plan.priceCents,
    reference,
    payload,
    qrCodeDataUrl,
    receiptUrl: receiptUrl(pix, plan, reference),
  };
}

/**
 * 'Enviar comprovante': records a pending PIX payment, confirmed later by an administrator. Only
 * a reference quoted to this user for this plan, unexpired, is accepted; the ceiling (pending
 * payments included) and the pending-PIX limit are checked in the same transaction.
 */
export async function registerPixPayment(
  deps: PaymentsDeps,
  buyer: UserRow,
  input: { planType: PlanId; reference: string },
): Promise<Payment> {
  requirePix(deps);
  const plan = requirePlan(input.planType);
  const created = await deps.db.transaction(async (tx) => {
    const locked = await lockBuyer(tx, buyer.id);
    const [quote] = await tx
      .select()
      .from(pixQuotes)
      .where(
        and(
          eq(pixQuotes.reference, input.reference),
          eq(pixQuotes.userId, buyer.id),
          eq(pixQuotes.planType, plan.id),
        ),
      )
      .for('update');
    // Another user's reference looks exactly like an unknown one: nothing to learn by trying.
    if (!quote) throw new AppError('NOT_FOUND', m.pixReferenceUnknown);
    if (quote.registeredAt) throw new AppError('CONFLICT', m.referenceTaken);
    await assertFewPendingPix(tx, buyer.id);
    await assertRoomFor(tx, locked, plan);
    const [fresh] = await tx
      .update(pixQuotes)
      .set({ registeredAt: new Date() })
      .where(
        and(
          eq(pixQuotes.reference, quote.reference),
          isNull(pixQuotes.registeredAt),
          gt(pixQuotes.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!fresh) throw new AppError('NOT_FOUND', m.pixReferenceUnknown);
    const [row] = await tx
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
      .returning();
    return row!;
  });
  return toPayment(created);
}
