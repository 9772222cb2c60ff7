import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '../../../../shared/auth';
import { authMessages } from '../../../../shared/messages/auth';
import { api } from '../../../lib/api-client';

export function requestPasswordReset(input: ForgotPasswordInput) {
  return api.post<{ ok: true }>('/auth/forgot-password', input);
}

export function useRequestPasswordReset({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: requestPasswordReset,
    meta: { errorMessage: authMessages.resetEmailFailed },
    onSuccess: () => onSuccess?.(),
  });
}
