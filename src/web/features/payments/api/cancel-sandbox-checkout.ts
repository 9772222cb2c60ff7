import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function cancelSandboxCheckout(id: string) {
  return api.post<{ redirectUrl: string }>(`/sandbox-checkout/${encodeURIComponent(id)}/cancel`);
}

export function useCancelSandboxCheckout(id: string) {
  return useMutation({ mutationFn: () => cancelSandboxCheckout(id) });
}
