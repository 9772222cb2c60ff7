import type { VerifiedCall } from '../../../../shared/verification';
import { resultsTexts as t } from '../../../../shared/messages/results-screens';
import { cn } from '../../../lib/utils';

const tone: Record<VerifiedCall['outcome'], string> = {
  win: 'border-emerald-500/40 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300',
  loss: 'border-red-500/40 bg-red-500/10 text-red-700 dark:text-red-300',
  draw: 'border-amber-500/40 bg-amber-500/10 text-amber-700 dark:text-amber-300',
  pending: 'border-sky-500/40 bg-sky-500/10 text-sky-700 dark:text-sky-300',
  unverifiable: 'border-border bg-muted text-muted-foreground',
};

/** One call's verified outcome: "Sinal: Acerto", "Gatilho 1: Gatilho não disparou". */
export function OutcomeBadge({
  call,
  className,
}: {
  call: Pick<VerifiedCall, 'key' | 'outcome' | 'fired' | 'reason'>;
  className?: string;
}) {
  const label = call.fired === false ? t.notFired : t.outcome[call.outcome];
  return (
    <span
      title={call.reason}
      className={cn(
        'inline-flex items-center gap-1 rounded-md border px-1.5 py-0.5 text-xs font-medium',
        tone[call.fired === false ? 'unverifiable' : call.outcome],
        className,
      )}
    >
      <span className="text-muted-foreground">{t.callName(call.key)}:</span> {label}
    </span>
  );
}
