import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { adminMessages as m } from '../../../../shared/messages/admin';
import { api } from '../../../lib/api-client';
import { invalidateAdminData } from './admin-keys';

export function addCredits({ userId, amount }: { userId: string; amount: number }) {
  return api.post<{ balance: number }>(`/admin/users/${encodeURIComponent(userId)}/credits`, { amount });
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
