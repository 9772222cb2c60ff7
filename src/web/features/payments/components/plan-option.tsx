import { formatBRL } from '../../../../shared/format';
import type { PlanOffer } from '../../../../shared/plans';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/utils';
import { PlanPayButtons } from './plan-pay-buttons';
import { priceSuffix } from './price-suffix';

/** A compact plan row for dialogs, where four full plan cards would not fit a phone. */
export function PlanOption({ plan }: { plan: PlanOffer }) {
  return (
    <article
      aria-label={plan.name}
      className={cn(
        'flex h-full flex-col gap-3 rounded-xl border bg-card/80 p-4',
        plan.popular && 'border-primary shadow-lg shadow-primary/10',
        !plan.popular && plan.badge && 'border-gold/60',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-bold">{plan.name}</h3>
        {plan.badge ? <Badge variant={plan.popular ? 'default' : 'gold'}>{plan.badge}</Badge> : null}
      </div>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-2xl font-black tabular-nums">{formatBRL(plan.priceCents)}</span>
        <span className="text-sm text-muted-foreground">{priceSuffix(plan)}</span>
      </p>
      <p className="flex-1 text-sm text-muted-foreground">{plan.description}</p>
      <PlanPayButtons plan={plan} />
    </article>
  );
}
