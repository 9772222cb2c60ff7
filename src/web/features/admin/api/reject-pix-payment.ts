import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { adminMessages as m } from '../../../../shared/messages/admin';
import { api } from '../../../lib/api-client';
import { invalidateAdminData } from './admin-keys';

export function rejectPixPayment(paymentId: string) {
  return api.post<{ status: string; creditsAdded: number }>(
    `/admin/payments/${encodeURIComponent(paymentId)}/reject`,
  );
}

export function useRejectPixPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectPixPayment,
    onSuccess: () => toast.success(m.pixRejectedTitle, { description: m.pixRejected }),
    onSettled: () => invalidateAdminData(queryClient),
  });
}
