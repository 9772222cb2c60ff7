import type Stripe from 'stripe';
import { paymentMessages as m } from '../../../shared/messages/payments';
import { AppError } from '../../lib/app-error';
import type { Database } from '../../lib/database';
import { closePayment, fulfilPayment } from './fulfil-payment';
import { createStripeClient, stripeSessionState } from './stripe-provider';
import { and, eq } from 'drizzle-orm';
import { paymentSessions } from '../../db/schema';
import { assertAmountMatches } from './payments.service';
import type { PaymentNotifier } from './payment-receipt';

/** Verifies the signature on the raw body; a bad or missing signature is a 400, nothing else runs. */
export function verifyStripeEvent(options: {
  rawBody: Buffer;
  signature: string | undefined;
  webhookSecret: string;
  secretKey: string;
}): Stripe.Event {
  if (!options.signature) throw new AppError('BAD_REQUEST', m.webhookSignature);
  try {
    return createStripeClient({ secretKey: options.secretKey }).webhooks.constructEvent(
      options.rawBody,
      options.signature,
      options.webhookSecret,
    );
  } catch {
    throw new AppError('BAD_REQUEST', m.webhookSignature);
  }
}

/** Applies one Stripe event. Safe to receive twice, or together with the return-page check. */
export async function handleStripeEvent(
  db: Database,
  event: Stripe.Event,
  onFulfilled?: PaymentNotifier,
): Promise<void> {
  if (!event.type.startsWith('checkout.session.')) return;
  const session = event.data.object as Stripe.Checkout.Session;
  const ref = { provider: 'stripe', providerSessionId: session.id };
  const [payment] = await db
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.provider, 'stripe'), eq(paymentSessions.providerSessionId, session.id)));
  // Not one of ours (another app on the same Stripe account): acknowledge and ignore.
  if (!payment) return;

  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const state = stripeSessionState(session);
      if (state.status !== 'paid') return; // completed but still processing (boleto, etc.)
      assertAmountMatches(payment, state.amountCents, state.currency);
      await fulfilPayment(db, ref, { onFulfilled });
      return;
    }
    case 'checkout.session.async_payment_failed':
      await closePayment(db, ref, { status: 'failed' });
      return;
    case 'checkout.session.expired':
      await closePayment(db, ref, { status: 'expired' });
      return;
    default:
      return;
  }
}
