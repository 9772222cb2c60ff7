import type { LucideIcon } from 'lucide-react';
import { cn } from '../lib/utils';

/** A list whose every line starts with the same small icon (a tick, a warning), aligned to the first line. */
export function IconList({
  items,
  icon: Icon,
  iconClassName,
  className,
}: {
  items: readonly string[];
  icon: LucideIcon;
  /** The icon's colour. */
  iconClassName: string;
  className: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', iconClassName)} />
          {item}
        </li>
      ))}
    </ul>
  );
}
