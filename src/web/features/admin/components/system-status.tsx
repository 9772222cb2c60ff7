import type { AdminOverview } from '../../../../shared/admin';
import { adminScreenTexts as t } from '../../../../shared/messages/admin-screens';
import { cn } from '../../../lib/utils';

/** The server's real checks: database round trip, analysis provider, payments, e-mail. */
export function SystemStatus({ checks }: { checks: AdminOverview['status'] }) {
  return (
    <ul className="grid gap-3">
      {checks.map((check) => (
        <li key={check.name} className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', check.ok ? 'bg-bull' : 'bg-bear')}
          />
          <div className="grid min-w-0 flex-1 gap-0.5">
            <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm font-medium">
              <span>{check.name}</span>
              <span className={cn('text-xs', check.ok ? 'text-bull' : 'text-bear')}>
                {check.ok ? t.statusOnline : t.statusOffline}
                {check.latencyMs !== null ? ` · ${t.latency(check.latencyMs)}` : ''}
              </span>
            </p>
            <p className="text-xs break-words text-muted-foreground">{check.detail}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
