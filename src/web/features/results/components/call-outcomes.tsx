import { useRef } from 'react';
import { CheckCheckIcon } from 'lucide-react';
import { toast } from 'sonner';
import type { AnalysisSummary } from '../../../../shared/analyses';
import { resultsTexts as t } from '../../../../shared/messages/results-screens';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useMyResults, useVerifyAnalysis } from '../api/results-api';
import { OutcomeBadge } from './outcome-badge';

/** Whether an analysis committed to anything a later print can check: a call, or a trigger. */
export function hasCall(item: Pick<AnalysisSummary, 'status' | 'signal' | 'plan'>): boolean {
  if (item.status !== 'done' || !item.signal) return false;
  return item.signal !== 'AGUARDAR' || item.plan !== null;
}

/**
 * Under a past analysis in the history: each call's verified outcome, and "Conferir resultado"
 * (the print taken after expiry; no credit).
 */
export function CallOutcomes({ item }: { item: AnalysisSummary }) {
  const input = useRef<HTMLInputElement>(null);
  const mine = useMyResults();
  const verify = useVerifyAnalysis();
  if (!hasCall(item)) return null;
  const calls = (mine.data?.recent ?? []).filter((c) => c.analysisId === item.id);
  const settled = calls.length > 0 && calls.every((c) => c.outcome !== 'pending');
  return (
    <div className="flex flex-wrap items-center gap-1.5 px-1 pt-1.5">
      {calls.map((c) => (
        <OutcomeBadge key={c.key} call={c} />
      ))}
      {settled ? null : (
        <>
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className="sr-only"
            aria-label={t.verifyHint}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              verify.mutate(
                { analysisId: item.id, image: file },
                {
                  onSuccess: () => toast.success(t.verified),
                  onError: (error) => toast.error(errorMessage(error, t.verifyFailed)),
                },
              );
            }}
          />
          <Button
            type="button"
            size="sm"
            variant="outline"
            title={t.verifyHint}
            disabled={verify.isPending}
            onClick={() => input.current?.click()}
          >
            {verify.isPending ? <Spinner /> : <CheckCheckIcon aria-hidden="true" />}
            {verify.isPending ? t.verifying : t.verify}
          </Button>
        </>
      )}
    </div>
  );
}
