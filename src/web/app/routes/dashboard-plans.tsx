import { SessionCreditCard } from '../../features/dashboard/components/session-credit-card';
import { DashboardPlansRoute } from '../../features/payments/routes/dashboard-plans';
import { PlanCard } from '../../features/plans/components/plan-card';

// /dashboard/planos joins three features (credit card, plan card, pay buttons); features don't
// import each other (STYLE.md rule 1), so they meet here.
export function DashboardPlansPage() {
  return (
    <DashboardPlansRoute
      creditCard={<SessionCreditCard />}
      renderPlan={(plan, action) => <PlanCard plan={plan} action={action} />}
    />
  );
}
