import type { ReactNode } from 'react';
import { plans, type PlanOffer } from '../../../../shared/plans';
import { plansTexts as t } from '../../../../shared/messages/public-pages';
import { PageTitle } from '../../../components/page-title';
import { PlanCard } from '../components/plan-card';

/** Public /planos. The buy buttons come from the payments feature, composed by the app. */
export function PlansRoute({ renderAction }: { renderAction: (plan: PlanOffer) => ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <PageTitle title={t.title} />
      <div className="mx-auto mb-12 max-w-2xl space-y-3 text-center">
        <h1 className="text-3xl font-black tracking-tight text-balance sm:text-4xl">{t.heading}</h1>
        <p className="text-muted-foreground">{t.lead}</p>
      </div>
      <div className="grid gap-6 pt-3 sm:grid-cols-2 xl:grid-cols-4">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} action={renderAction(plan)} />
        ))}
      </div>
      <p className="mx-auto mt-10 max-w-2xl text-center text-sm text-muted-foreground">{t.paymentNote}</p>
    </div>
  );
}
