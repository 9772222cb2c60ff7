import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUsersResponse } from '../../../../shared/admin';
import { adminMessages as m } from '../../../../shared/messages/admin';
import { adminScreenTexts as t } from '../../../../shared/messages/admin-screens';
import { api } from '../../../lib/api-client';
import { adminKeys, toSearch } from './admin-keys';

export interface UsersFilter {
  search: string;
  plan: string;
  page: number;
  pageSize: number;
}

export function getUsers(filter: UsersFilter) {
  return api.get<AdminUsersResponse>(`/admin/users${toSearch({ ...filter })}`);
}

export const usersQueryOptions = (filter: UsersFilter) =>
  queryOptions({
    queryKey: [...adminKeys.users, filter],
    queryFn: () => getUsers(filter),
    // Typing in the search keeps the last list on screen instead of flashing a skeleton.
    placeholderData: keepPreviousData,
    meta: { errorTitle: t.errorTitle, errorMessage: m.loadUsersError },
  });

export function useUsers(filter: UsersFilter) {
  return useQuery(usersQueryOptions(filter));
}
