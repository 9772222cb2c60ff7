import { useDeferredValue, type Ref } from 'react';
import { ShieldAlertIcon } from 'lucide-react';
import type { AnalysisDetail } from '../../../../shared/analyses';
import type { ChartAnalysis } from '../../../../shared/analysis';
import { formatDateTime } from '../../../../shared/format';
import { analysisScreenTexts as t } from '../../../../shared/messages/analysis-screens';
import { formatMs } from '../lib/result-format';
import { ResultActions } from './result-actions';
import { ResultDecision, TrapWarning } from './result-decision';
import { ResultLevels, ResultVtxDecision } from './result-levels';
import { ResultEvidence } from './result-evidence';
import { ResultPlan } from './result-plan';
import { ResultReasoning } from './result-reasoning';

/** A finished analysis: decision first, then the levels, the annotated chart and the reasoning. */
export function ResultView({
  analysis,
  result,
  headingRef,
}: {
  analysis: AnalysisDetail;
  result: ChartAnalysis;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  // Drawn in two steps (issue 26, item 13): the signal, the plan and the levels paint first; the
  // annotated chart, the evidence and the reasoning follow in a deferred render React may yield on.
  const full = useDeferredValue(true, false);
  return (
    <article className="grid gap-4" aria-labelledby="result-title" aria-busy={!full}>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-0.5">
          <h2 id="result-title" ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
            {t.resultTitle}
          </h2>
          <p className="text-xs text-muted-foreground">{formatDateTime(analysis.createdAt)}</p>
        </div>
        <ResultActions analysis={analysis} result={result} />
      </header>
      <ResultDecision result={result} />
      <ResultPlan result={result} />
      {result.armadilha_possivel ? <TrapWarning /> : null}
      <ResultVtxDecision decision={result.decisao_vtx} />
      <ResultLevels result={result} />
      {full && analysis.imageUrl ? (
        <figure className="grid gap-2">
          <figcaption className="text-sm font-semibold">{t.chartTitle}</figcaption>
          <a
            href={analysis.imageUrl}
            target="_blank"
            rel="noopener"
            className="block overflow-hidden rounded-lg border bg-muted/40"
          >
            <img
              src={analysis.imageUrl}
              alt={t.chartAlt(result.sinal_entrada)}
              className="h-auto w-full"
              decoding="async"
            />
          </a>
        </figure>
      ) : null}
      {full ? <ResultEvidence result={result} /> : null}
      {full ? <ResultReasoning result={result} /> : null}
      <footer className="grid gap-2 rounded-lg border border-dashed p-3 text-xs text-muted-foreground">
        <p className="flex items-start gap-2 font-medium text-foreground">
          <ShieldAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold" />
          {t.disclaimer}
        </p>
        <p className="tabular-nums">
          {t.model}: {result.metadata.model} · {t.analysisTime}: {formatMs(result.metadata.analysis_time)}
        </p>
      </footer>
    </article>
  );
}
