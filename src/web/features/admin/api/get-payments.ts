import type { z } from 'zod';
import type { adminPaymentsResponseSchema } from '../../../../shared/admin';
import { adminListQuery, type ListPage } from './admin-list-query';
import { adminKeys } from './admin-keys';

export type AdminPaymentsResponse = z.infer<typeof adminPaymentsResponseSchema>;

export type PaymentsFilter = ListPage & { status: string; method: string };

// SPEC.md section 8: a failed load is not toasted; the page shows its own error state.
const payments = adminListQuery<PaymentsFilter, AdminPaymentsResponse>({
  key: adminKeys.payments,
  path: '/admin/payments',
});

export const getPayments = payments.get;
export const paymentsQueryOptions = payments.queryOptions;
export const usePayments = payments.useList;
