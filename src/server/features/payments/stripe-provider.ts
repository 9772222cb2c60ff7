import Stripe from 'stripe';
import { cardCheckoutLifetimeMs } from './pending-payments';
import type { CardCheckoutProvider, ProviderSession } from './card-provider';

export interface StripeOptions {
  secretKey: string;
  /** Only tests set these: the SDK then talks to a local server that answers like Stripe's API. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

export function createStripeClient(options: StripeOptions): Stripe {
  return new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(options.api ?? {}),
  });
}

function toSession(session: Stripe.Checkout.Session): ProviderSession {
  let status: ProviderSession['status'] = 'pending';
  // Only money received counts: 'no_payment_required' (a 100 % coupon, a zero total) is not a sale.
  if (session.payment_status === 'paid') status = 'paid';
  else if (session.status === 'expired') status = 'expired';
  return { status, amountCents: session.amount_total ?? null, currency: session.currency ?? null };
}

/** Stripe Checkout in BRL, with price data built from our catalogue (no prices kept at Stripe). */
export function createStripeProvider(options: StripeOptions): CardCheckoutProvider {
  const stripe = createStripeClient(options);
  return {
    name: 'stripe',
    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          currency: 'brl',
          // An abandoned checkout expires (and stops counting toward the ceiling) in half an hour.
          expires_at: Math.floor((Date.now() + cardCheckoutLifetimeMs) / 1000) + 60,
          customer_email: request.email,
          client_reference_id: request.userId,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'brl',
                unit_amount: request.plan.priceCents,
                product_data: {
                  name: `VTX Análise – ${request.plan.name}`,
                  description: request.plan.description,
                },
              },
            },
          ],
          metadata: { userId: request.userId, planType: request.plan.id, paymentKey: request.paymentKey },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        // A retried create (network blip) must not open a second session for one attempt.
        { idempotencyKey: request.paymentKey },
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { providerSessionId: session.id, url: session.url };
    },
    async probe() {
      // The cheapest authenticated read: proves the API answers and accepts our key.
      await stripe.balance.retrieve();
    },
    async getSession(providerSessionId) {
      try {
        return toSession(await stripe.checkout.sessions.retrieve(providerSessionId));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },
  };
}

export { toSession as stripeSessionState };
