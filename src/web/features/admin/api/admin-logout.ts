import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export function adminLogout() {
  return api.post<{ ok: true }>('/admin/logout');
}

/**
 * Leave either way: an expired session is logged out already, and nothing of it must linger.
 * "No session" first, then leave; the cached back-office data is forgotten once the admin frame
 * is gone (useForgetAdminDataAfterLogout): forgetting it while admin pages are mounted makes any
 * of them that re-renders fetch it again into a 401.
 */
export function useAdminLogout({ leave }: { leave?: () => void | Promise<void> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogout,
    meta: { silentError: true },
    onSettled: async () => {
      queryClient.setQueryData(adminKeys.me, null);
      await leave?.();
    },
  });
}

/** For the admin frame: after a logout, drop the back office's cached data when it unmounts. */
export function useForgetAdminDataAfterLogout() {
  const queryClient = useQueryClient();
  useEffect(
    () => () => {
      if (queryClient.getQueryData(adminKeys.me) !== null) return;
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] === adminKeys.all[0] && query.queryKey[1] !== adminKeys.me[1],
      });
    },
    [queryClient],
  );
}
