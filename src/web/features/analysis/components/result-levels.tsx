import { InfoIcon, TargetIcon } from 'lucide-react';
import type { ChartAnalysis } from '../../../../shared/analysis';
import { analysisScreenTexts as t } from '../../../../shared/messages/analysis-screens';
import { ResultPanel } from './result-panel';

export function ResultVtxDecision({ decision }: { decision: ChartAnalysis['decisao_vtx'] }) {
  const rows = [
    [t.suggestedDirection, decision.direcao_sugerida],
    [t.idealTime, decision.tempo_ideal],
    [t.reason, decision.motivo],
    [t.note, decision.observacao],
  ] as const;
  return (
    <ResultPanel
      id="vtx-decision"
      titleClassName="flex items-center gap-2"
      title={
        <>
          <TargetIcon aria-hidden="true" className="size-4 text-primary" />
          {t.decisionTitle}
        </>
      }
    >
      <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="mb-1 font-medium sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
    </ResultPanel>
  );
}

export function ResultLevels({ result }: { result: ChartAnalysis }) {
  const levels = [
    [t.entryPrice, result.preco_entrada, 'text-foreground'],
    [t.stopLoss, result.stop_loss, 'text-bear'],
    [t.takeProfit, result.take_profit_1, 'text-bull'],
    [t.riskReward, result.risk_reward, 'text-foreground'],
  ] as const;
  // The engine could not read the price axis: its levels are positions on the picture, say so.
  const relative = result.extraction !== undefined && result.extraction.priceScale === null;
  return (
    <ResultPanel id="levels" title={t.levelsTitle}>
      <dl className="grid grid-cols-2 gap-2">
        {levels.map(([label, value, colour]) => (
          <div key={label} className="grid min-w-0 content-start gap-0.5 rounded-md bg-muted/50 p-3">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className={`text-sm font-semibold break-words tabular-nums ${colour}`}>{value}</dd>
          </div>
        ))}
      </dl>
      {relative ? (
        <p className="flex items-start gap-2 text-xs text-muted-foreground">
          <InfoIcon aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          {t.relativeUnits}
        </p>
      ) : null}
    </ResultPanel>
  );
}
