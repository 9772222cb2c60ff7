import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { adminMessages as m } from '../../../../shared/messages/admin';
import { api } from '../../../lib/api-client';
import { invalidateAdminData } from './admin-keys';

export function confirmPixPayment(paymentId: string) {
  return api.post<{ status: string; creditsAdded: number }>(
    `/admin/payments/${encodeURIComponent(paymentId)}/confirm`,
  );
}

export function useConfirmPixPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPixPayment,
    onSuccess: () => toast.success(m.pixConfirmedTitle, { description: m.pixConfirmed }),
    onSettled: () => invalidateAdminData(queryClient),
  });
}
