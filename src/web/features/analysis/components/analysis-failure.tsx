import { GemIcon, RotateCcwIcon, TriangleAlertIcon } from 'lucide-react';
import { analysisFailureTexts as t } from '../../../../shared/messages/analysis-failure';
import { Button } from '../../../components/ui/button';
import type { AnalysisErrorToast } from '../lib/analysis-error';

/**
 * The result panel after a failed analysis: what happened, that the balance is untouched and
 * what to do next, instead of going back to the empty prompt while a toast fades away.
 */
export function AnalysisFailure({
  failure,
  canRetry,
  onRetry,
  onPlans,
}: {
  failure: AnalysisErrorToast;
  canRetry: boolean;
  onRetry: () => void;
  onPlans: () => void;
}) {
  const advice = failure.openPlans ? t.plansAdvice : (failure.description ?? t.defaultAdvice);
  return (
    <div
      role="alert"
      data-testid="analysis-failure"
      className="grid gap-4 rounded-lg border border-bear/40 bg-bear/5 p-5 sm:p-6"
    >
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <TriangleAlertIcon aria-hidden="true" className="size-5 shrink-0 text-bear" />
        {t.title}
      </h2>
      <dl className="grid gap-3 text-sm">
        <div className="grid gap-1">
          <dt className="font-medium text-muted-foreground">{t.whatHappened}</dt>
          <dd className="font-medium">{failure.title}</dd>
        </div>
        <div className="grid gap-1">
          <dt className="font-medium text-muted-foreground">{t.whatToDo}</dt>
          <dd>{advice}</dd>
        </div>
      </dl>
      <p className="text-sm text-muted-foreground">{t.creditKept}</p>
      <div className="flex flex-wrap gap-2">
        {failure.openPlans ? (
          <Button type="button" onClick={onPlans}>
            <GemIcon aria-hidden="true" />
            {t.seePlans}
          </Button>
        ) : canRetry ? (
          <Button type="button" variant="outline" onClick={onRetry}>
            <RotateCcwIcon aria-hidden="true" />
            {t.retry}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
