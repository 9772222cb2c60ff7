import { useMutation } from '@tanstack/react-query';
import type { PlanId } from '../../../../shared/plans';
import { api } from '../../../lib/api-client';

export function startCheckout(planType: PlanId) {
  return api.post<{ url: string; sessionId: string }>('/checkout', { planType });
}

export function useStartCheckout() {
  // The checkout flow words its own toasts ('Erro no checkout', 'Login necessário').
  return useMutation({ mutationFn: startCheckout, meta: { silentError: true } });
}
