import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { adminMessages as m } from '../../../../shared/messages/admin';
import { api } from '../../../lib/api-client';
import { invalidateAdminData } from './admin-keys';

/** `idempotencyKey` is chosen once per click: a retried request grants once. */
export function addCredits({
  userId,
  amount,
  idempotencyKey,
}: {
  userId: string;
  amount: number;
  idempotencyKey: string;
}) {
  return api.post<{ balance: number; alreadyApplied: boolean }>(
    `/admin/users/${encodeURIComponent(userId)}/credits`,
    {
      amount,
      idempotencyKey,
    },
  );
}

export function useAddCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCredits,
    meta: { errorTitle: m.addCreditsError, errorMessage: m.addCreditsError },
    onSuccess: (_result, { amount }) => {
      toast.success(m.creditsAddedTitle, { description: m.creditsAdded(amount) });
    },
    onSettled: () => invalidateAdminData(queryClient),
  });
}
