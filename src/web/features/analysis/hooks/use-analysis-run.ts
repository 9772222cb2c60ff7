import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { AnalysisResponse } from '../../../../shared/analyses';
import { analysisMessages as m } from '../../../../shared/messages/analysis';
import { notificationTexts as n } from '../../../../shared/messages/notifications';
import { resultIsBeside } from '../../../lib/device';
import { useCreateAnalysis, type CreateAnalysisInput } from '../api/create-analysis';
import { analysisErrorToast, type AnalysisErrorToast } from '../lib/analysis-error';

const toastId = 'analysis-run';

/**
 * One analysis at a time: the request with its abort controller, the whole seconds waited (the
 * progress card's clock) and how long the finished one took. No artificial delay: when the answer
 * comes the bar jumps to 100 % and the result shows.
 */
export function useAnalysisRun(options: {
  onNoCredits: () => void;
  /** The user's 'Notificações' setting: a finished analysis is announced with a toast. */
  notify: boolean;
}) {
  const create = useCreateAnalysis();
  const controller = useRef<AbortController | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const [finishedMs, setFinishedMs] = useState<number | null>(null);
  // What went wrong with the last run, for the result panel (a cancel is not a failure).
  const [failure, setFailure] = useState<AnalysisErrorToast | null>(null);
  const running = create.isPending;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setElapsed((seconds) => seconds + 1), 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  // Leaving the page mid-analysis cancels it, so the credit comes back.
  useEffect(() => () => controller.current?.abort(), []);

  async function start(input: Omit<CreateAnalysisInput, 'signal'>): Promise<AnalysisResponse | null> {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setElapsed(0);
    setFinishedMs(null);
    setFailure(null);
    const startedAt = performance.now();
    toast.info(m.startToast, { id: toastId });
    try {
      const response = await create.mutateAsync({ ...input, signal: abort.signal });
      setFinishedMs(performance.now() - startedAt);
      // The start toast goes the moment the result is there: replaced by the notice, or dismissed.
      if (options.notify) {
        const description = resultIsBeside() ? n.analysisDoneText : n.analysisDoneTextBelow;
        toast.success(n.analysisDone, { id: toastId, description });
      } else toast.dismiss(toastId);
      return response;
    } catch (error) {
      const view = analysisErrorToast(error);
      if (!abort.signal.aborted) setFailure(view);
      const show = view.kind === 'info' ? toast.info : toast.error;
      show(view.title, { id: toastId, description: view.description });
      if (view.openPlans) options.onNoCredits();
      return null;
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  }

  return {
    start,
    cancel: () => controller.current?.abort(),
    running,
    elapsed,
    finishedMs,
    failure,
    reset: () => {
      setFinishedMs(null);
      setFailure(null);
    },
  };
}
