import type { ReactNode } from 'react';
import { cn } from '../../../lib/utils';

/** One card of an analysis result: a section on the card background, named by its h3. */
export function ResultPanel({
  id,
  title,
  className,
  titleClassName,
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cn('grid gap-3 rounded-lg border bg-card p-4', className)}>
      <h3 id={id} className={cn('font-semibold', titleClassName)}>
        {title}
      </h3>
      {children}
    </section>
  );
}
