import type { PlanOffer } from '../../../shared/plans';

export type ProviderSessionStatus = 'pending' | 'paid' | 'failed' | 'cancelled' | 'expired';

export interface CheckoutRequest {
  paymentKey: string;
  userId: string;
  email: string;
  plan: PlanOffer;
  /** May contain {CHECKOUT_SESSION_ID}; the provider puts its session id there. */
  successUrl: string;
  cancelUrl: string;
}

export interface ProviderSession {
  status: ProviderSessionStatus;
  amountCents: number | null;
  currency: string | null;
}

/** A card-payment provider: the built-in sandbox or Stripe, chosen by PAYMENT_PROVIDER. */
export interface CardCheckoutProvider {
  readonly name: 'sandbox' | 'stripe';
  createCheckout(request: CheckoutRequest): Promise<{ providerSessionId: string; url: string }>;
  /** What the provider says about one of its sessions right now (return-page verification). */
  getSession(providerSessionId: string): Promise<ProviderSession | null>;
  /** A real provider's reachability with our key (the status page's check); none for the sandbox. */
  probe?(): Promise<void>;
}

export const sessionIdPlaceholder = '{CHECKOUT_SESSION_ID}';
