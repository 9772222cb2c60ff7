import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { adminMessages as m } from '../../../../shared/messages/admin';
import { api } from '../../../lib/api-client';
import { planLabel } from '../lib/plan-label';
import { invalidateAdminData } from './admin-keys';

/** `idempotencyKey` is chosen once per click: a retried request changes the plan once. */
export function changePlan({
  userId,
  plan,
  idempotencyKey,
}: {
  userId: string;
  plan: string;
  idempotencyKey: string;
}) {
  return api.post<{ success: true; oldPlan: string; newPlan: string }>(
    `/admin/users/${encodeURIComponent(userId)}/plan`,
    { plan, idempotencyKey },
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
