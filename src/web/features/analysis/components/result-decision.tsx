import { ArrowDownRightIcon, ArrowUpRightIcon, ClockIcon, MinusIcon, TriangleAlertIcon } from 'lucide-react';
import type { ChartAnalysis } from '../../../../shared/analysis';
import { analysisScreenTexts as t, sectorLabels } from '../../../../shared/messages/analysis-screens';
import { planScreenTexts as planTexts } from '../../../../shared/messages/plan-screens';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/utils';
import {
  confidenceTone,
  directionLabel,
  signalDirection,
  signalTone,
  toneBar,
  toneText,
} from '../lib/result-format';
import type { Tone } from '../lib/relevance';
import { PercentBar } from './percent-bar';
import { probabilitySourceText, ResultRecord } from './result-record';

const heroTone = {
  bull: 'border-bull/40 from-bull/15',
  bear: 'border-bear/40 from-bear/15',
  neutral: 'border-border from-muted/60',
  gold: 'border-gold/40 from-gold/15',
} as const;

function Bar({ label, value, tone }: { label: string; value: number; tone: Tone }) {
  return (
    <div className="grid gap-1">
      <div className="flex items-center justify-between text-xs">
        <span className="text-muted-foreground">{label}</span>
        <span className={cn('font-semibold tabular-nums', toneText[tone])}>{value}%</span>
      </div>
      <PercentBar label={label} value={value} className="h-2" fillClassName={toneBar[tone]} />
    </div>
  );
}

/** What a trader reads first: the signal, how sure, when to enter, what the next candle does. */
export function ResultDecision({ result }: { result: ChartAnalysis }) {
  const tone = signalTone(result.sinal_entrada);
  const direction = signalDirection(result.sinal_entrada);
  const DirectionIcon =
    direction === 'up' ? ArrowUpRightIcon : direction === 'down' ? ArrowDownRightIcon : MinusIcon;
  const probabilityTone = confidenceTone(result.probabilidade);
  const source = probabilitySourceText(result);

  return (
    <section
      aria-label={t.signal}
      className={cn('grid gap-4 rounded-xl border bg-gradient-to-br to-card p-4 sm:p-5', heroTone[tone])}
    >
      <div className="flex flex-wrap gap-1.5">
        <Badge variant="secondary">{sectorLabels[result.setor]}</Badge>
        <Badge variant="outline">{result.simbolo}</Badge>
        <Badge variant="outline">
          {result.timeframe}
          {result.plano?.timeframe_assumido ? ` · ${planTexts.assumed}` : ''}
        </Badge>
        {result.plano?.payout != null ? (
          <Badge variant="outline">
            {planTexts.payout} {result.plano.payout}%
            {result.plano.payout_fonte === 'configuração' ? ` · ${planTexts.assumed}` : ''}
          </Badge>
        ) : null}
      </div>
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div className="grid gap-1">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{t.signal}</p>
          <p
            data-testid="analysis-signal"
            className={cn('text-5xl leading-none font-black tracking-tight sm:text-6xl', toneText[tone])}
          >
            {result.sinal_entrada}
          </p>
          <p className={cn('flex items-center gap-1 text-sm font-semibold', toneText[tone])}>
            <DirectionIcon aria-hidden="true" className="size-4" />
            {t.direction}: {directionLabel(result.sinal_entrada)}
          </p>
        </div>
        <div className="grid gap-1 sm:justify-items-end sm:text-right">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{t.probability}</p>
          <p
            data-testid="analysis-probability"
            className={cn('text-4xl leading-none font-black tabular-nums', toneText[probabilityTone])}
          >
            {result.probabilidade}%
          </p>
          {source ? (
            <p data-testid="analysis-probability-source" className="max-w-56 text-xs text-muted-foreground">
              {source}
            </p>
          ) : null}
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Bar label={t.probability} value={result.probabilidade} tone={probabilityTone} />
        <Bar label={t.signalStrength} value={result.forca_sinal} tone={confidenceTone(result.forca_sinal)} />
      </div>
      <ResultRecord result={result} />
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div className="grid content-start gap-0.5 rounded-lg bg-background/50 p-3">
          <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <ClockIcon aria-hidden="true" className="size-3.5" />
            {t.idealTime}
          </dt>
          <dd className="font-semibold">{result.tempo_ideal}</dd>
        </div>
        <div className="grid content-start gap-0.5 rounded-lg bg-background/50 p-3">
          <dt className="text-xs text-muted-foreground">{t.nextCandle}</dt>
          <dd className="font-semibold">{result.proxima_vela}</dd>
        </div>
      </dl>
    </section>
  );
}

export function TrapWarning() {
  return (
    <div role="alert" className="flex items-start gap-3 rounded-lg border-2 border-gold/60 bg-gold/10 p-4">
      <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold" />
      <div className="grid gap-1">
        <p className="font-bold text-gold">{t.trapTitle}</p>
        <p className="text-sm">{t.trapText}</p>
      </div>
    </div>
  );
}
