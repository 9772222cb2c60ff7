import type { ReactNode } from 'react';
import { plansTexts } from '../../../../shared/messages/public-pages';
import { plans } from '../../../../shared/plans';
import { BackHeading } from '../../../components/back-heading';
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
      <BackHeading back={plansTexts.back} title={plansTexts.heading} />
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
