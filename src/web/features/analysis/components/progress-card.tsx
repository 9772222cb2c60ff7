import { CheckCircle2Icon, CircleIcon, Loader2Icon, XIcon } from 'lucide-react';
import { analysisScreenTexts as t } from '../../../../shared/messages/analysis-screens';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { analysisStages, formatSeconds, progressAt } from '../lib/progress';
import { PercentBar } from './percent-bar';

/**
 * While waiting: the stage, a bar that moves once a second (capped at 95 %) and a cancel button.
 * When the answer comes: 100 % and how long it took, at once.
 */
export function ProgressCard({
  running,
  elapsed,
  finishedMs,
  onCancel,
}: {
  running: boolean;
  elapsed: number;
  finishedMs: number | null;
  onCancel: () => void;
}) {
  const done = !running && finishedMs !== null;
  const view = progressAt(elapsed);
  const percent = done ? 100 : view.percent;
  const label = done ? t.doneIn(formatSeconds(finishedMs)) : t.stages[view.stage];

  return (
    <section
      aria-label={t.progressTitle}
      className={cn(
        'grid gap-3 rounded-lg border p-4',
        done ? 'border-bull/40 bg-bull/5' : 'border-primary/40 bg-primary/5',
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <p className="flex min-w-0 items-center gap-2 text-sm font-semibold" aria-live="polite">
          {done ? (
            <CheckCircle2Icon aria-hidden="true" className="size-4 shrink-0 text-bull" />
          ) : (
            <Loader2Icon aria-hidden="true" className="size-4 shrink-0 animate-spin text-primary" />
          )}
          <span className="truncate">{label}</span>
        </p>
        <span className="text-sm font-bold tabular-nums">{percent}%</span>
      </div>
      <PercentBar
        role="progressbar"
        label={t.progressTitle}
        value={percent}
        className="h-2"
        fillClassName={cn(
          'transition-[width] ease-out',
          done ? 'bg-bull duration-150' : 'bg-primary duration-1000',
        )}
      />
      {running ? (
        <>
          <ol className="grid gap-1 text-xs text-muted-foreground sm:grid-cols-2">
            {analysisStages.map((stage, index) => (
              <li
                key={stage.key}
                className={cn(
                  'flex items-center gap-1.5',
                  index === view.stageIndex && 'font-medium text-foreground',
                )}
              >
                {index < view.stageIndex ? (
                  <CheckCircle2Icon aria-hidden="true" className="size-3.5 text-bull" />
                ) : (
                  <CircleIcon
                    aria-hidden="true"
                    className={cn('size-3.5', index === view.stageIndex && 'text-primary')}
                  />
                )}
                {t.stages[stage.key]}
              </li>
            ))}
          </ol>
          {view.complex ? <p className="text-xs font-medium text-gold">{t.complex}</p> : null}
          <Button type="button" variant="outline" onClick={onCancel} className="w-full sm:w-fit">
            <XIcon aria-hidden="true" />
            {t.cancel}
          </Button>
        </>
      ) : null}
    </section>
  );
}
