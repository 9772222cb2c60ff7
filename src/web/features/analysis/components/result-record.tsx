import { HistoryIcon } from 'lucide-react';
import type { ChartAnalysis } from '../../../../shared/analysis';
import { analysisScreenTexts as t } from '../../../../shared/messages/analysis-screens';

/** Where the probability comes from, and the rule's record on this very chart. */
export function probabilitySourceText(result: ChartAnalysis): string | null {
  const a = result.avaliacao;
  if (!a) return null;
  if (a.fonte_probabilidade === 'historico') return t.probabilityFromRecord;
  return result.sinal_entrada === 'AGUARDAR' ? t.probabilityFromAgreementWait : t.probabilityFromAgreement;
}

/** Shown beside the probability, inside the decision panel. */
export function ResultRecord({ result }: { result: ChartAnalysis }) {
  const record = result.avaliacao?.historico;
  if (!record) return null;
  return (
    <div aria-label={t.recordTitle} className="grid gap-1 rounded-lg bg-background/50 p-3">
      <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
        <HistoryIcon aria-hidden="true" className="size-3.5" />
        {t.recordTitle}
      </p>
      <p data-testid="analysis-record" className="text-sm font-semibold tabular-nums">
        {record.texto}
      </p>
      <p className="text-xs text-muted-foreground">{t.recordNote}</p>
    </div>
  );
}
