import { SessionCreditCard } from '../../features/dashboard';
import { DashboardPlansRoute } from '../../features/payments/routes/dashboard-plans';

// /dashboard/planos shows the dashboard's balance card beside the payments feature's plans;
// features don't import each other (STYLE.md rule 1), so they meet here.
export function DashboardPlansPage() {
  return <DashboardPlansRoute creditCard={<SessionCreditCard />} />;
}
