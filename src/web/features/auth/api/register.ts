import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterInput, RegisterResponse } from '../../../../shared/auth';
import { authMessages } from '../../../../shared/messages/auth';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session';

export function register(input: RegisterInput) {
  return api.post<RegisterResponse>('/auth/register', input);
}

export function useRegister({ onSuccess }: { onSuccess?: (response: RegisterResponse) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    meta: { errorMessage: authMessages.registerScreenFallback },
    onSuccess: async (response) => {
      if (response.status === 'signed_in') queryClient.setQueryData(meQueryKey, response.user);
      onSuccess?.(response);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
