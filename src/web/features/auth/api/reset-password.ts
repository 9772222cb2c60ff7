import { useMutation, useQuery } from '@tanstack/react-query';
import type { ResetLinkStatus, ResetPasswordInput } from '../../../../shared/auth';
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

/** Asked once when the page opens: a used or expired link says so before the form is filled. */
export function useResetLinkStatus(token: string) {
  return useQuery({
    queryKey: ['auth', 'reset-link', token],
    queryFn: () => api.post<ResetLinkStatus>('/auth/reset-password/check', { token }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    meta: { silentError: true },
  });
}
