import { z } from 'zod';
import { planIds } from './plans';
import { paymentMessages as m } from './messages/payments';
import { paymentStatuses } from './payment-status';

export const planIdSchema = z.enum(planIds, { error: m.invalidPlan });

/** Which ways to pay work right now (GET /api/payments/methods, public). */
export const paymentMethodsSchema = z.object({
  card: z.enum(['stripe', 'sandbox', 'unavailable']),
  /** False in production while the PIX receiver is the demo one (env PIX_ENABLED). */
  pix: z.boolean(),
});
export type PaymentMethods = z.infer<typeof paymentMethodsSchema>;

export const checkoutRequestSchema = z.object({ planType: planIdSchema });
export const checkoutResponseSchema = z.object({ url: z.string(), sessionId: z.string() });

export const verifyPaymentRequestSchema = z.object({
  sessionId: z.string().trim().min(1, m.sessionMissing).max(255),
});
export const verifyPaymentResponseSchema = z.object({
  success: z.boolean(),
  status: z.enum(paymentStatuses),
  creditsAdded: z.number().int(),
  /** True when an earlier visit of the return page already reported this payment credited. */
  alreadyCredited: z.boolean(),
  planType: z.string(),
  message: z.string(),
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;

export const pixQuoteQuerySchema = z.object({ planType: planIdSchema });
export const pixQuoteSchema = z.object({
  planType: z.string(),
  planName: z.string(),
  amountCents: z.number().int(),
  reference: z.string(),
  payload: z.string(),
  qrCodeDataUrl: z.string(),
  receiptUrl: z.string(),
});
export type PixQuote = z.infer<typeof pixQuoteSchema>;

/** 'VTX-' + time digits (SPEC.md section 9). */
export const pixReferencePattern = /^VTX-\d{6,12}$/;
export const pixRegisterRequestSchema = z.object({
  planType: planIdSchema,
  reference: z.string().regex(pixReferencePattern, m.invalidReference),
});

export const paymentSchema = z.object({
  id: z.string(),
  method: z.enum(['card', 'pix']),
  provider: z.string(),
  providerSessionId: z.string(),
  planType: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(paymentStatuses),
  reference: z.string().nullable(),
  creditsGranted: z.number().int(),
  /** Paid with the sandbox's test card: no money moved. */
  test: z.boolean(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const creditTransactionSchema = z.object({
  id: z.string(),
  transactionType: z.enum(['purchase', 'usage', 'bonus', 'refund', 'adjustment']),
  creditsAmount: z.number().int(),
  balanceAfter: z.number().int(),
  planType: z.string().nullable(),
  sessionId: z.string().nullable(),
  description: z.string().nullable(),
  createdAt: z.string(),
});
export type CreditTransaction = z.infer<typeof creditTransactionSchema>;

export const transactionTypeLabels: Record<CreditTransaction['transactionType'], string> = {
  purchase: 'Compra',
  usage: 'Uso',
  bonus: 'Bônus',
  refund: 'Reembolso',
  adjustment: 'Ajuste',
};

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1, m.invalidPage).max(100_000, m.invalidPage).default(1),
  pageSize: z.coerce.number().int().min(1, m.invalidPage).max(100, m.invalidPage).default(20),
});

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });
}
