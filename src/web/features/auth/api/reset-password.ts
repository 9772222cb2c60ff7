import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '../../../../shared/auth';
import { api } from '../../../lib/api-client';

export function resetPassword(input: ResetPasswordInput) {
  return api.post<{ ok: true }>('/auth/reset-password', input);
}

export function useResetPassword({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: resetPassword,
    // The page shows an invalid token inline, with a link to ask for a new e-mail.
    meta: { silentError: true },
    onSuccess: () => onSuccess?.(),
  });
}
