import type { ReactNode } from 'react';
import { CandlestickChartIcon, InfoIcon } from 'lucide-react';
import { analysisScreenTexts as t } from '../../../../shared/messages/analysis-screens';
import { Skeleton } from '../../../components/ui/skeleton';

export function ReadyPrompt() {
  return (
    <div className="grid min-h-80 place-items-center rounded-lg border border-dashed bg-card/40 p-6 text-center">
      <div className="grid max-w-sm justify-items-center gap-3">
        <span className="grid size-14 place-items-center rounded-full bg-primary/15 text-primary">
          <CandlestickChartIcon aria-hidden="true" className="size-7" />
        </span>
        <h2 className="text-lg font-semibold">{t.readyTitle}</h2>
        <p className="text-sm text-muted-foreground">{t.readyText}</p>
        <ol className="grid gap-2 text-left text-sm">
          {t.readySteps.map((step, index) => (
            <li key={step} className="flex items-center gap-3">
              <span className="grid size-6 shrink-0 place-items-center rounded-full bg-muted text-xs font-bold tabular-nums">
                {index + 1}
              </span>
              {step}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}

export function ResultSkeleton({ label }: { label: string }) {
  return (
    <div className="grid gap-4" aria-busy="true" aria-label={label}>
      <Skeleton className="h-44 w-full" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="aspect-video w-full" />
      <div className="grid gap-2">
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
    </div>
  );
}

export function ResultNotice({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div role="status" className="grid justify-items-start gap-3 rounded-lg border bg-card/60 p-5 text-sm">
      <p className="flex items-start gap-2">
        <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        {children}
      </p>
      {action}
    </div>
  );
}
