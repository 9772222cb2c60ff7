import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CreditTransaction } from '../../../../shared/payments';
import { api } from '../../../lib/api-client';
import type { Page } from '../lib/page';

export const creditTransactionsQueryKey = ['credits', 'transactions'] as const;

export function getCreditTransactions(page: number, pageSize: number) {
  return api.get<Page<CreditTransaction>>(`/credits/transactions?page=${page}&pageSize=${pageSize}`);
}

export const creditTransactionsQueryOptions = (page: number, pageSize = 10) =>
  queryOptions({
    queryKey: [...creditTransactionsQueryKey, page, pageSize],
    queryFn: () => getCreditTransactions(page, pageSize),
    placeholderData: keepPreviousData,
  });

export function useCreditTransactions(page: number) {
  return useQuery(creditTransactionsQueryOptions(page));
}
