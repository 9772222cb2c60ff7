import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentMessages as m } from '../../../../shared/messages/payments';
import { api } from '../../../lib/api-client';
import { sandboxCheckoutQueryKey } from './get-sandbox-checkout';

export function paySandboxCheckout(id: string) {
  return api.post<{ redirectUrl: string }>(`/sandbox-checkout/${encodeURIComponent(id)}/pay`);
}

export function usePaySandboxCheckout(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => paySandboxCheckout(id),
    meta: { errorMessage: m.checkoutError },
    // A 409 means the session closed meanwhile: show its real state.
    onError: () => queryClient.invalidateQueries({ queryKey: sandboxCheckoutQueryKey(id) }),
  });
}
