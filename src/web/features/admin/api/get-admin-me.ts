import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminIdentity } from '../../../../shared/admin';
import { ApiError, api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** The admin session, or null without one (401) or with only a user session (403). */
export async function getAdminMe(): Promise<AdminIdentity | null> {
  try {
    return await api.get<AdminIdentity>('/admin/me');
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

export const adminMeQueryOptions = () => queryOptions({ queryKey: adminKeys.me, queryFn: getAdminMe });

export function useAdminMe() {
  return useQuery(adminMeQueryOptions());
}
