import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOverview } from '../../../../shared/admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export function getOverview() {
  return api.get<AdminOverview>('/admin/overview');
}

export const overviewQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.overview,
    queryFn: getOverview,
    // The status checks measure latency: refreshing them every minute keeps the panel live.
    refetchInterval: 60_000,
  });

export function useOverview() {
  return useQuery(overviewQueryOptions());
}
