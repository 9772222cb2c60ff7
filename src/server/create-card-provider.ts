import type { Env } from './env';
import { type CardCheckoutProvider, createSandboxProvider, createStripeProvider } from './features/payments';
import type { Database } from './lib/database';

/** The card provider PAYMENT_PROVIDER names, or none: card buttons then say cards are unavailable. */
export function createCardProvider(env: Env, db: Database): CardCheckoutProvider | null {
  if (env.PAYMENT_PROVIDER === 'stripe' && env.STRIPE_SECRET_KEY) {
    return createStripeProvider({ secretKey: env.STRIPE_SECRET_KEY });
  }
  if (env.PAYMENT_PROVIDER === 'sandbox') return createSandboxProvider({ db, publicUrl: env.PUBLIC_URL });
  return null;
}
