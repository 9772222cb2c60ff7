import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminPaymentsResponseSchema } from '../../../../shared/admin';
import { api } from '../../../lib/api-client';
import { adminKeys, toSearch } from './admin-keys';

export type AdminPaymentsResponse = z.infer<typeof adminPaymentsResponseSchema>;

export interface PaymentsFilter {
  status: string;
  method: string;
  page: number;
  pageSize: number;
}

export function getPayments(filter: PaymentsFilter) {
  return api.get<AdminPaymentsResponse>(`/admin/payments${toSearch({ ...filter })}`);
}

// SPEC.md section 8: a failed load is not toasted; the page shows its own error state.
export const paymentsQueryOptions = (filter: PaymentsFilter) =>
  queryOptions({
    queryKey: [...adminKeys.payments, filter],
    queryFn: () => getPayments(filter),
    placeholderData: keepPreviousData,
  });

export function usePayments(filter: PaymentsFilter) {
  return useQuery(paymentsQueryOptions(filter));
}
