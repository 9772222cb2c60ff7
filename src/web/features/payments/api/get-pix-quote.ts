import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PixQuote } from '../../../../shared/payments';
import type { PlanId } from '../../../../shared/plans';
import { api } from '../../../lib/api-client';

export function getPixQuote(planType: PlanId) {
  return api.get<PixQuote>(`/payments/pix/quote?planType=${encodeURIComponent(planType)}`);
}

export const pixQuoteQueryOptions = (planType: PlanId) =>
  queryOptions({
    queryKey: ['payments', 'pix-quote', planType],
    queryFn: () => getPixQuote(planType),
    // A quote carries a fresh reference: keep it while the dialog is open (no refetch on focus
    // would change the code the user is paying), forget it on close so the next one is new.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });

export function usePixQuote(planType: PlanId) {
  return useQuery(pixQuoteQueryOptions(planType));
}
