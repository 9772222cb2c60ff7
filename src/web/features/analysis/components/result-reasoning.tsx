import type { ReactNode } from 'react';
import { CheckIcon, MessageSquareQuoteIcon, TriangleAlertIcon } from 'lucide-react';
import type { ChartAnalysis } from '../../../../shared/analysis';
import { analysisScreenTexts as t } from '../../../../shared/messages/analysis-screens';
import { IconList } from '../../../components/icon-list';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/utils';
import { ResultPanel } from './result-panel';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="text-sm leading-relaxed">{children}</dd>
    </div>
  );
}

const trendColour = { ALTA: 'text-bull', BAIXA: 'text-bear', LATERAL: 'text-muted-foreground' } as const;

/** The why, after the decision: the chart reading, the evidence, the context and the caveats. */
export function ResultReasoning({ result }: { result: ChartAnalysis }) {
  return (
    <ResultPanel id="reasoning" className="gap-4" title={t.reasoningTitle}>
      <dl className="grid gap-4">
        <Item label={t.trend}>
          <span className={cn('font-bold', trendColour[result.tendencia_atual])}>
            {result.tendencia_atual}
          </span>
          <span className="text-muted-foreground"> · {t.trendStrength(result.forca_tendencia)}</span>
          {result.extraction?.evidence ? (
            <span className="block text-xs text-muted-foreground">
              {t.trendWindows(
                result.extraction.evidence.trend.recent.window,
                result.extraction.evidence.trend.whole.window,
                result.extraction.evidence.trend.whole.label,
              )}
            </span>
          ) : null}
        </Item>
        <Item label={t.candles}>{result.leitura_velas}</Item>
        <Item label={t.zone}>{result.zona_atual}</Item>
        <Item label={t.confluences}>
          {result.confluencias.length ? (
            <IconList
              items={result.confluencias}
              icon={CheckIcon}
              iconClassName="text-bull"
              className="grid gap-1"
            />
          ) : (
            t.none
          )}
        </Item>
        <Item label={t.patterns}>
          {result.padroes_identificados.length ? (
            <span className="flex flex-wrap gap-1.5">
              {result.padroes_identificados.map((pattern) => (
                <Badge key={pattern} variant="secondary">
                  {pattern}
                </Badge>
              ))}
            </span>
          ) : (
            t.none
          )}
        </Item>
        <Item label={t.indicators}>{result.indicadores_principais}</Item>
        <Item label={t.marketContext}>{result.contexto_mercado}</Item>
        <Item label={t.volume}>{result.volume_analise}</Item>
        <Item label={t.neededContext}>{result.contexto_necessario}</Item>
        <Item label={t.justification}>{result.justificativa}</Item>
        {result.alertas.length ? (
          <Item label={t.alerts}>
            <IconList
              items={result.alertas}
              icon={TriangleAlertIcon}
              iconClassName="text-gold"
              className="grid gap-1"
            />
          </Item>
        ) : null}
      </dl>
      <figure className="grid gap-2 rounded-lg border-l-4 border-primary bg-primary/5 p-3">
        <figcaption className="flex items-center gap-1.5 text-xs font-semibold text-primary">
          <MessageSquareQuoteIcon aria-hidden="true" className="size-4" />
          {t.commentary}
        </figcaption>
        <blockquote className="text-sm leading-relaxed">{result.comentario_vtx}</blockquote>
      </figure>
    </ResultPanel>
  );
}
