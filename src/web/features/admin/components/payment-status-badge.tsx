import { adminScreenTexts as t } from '../../../../shared/messages/admin-screens';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/utils';

// SPEC.md section 4: paid green, pending yellow, failed red, anything else grey.
const tones: Record<string, string> = {
  paid: 'bg-bull/15 text-bull',
  pending: 'bg-amber-500/15 text-amber-700 dark:text-amber-300',
  failed: 'bg-bear/15 text-bear',
};

export function PaymentStatusBadge({ status }: { status: string }) {
  return (
    <Badge
      variant="secondary"
      className={cn('border-transparent', tones[status] ?? 'bg-muted text-muted-foreground')}
    >
      {t.statusLabels[status] ?? status}
    </Badge>
  );
}
