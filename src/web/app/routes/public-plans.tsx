import { PlanPayButtons } from '../../features/payments';
import { PlansRoute } from '../../features/plans/routes/plans';

// The public /planos sells through the same flows as the dashboard: signed-out visitors get
// 'Login necessário' from the payments feature.
export function PublicPlansPage() {
  return <PlansRoute renderAction={(plan) => <PlanPayButtons plan={plan} />} />;
}
