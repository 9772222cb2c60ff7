import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/utils';
import { planBadge } from '../lib/plan-label';

const tones: Record<string, string> = {
  free: 'bg-muted text-muted-foreground',
  premium: 'bg-primary/15 text-primary',
  vtx_annual: 'bg-gold/15 text-gold',
  vtx_lifetime: 'bg-gold/15 text-gold',
};

/** Plan badge; an unknown plan shows its raw value on a neutral (outline) badge. */
export function PlanBadge({ plan }: { plan: string }) {
  const { label, known } = planBadge(plan);
  if (!known) return <Badge variant="outline">{label}</Badge>;
  return (
    <Badge
      variant="secondary"
      className={cn('border-transparent', tones[plan] ?? 'bg-primary/10 text-primary')}
    >
      {label}
    </Badge>
  );
}
