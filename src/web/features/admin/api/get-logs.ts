import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminLogsResponseSchema } from '../../../../shared/admin';
import { api } from '../../../lib/api-client';
import { adminKeys, toSearch } from './admin-keys';

export type AdminLogsResponse = z.infer<typeof adminLogsResponseSchema>;

export interface LogsFilter {
  action: string;
  adminId: string;
  page: number;
  pageSize: number;
}

export function getLogs(filter: LogsFilter) {
  return api.get<AdminLogsResponse>(`/admin/logs${toSearch({ ...filter })}`);
}

export const logsQueryOptions = (filter: LogsFilter) =>
  queryOptions({
    queryKey: [...adminKeys.logs, filter],
    queryFn: () => getLogs(filter),
    placeholderData: keepPreviousData,
  });

export function useLogs(filter: LogsFilter) {
  return useQuery(logsQueryOptions(filter));
}
