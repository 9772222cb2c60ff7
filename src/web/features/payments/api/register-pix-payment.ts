import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payment } from '../../../../shared/payments';
import type { PlanId } from '../../../../shared/plans';
import { api } from '../../../lib/api-client';
import { paymentsQueryKey } from './get-payments';

export function registerPixPayment(input: { planType: PlanId; reference: string }) {
  return api.post<Payment>('/payments/pix', input);
}

export function useRegisterPixPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerPixPayment,
    // The dialog shows the spec's own failure toast and still opens the chat link.
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsQueryKey }),
  });
}
