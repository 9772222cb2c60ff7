import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { plansTexts } from '../../../../shared/messages/public-pages';
import { plans, type PlanOffer } from '../../../../shared/plans';
import { Button } from '../../../components/ui/button';
import { PageTitle } from '../../../components/page-title';
import { PaymentMethods } from '../components/payment-methods';
import { PlanPayButtons } from '../components/plan-pay-buttons';

/**
 * /dashboard/planos (SPEC.md section 2). The credit card and the plan card come from their own
 * features, composed by the router, so this feature does not reach into theirs.
 */
export function DashboardPlansRoute({
  creditCard,
  renderPlan,
}: {
  creditCard: ReactNode;
  renderPlan: (plan: PlanOffer, action: ReactNode) => ReactNode;
}) {
  return (
    <div className="grid gap-8">
      <PageTitle title={plansTexts.title} />
      <div className="flex flex-wrap items-center gap-3">
        <Button asChild variant="ghost" className="px-3">
          <Link to="/dashboard">
            <ArrowLeftIcon />
            {plansTexts.back}
          </Link>
        </Button>
        <h1 className="text-2xl font-bold tracking-tight">{plansTexts.heading}</h1>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        {creditCard}
        <PaymentMethods />
      </div>
      {/* Sized by the space the shell leaves (sidebar open or not), not by the viewport. */}
      <div className="@container">
        <div className="grid gap-6 pt-3 @xl:grid-cols-2 @5xl:grid-cols-4">
          {plans.map((plan) => (
            <Fragment key={plan.id}>{renderPlan(plan, <PlanPayButtons plan={plan} />)}</Fragment>
          ))}
        </div>
      </div>
    </div>
  );
}
