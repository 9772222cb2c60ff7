import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminIdentity, AdminLoginInput } from '../../../../shared/admin';
import { adminMessages as m } from '../../../../shared/messages/admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export function adminLogin(input: AdminLoginInput) {
  return api.post<{ admin: AdminIdentity }>('/admin/login', input);
}

export function useAdminLogin({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogin,
    // 'Erro no login' with the server's reason (401 'Credenciais inválidas', 429 too many tries).
    meta: { errorTitle: m.loginErrorTitle, errorMessage: m.invalidCredentials },
    onSuccess: ({ admin }) => {
      queryClient.setQueryData(adminKeys.me, admin);
      onSuccess?.();
    },
  });
}
