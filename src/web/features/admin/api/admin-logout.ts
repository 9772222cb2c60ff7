import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export function adminLogout() {
  return api.post<{ ok: true }>('/admin/logout');
}

export function useAdminLogout({ onSettled }: { onSettled?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogout,
    // Leave either way: an expired session is logged out already, and nothing of it must linger.
    meta: { silentError: true },
    onSettled: () => {
      queryClient.removeQueries({ queryKey: adminKeys.all });
      queryClient.setQueryData(adminKeys.me, null);
      onSettled?.();
    },
  });
}
