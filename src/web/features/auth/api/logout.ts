import { useEffect } from 'react';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { forgetOfflineUserData } from '../../../lib/offline-cache';
import { meQueryKey } from '../../../lib/session';

export function logout() {
  return api.post<{ ok: true }>('/auth/logout');
}

/**
 * Logout records "no session" (the guards stop treating the user as signed in) and then `leave`s
 * to /login. The user's cached data is forgotten later, by useForgetDataAfterLogout: forgetting it
 * while the signed-in pages are still mounted makes any of them that re-renders fetch it again,
 * and collect a 401 for it.
 */
export function useLogout({ leave }: { leave?: () => void | Promise<void> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      queryClient.setQueryData(meQueryKey, null);
      // The offline copies of this user's results must not outlive the session.
      await forgetOfflineUserData().catch(() => undefined);
      await leave?.();
    },
  });
}

function forgetUserData(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
}

/**
 * For the signed-in frame: when it unmounts after a logout, every page that could ask for the
 * user's data is gone with it, so that data can be dropped without anything fetching it again.
 */
export function useForgetDataAfterLogout() {
  const queryClient = useQueryClient();
  useEffect(
    () => () => {
      if (queryClient.getQueryData(meQueryKey) === null) forgetUserData(queryClient);
    },
    [queryClient],
  );
}
