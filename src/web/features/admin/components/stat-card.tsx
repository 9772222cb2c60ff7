import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/utils';

/** One number with its name: the summary cards at the top of each admin page. */
export function StatCard({
  title,
  value,
  icon: Icon,
  hint,
  loading,
  tone = 'text-primary',
  className,
}: {
  title: string;
  value: ReactNode;
  icon: LucideIcon;
  hint?: ReactNode;
  loading?: boolean;
  tone?: string;
  className?: string;
}) {
  return (
    <Card className={cn('min-w-0 gap-2 px-4 py-4 sm:px-5 sm:py-5', className)}>
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-xs font-medium text-muted-foreground sm:text-sm">{title}</h2>
        <Icon aria-hidden="true" className={cn('size-5 shrink-0', tone)} />
      </div>
      {loading ? (
        <Skeleton className="h-8 w-24" />
      ) : (
        <p className="truncate text-xl font-bold tabular-nums sm:text-2xl">{value}</p>
      )}
      {hint && !loading ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
    </Card>
  );
}

export function StatGrid({ children }: { children: ReactNode }) {
  // Two across on a phone: four cards stacked one per row pushed the list off the first screen.
  return <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">{children}</div>;
}

export type Stat = Omit<Parameters<typeof StatCard>[0], 'loading'>;

/** A page's summary cards, declared as a list; all show a placeholder until the data is there. */
export function StatCards({
  stats,
  loading,
  className,
}: {
  stats: Stat[];
  loading: boolean;
  className?: string;
}) {
  const cards = stats.map((stat) => <StatCard key={stat.title} {...stat} loading={loading} />);
  return className ? <div className={className}>{cards}</div> : <StatGrid>{cards}</StatGrid>;
}
