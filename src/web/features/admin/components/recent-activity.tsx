import { CreditCardIcon, LineChartIcon, ShieldIcon, UserPlusIcon, type LucideIcon } from 'lucide-react';
import type { AdminOverview } from '../../../../shared/admin';
import { formatDateTime } from '../../../../shared/format';
import { adminScreenTexts as t } from '../../../../shared/messages/admin-screens';
import { relativeTime } from '../lib/relative-time';

const kinds: Record<AdminOverview['recentActivity'][number]['kind'], { icon: LucideIcon; tone: string }> = {
  signup: { icon: UserPlusIcon, tone: 'bg-primary/15 text-primary' },
  analysis: { icon: LineChartIcon, tone: 'bg-sky-500/15 text-sky-600 dark:text-sky-400' },
  payment: { icon: CreditCardIcon, tone: 'bg-bull/15 text-bull' },
  admin: { icon: ShieldIcon, tone: 'bg-gold/15 text-gold' },
};

export function RecentActivity({ items, now }: { items: AdminOverview['recentActivity']; now: number }) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{t.noActivity}</p>;
  return (
    <ul className="grid gap-3">
      {items.map((item, index) => {
        const { icon: Icon, tone } = kinds[item.kind];
        return (
          <li key={`${item.at}-${index}`} className="flex items-start gap-3">
            <span className={`grid size-9 shrink-0 place-items-center rounded-full ${tone}`}>
              <Icon aria-hidden="true" className="size-4" />
            </span>
            <div className="grid min-w-0 gap-0.5">
              <p className="text-sm break-words">{item.description}</p>
              <time
                dateTime={item.at}
                title={formatDateTime(item.at)}
                className="text-xs text-muted-foreground"
              >
                {relativeTime(item.at, now)}
              </time>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
