import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, Me } from '../../../../shared/auth';
import { authMessages } from '../../../../shared/messages/auth';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session';

export function login(input: LoginInput) {
  return api.post<{ user: Me }>('/auth/login', input);
}

export function useLogin({ onSuccess }: { onSuccess?: (user: Me) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    meta: { errorMessage: authMessages.loginScreenFallback },
    onSuccess: async ({ user }) => {
      queryClient.setQueryData(meQueryKey, user);
      onSuccess?.(user);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
