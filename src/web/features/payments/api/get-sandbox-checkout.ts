import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface SandboxCheckout {
  id: string;
  description: string;
  amountCents: number;
  currency: string;
  status: 'open' | 'paid' | 'cancelled' | 'expired';
  cancelUrl: string;
}

export const sandboxCheckoutQueryKey = (id: string) => ['sandbox-checkout', id] as const;

export function getSandboxCheckout(id: string) {
  return api.get<SandboxCheckout>(`/sandbox-checkout/${encodeURIComponent(id)}`);
}

export const sandboxCheckoutQueryOptions = (id: string) =>
  queryOptions({ queryKey: sandboxCheckoutQueryKey(id), queryFn: () => getSandboxCheckout(id) });

export function useSandboxCheckout(id: string) {
  return useQuery(sandboxCheckoutQueryOptions(id));
}
