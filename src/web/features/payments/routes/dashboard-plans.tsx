import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeftIcon, ClockIcon } from 'lucide-react';
import { paymentMessages as m } from '../../../../shared/messages/payments';
import { plansTexts } from '../../../../shared/messages/public-pages';
import { plans, type PlanOffer } from '../../../../shared/plans';
import { Button } from '../../../components/ui/button';
import { PageTitle } from '../../../components/page-title';
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
      <div className="max-w-xl">{creditCard}</div>
      <div className="grid gap-6 pt-3 sm:grid-cols-2 xl:grid-cols-4">
        {plans.map((plan) => (
          <Fragment key={plan.id}>{renderPlan(plan, <PlanPayButtons plan={plan} />)}</Fragment>
        ))}
      </div>
      <p className="flex items-start gap-2 rounded-lg border bg-card/60 p-4 text-sm text-muted-foreground">
        <ClockIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold" />
        {m.pixTiming}
      </p>
    </div>
  );
}
