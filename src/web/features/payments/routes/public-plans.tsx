import { Link } from 'react-router';
import { plans } from '../../../../shared/plans';
import { resultsTexts } from '../../../../shared/messages/results-screens';
import { plansTexts as t } from '../../../../shared/messages/public-pages';
import { PageTitle } from '../../../components/page-title';
import { usePixOffered } from '../api/get-payment-methods';
import { PlanCard } from '../components/plan-card';
import { PlanPayButtons } from '../components/plan-pay-buttons';

/**
 * Public /planos. It sells through the same flows as the dashboard: signed-out visitors get
 * 'Login necessário' from the pay buttons.
 */
export function PublicPlansRoute() {
  const pix = usePixOffered();
  return (
    <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <PageTitle title={t.title} />
      <div className="mx-auto mb-12 max-w-2xl space-y-3 text-center">
        <h1 className="text-3xl font-black tracking-tight text-balance sm:text-4xl">{t.heading}</h1>
        <p className="text-muted-foreground">{t.lead}</p>
      </div>
      {/* The cards' names are h3 (as on /dashboard/planos, under its h2 cards): keep the order. */}
      <h2 className="sr-only">{t.listHeading}</h2>
      <div className="grid gap-6 pt-3 sm:grid-cols-2 xl:grid-cols-4">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} action={<PlanPayButtons plan={plan} />} />
        ))}
      </div>
      <p className="mx-auto mt-10 max-w-2xl text-center text-sm text-muted-foreground">
        {pix === false ? t.paymentNoteCardOnly : t.paymentNote}
      </p>
      <p className="mt-3 text-center text-sm">
        <Link to="/resultados" className="font-medium underline underline-offset-4">
          {resultsTexts.publicLink}
        </Link>
      </p>
    </div>
  );
}
