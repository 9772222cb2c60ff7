import { BanIcon, CheckIcon, ClockIcon, HourglassIcon, XIcon, type LucideIcon } from 'lucide-react';
import { paymentStatusLabels, type PaymentStatus } from '../../shared/payment-status';
import { Badge } from './ui/badge';
import { cn } from '../lib/utils';

// SPEC.md section 4: paid green, pending yellow, failed red, anything else grey. The two grey
// endings (the buyer cancelled, the checkout ran out of time) differ by their icon and label.
const looks: Record<PaymentStatus, { tone: string; icon: LucideIcon }> = {
  paid: { tone: 'bg-bull/15 text-bull', icon: CheckIcon },
  pending: { tone: 'bg-amber-500/15 text-amber-700 dark:text-amber-300', icon: ClockIcon },
  failed: { tone: 'bg-bear/15 text-bear', icon: XIcon },
  cancelled: { tone: 'bg-muted text-muted-foreground', icon: BanIcon },
  expired: { tone: 'bg-muted text-muted-foreground', icon: HourglassIcon },
};

/** One badge for a payment's status, on the user's history and in the back office alike. */
export function PaymentStatusBadge({ status }: { status: string }) {
  const look = looks[status as PaymentStatus];
  const Icon = look?.icon;
  return (
    <Badge
      variant="secondary"
      data-status={status}
      className={cn('border-transparent', look?.tone ?? 'bg-muted text-muted-foreground')}
    >
      {Icon ? <Icon aria-hidden="true" /> : null}
      {paymentStatusLabels[status as PaymentStatus] ?? status}
    </Badge>
  );
}
