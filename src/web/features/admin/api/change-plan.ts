import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { adminMessages as m } from '../../../../shared/messages/admin';
import { api } from '../../../lib/api-client';
import { planLabel } from '../lib/plan-label';
import { invalidateAdminData } from './admin-keys';

export function changePlan({ userId, plan }: { userId: string; plan: string }) {
  return api.post<{ success: true; oldPlan: string; newPlan: string }>(
    `/admin/users/${encodeURIComponent(userId)}/plan`,
    { plan },
  );
}

export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePlan,
    // SPEC.md section 8: the server's message if present, else 'Erro ao alterar plano do usuário.'
    meta: { errorMessage: m.changePlanError },
    onSuccess: ({ oldPlan, newPlan }) => {
      toast.success(m.planChangedTitle, {
        description: m.planChanged(planLabel(oldPlan), planLabel(newPlan)),
      });
    },
    onSettled: () => invalidateAdminData(queryClient),
  });
}
