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
}: {
  title: string;
  value: ReactNode;
  icon: LucideIcon;
  hint?: ReactNode;
  loading?: boolean;
  tone?: string;
}) {
  return (
    <Card className="gap-2 px-5 py-5">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
        <Icon aria-hidden="true" className={cn('size-5 shrink-0', tone)} />
      </div>
      {loading ? (
        <Skeleton className="h-8 w-24" />
      ) : (
        <p className="truncate text-2xl font-bold tabular-nums">{value}</p>
      )}
      {hint && !loading ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
    </Card>
  );
}

export function StatGrid({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">{children}</div>;
}
