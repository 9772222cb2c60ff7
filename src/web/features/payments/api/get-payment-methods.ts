import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentMethods } from '../../../../shared/payments';
import { api } from '../../../lib/api-client';

export function getPaymentMethods() {
  return api.get<PaymentMethods>('/payments/methods');
}

export const paymentMethodsQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'methods'],
    queryFn: getPaymentMethods,
    // Server configuration: it only changes with a restart.
    staleTime: 5 * 60_000,
  });

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions());
}

/**
 * Whether PIX is offered: false in production while the PIX receiver is the demo one, undefined
 * until the server has answered (show nothing PIX-only yet: an offer that then vanishes could be
 * clicked in between).
 */
export function usePixOffered(): boolean | undefined {
  return usePaymentMethods().data?.pix;
}
