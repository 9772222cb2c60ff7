import { Link } from 'react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { plans } from '../../../../shared/plans';
import { plansTexts as t } from '../../../../shared/messages/public-pages';
import { Button } from '../../../components/ui/button';
import { PageTitle } from '../../../components/page-title';
import { PlanCard } from '../components/plan-card';

/** /dashboard/planos. Card and PIX checkout arrive with the payments issue; until then, the catalogue. */
export function DashboardPlansRoute() {
  return (
    <div className="grid gap-8">
      <PageTitle title={t.title} />
      <div className="flex flex-wrap items-center gap-3">
        <Button asChild variant="ghost" className="px-3">
          <Link to="/dashboard">
            <ArrowLeftIcon />
            {t.back}
          </Link>
        </Button>
        <h1 className="text-2xl font-bold tracking-tight">{t.heading}</h1>
      </div>
      <div className="grid gap-6 pt-3 sm:grid-cols-2 xl:grid-cols-4">
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            action={
              <Button size="lg" variant="outline" className="w-full" disabled>
                {t.paymentSoon}
              </Button>
            }
          />
        ))}
      </div>
      <p className="text-sm text-muted-foreground">{t.paymentNote}</p>
    </div>
  );
}
