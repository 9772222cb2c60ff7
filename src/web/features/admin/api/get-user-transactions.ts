import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminTransactionSchema } from '../../../../shared/admin';
import { adminMessages as m } from '../../../../shared/messages/admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export type AdminTransaction = z.infer<typeof adminTransactionSchema>;

export function getUserTransactions(userId: string) {
  return api.get<AdminTransaction[]>(`/admin/users/${encodeURIComponent(userId)}/transactions`);
}

export const userTransactionsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: adminKeys.transactions(userId),
    queryFn: () => getUserTransactions(userId),
    meta: { errorMessage: m.loadTransactionsError },
  });

export function useUserTransactions(userId: string) {
  return useQuery(userTransactionsQueryOptions(userId));
}
