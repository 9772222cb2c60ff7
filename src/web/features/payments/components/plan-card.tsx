import type { ReactNode } from 'react';
import { CheckIcon, CrownIcon, InfinityIcon, StarIcon, ZapIcon } from 'lucide-react';
import { formatBRL } from '../../../../shared/format';
import type { PlanOffer } from '../../../../shared/plans';
import { plansTexts as t } from '../../../../shared/messages/public-pages';
import { IconList } from '../../../components/icon-list';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/utils';

// '/ano' reads as a suffix next to a price; on its own line it needs words.
function periodLabel(period: string) {
  return period === '/ano' ? t.perYear : period;
}

const icons = { zap: ZapIcon, star: StarIcon, crown: CrownIcon, infinity: InfinityIcon } as const;

export function PlanCard({ plan, action }: { plan: PlanOffer; action: ReactNode }) {
  const Icon = icons[plan.icon];
  const highlighted = plan.popular || plan.badge !== null;
  return (
    <article
      className={cn(
        'relative flex flex-col gap-5 rounded-2xl border bg-card/80 p-6 shadow-sm',
        plan.popular && 'border-primary shadow-xl shadow-primary/15 xl:-translate-y-2',
        !plan.popular && highlighted && 'border-gold/60',
      )}
    >
      {plan.badge ? (
        <Badge
          variant={plan.popular ? 'default' : 'gold'}
          className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1"
        >
          {plan.badge}
        </Badge>
      ) : null}
      <div className="flex items-center gap-3">
        <span
          className={cn(
            'inline-flex size-10 items-center justify-center rounded-lg',
            plan.popular ? 'bg-primary/15 text-primary' : 'bg-muted text-foreground',
          )}
        >
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <h3 className="text-lg font-bold">{plan.name}</h3>
      </div>
      <p className="min-h-10 text-sm text-muted-foreground">{plan.description}</p>
      <p className="grid gap-0.5">
        <span className="text-3xl font-black tracking-tight whitespace-nowrap tabular-nums xl:text-[2rem]">
          {formatBRL(plan.priceCents)}
        </span>
        <span className="text-sm text-muted-foreground">
          {plan.period ? periodLabel(plan.period) : t.oneOff}
        </span>
      </p>
      <IconList
        items={plan.features}
        icon={CheckIcon}
        iconClassName="text-bull"
        className="grid flex-1 content-start gap-2.5 text-sm"
      />
      {action}
    </article>
  );
}
