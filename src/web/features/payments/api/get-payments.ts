import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Payment } from '../../../../shared/payments';
import { api } from '../../../lib/api-client';
import type { Page } from '../lib/page';

export const paymentsQueryKey = ['payments', 'list'] as const;

export function getPayments(page: number, pageSize: number) {
  return api.get<Page<Payment>>(`/payments?page=${page}&pageSize=${pageSize}`);
}

export const paymentsQueryOptions = (page: number, pageSize = 10) =>
  queryOptions({
    queryKey: [...paymentsQueryKey, page, pageSize],
    queryFn: () => getPayments(page, pageSize),
    placeholderData: keepPreviousData,
  });

export function usePayments(page: number) {
  return useQuery(paymentsQueryOptions(page));
}
