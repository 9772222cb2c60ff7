import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminIdentity, AdminSessionResponse } from '../../../../shared/admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/**
 * The admin session, or null without one (a visitor, or only a user session). Asked of
 * /api/admin/session, which answers 200 either way: the login page logs no failed request.
 */
export async function getAdminMe(): Promise<AdminIdentity | null> {
  return (await api.get<AdminSessionResponse>('/admin/session')).admin;
}

export const adminMeQueryOptions = () => queryOptions({ queryKey: adminKeys.me, queryFn: getAdminMe });

export function useAdminMe() {
  return useQuery(adminMeQueryOptions());
}
