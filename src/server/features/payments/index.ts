// The payments feature's public entry: the only file other features and the app wiring may import.
export { type CardCheckoutProvider } from './card-provider';
export { expireAbandonedCheckouts } from './expire-checkouts';
export { closePayment, fulfilPayment } from './fulfil-payment';
export { paymentProviderRoutes } from './payment-provider-routes';
export { createPaymentReceiptNotifier, type PaymentNotifier } from './payment-receipt';
export { paymentRoutes, publicPlanRoutes } from './payments.routes';
export { isTestPayment } from './payments.service';
export { pendingPackCredits } from './pending-payments';
export { createSandboxProvider } from './sandbox-provider';
export { createStripeProvider } from './stripe-provider';
