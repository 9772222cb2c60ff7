import type { AdminUsersResponse } from '../../../../shared/admin';
import { adminMessages as m } from '../../../../shared/messages/admin';
import { adminScreenTexts as t } from '../../../../shared/messages/admin-screens';
import { adminListQuery, type ListPage } from './admin-list-query';
import { adminKeys } from './admin-keys';

export type UsersFilter = ListPage & { search: string; plan: string };

const users = adminListQuery<UsersFilter, AdminUsersResponse>({
  key: adminKeys.users,
  path: '/admin/users',
  meta: { errorTitle: t.errorTitle, errorMessage: m.loadUsersError },
});

export const getUsers = users.get;
export const usersQueryOptions = users.queryOptions;
export const useUsers = users.useList;
