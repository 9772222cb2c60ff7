import type { AdminOverview } from '../../../../shared/admin';
import { adminScreenTexts as t } from '../../../../shared/messages/admin-screens';
import { systemStatusTexts } from '../../../../shared/messages/system-status';
import { cn } from '../../../lib/utils';

type State = AdminOverview['status'][number]['state'];

const looks: Record<State, { dot: string; text: string; label: string }> = {
  ok: { dot: 'bg-bull', text: 'text-bull', label: t.statusOnline },
  fail: { dot: 'bg-bear', text: 'text-bear', label: t.statusOffline },
  unconfigured: {
    dot: 'bg-muted-foreground/50',
    text: 'text-muted-foreground',
    label: systemStatusTexts.unconfigured,
  },
};

/** The server's measured checks: database, a test analysis, queue, card provider, e-mail. */
export function SystemStatus({ checks }: { checks: AdminOverview['status'] }) {
  return (
    <ul className="grid gap-3">
      {checks.map((check) => {
        const look = looks[check.state];
        return (
          <li key={check.name} className="flex items-start gap-3" data-state={check.state}>
            <span aria-hidden="true" className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', look.dot)} />
            <div className="grid min-w-0 flex-1 gap-0.5">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm font-medium">
                <span>{check.name}</span>
                <span className={cn('text-xs', look.text)}>
                  {look.label}
                  {check.latencyMs !== null ? ` · ${t.latency(check.latencyMs)}` : ''}
                </span>
              </p>
              <p className="text-xs break-words text-muted-foreground">{check.detail}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
