import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session';

export function logout() {
  return api.post<{ ok: true }>('/auth/logout');
}

export function useLogout({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      // Forget everything cached for this user, then record "no session" so guards don't refetch.
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, null);
      onSuccess?.();
    },
  });
}
