import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { plansTexts } from '../../../../shared/messages/public-pages';
import { plans } from '../../../../shared/plans';
import { Button } from '../../../components/ui/button';
import { PageTitle } from '../../../components/page-title';
import { PaymentMethods } from '../components/payment-methods';
import { PlanCard } from '../components/plan-card';
import { PlanPayButtons } from '../components/plan-pay-buttons';

/**
 * /dashboard/planos (SPEC.md section 2). The balance card belongs to the dashboard feature; the
 * app passes it in, so this feature does not reach into that one.
 */
export function DashboardPlansRoute({ creditCard }: { creditCard: ReactNode }) {
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
            <PlanCard key={plan.id} plan={plan} action={<PlanPayButtons plan={plan} />} />
          ))}
        </div>
      </div>
    </div>
  );
}
