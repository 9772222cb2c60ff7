import { useMutation } from '@tanstack/react-query';
import type { VerifyPaymentResponse } from '../../../../shared/payments';
import { api } from '../../../lib/api-client';

export function verifyPayment(sessionId: string) {
  return api.post<VerifyPaymentResponse>('/checkout/verify', { sessionId });
}

export function useVerifyPayment() {
  // The return handler turns any failure into the 'Verificando pagamento...' advice itself.
  return useMutation({ mutationFn: verifyPayment, meta: { silentError: true } });
}
