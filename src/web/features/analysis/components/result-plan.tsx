import { Link } from 'react-router';
import { ArrowDownRightIcon, ArrowUpRightIcon, CrosshairIcon } from 'lucide-react';
import type { ChartAnalysis, TradePlan, Trigger } from '../../../../shared/analysis';
import { formatPrice } from '../../../../shared/format';
import { planScreenTexts as t } from '../../../../shared/messages/plan-screens';
import { describeMinutes, positionSize } from '../../../../shared/plan';
import { cn } from '../../../lib/utils';
import { useUserSettings } from '../../../lib/user-settings';
import { ResultPanel } from './result-panel';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const percent = (v: number, digits = 1) =>
  `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: digits }).format(v)} %`;
const signedBrl = (v: number) => `${v >= 0 ? '+' : '−'}${brl.format(Math.abs(v))}`;

function Figure({
  label,
  value,
  hint,
  tone,
}: {
  label: string;
  value: string;
  hint?: string;
  tone?: string;
}) {
  return (
    <div className="grid min-w-0 content-start gap-0.5 rounded-md bg-muted/50 p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={cn('text-sm font-semibold break-words tabular-nums', tone)}>{value}</dd>
      {hint ? <dd className="text-xs text-muted-foreground">{hint}</dd> : null}
    </div>
  );
}

/**
 * The plan behind the headline (issue 22): for options the payout, the break-even and the
 * expected value; for trades the levels and the position size at the trader's risk; for every
 * answer the triggers — what to wait for, at what price, for how long, and what to do then.
 */
export function ResultPlan({ result }: { result: ChartAnalysis }) {
  const plan = result.plano;
  if (!plan) return null;
  const scale = result.extraction?.priceScale;
  const relative = !scale || scale.percent === true;
  const price = (v: number) => formatPrice(v, relative, scale?.decimals);
  return (
    <ResultPanel
      id="plan"
      titleClassName="flex items-center gap-2"
      title={
        <>
          <CrosshairIcon aria-hidden="true" className="size-4 text-primary" />
          {t.title}
        </>
      }
    >
      <p data-testid="plan-summary" className="text-sm leading-relaxed">
        {plan.resumo}
      </p>
      <PlanFigures plan={plan} price={price} />
      {plan.entrada !== null && plan.stop !== null ? (
        <PositionSize entry={plan.entrada} stop={plan.stop} />
      ) : null}
      {plan.timeframe_maior ? (
        <p
          data-testid="plan-higher"
          className={cn(
            'rounded-md border p-3 text-sm',
            plan.timeframe_maior.concorda === true && 'border-bull/50',
            plan.timeframe_maior.concorda === false && 'border-bear/50',
          )}
        >
          <span className="font-medium">{t.higherTitle}: </span>
          {plan.timeframe_maior.texto}
        </p>
      ) : null}
      <TriggerList triggers={plan.gatilhos} />
    </ResultPanel>
  );
}

function PlanFigures({ plan, price }: { plan: TradePlan; price: (v: number) => string }) {
  if (plan.payout !== null && plan.equilibrio !== null)
    return (
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure
          label={t.payout}
          value={percent(plan.payout, 0)}
          hint={plan.payout_fonte ? t.payoutSource[plan.payout_fonte] : undefined}
        />
        <Figure label={t.breakEven} value={percent(plan.equilibrio)} hint={t.breakEvenHint} />
        <Figure
          label={t.expectedValue}
          value={plan.valor_esperado === null ? '—' : signedBrl(plan.valor_esperado)}
          hint={plan.valor_esperado === null ? t.noExpectedValue : t.expectedValueHint}
          tone={
            plan.valor_esperado === null ? undefined : plan.valor_esperado >= 0 ? 'text-bull' : 'text-bear'
          }
        />
        <Figure
          label={t.expiry}
          value={t.candles(plan.expiracao_velas ?? 1)}
          hint={
            plan.minutos_por_vela
              ? `${describeMinutes((plan.expiracao_velas ?? 1) * plan.minutos_por_vela)}${plan.timeframe_assumido ? ` (${t.assumed})` : ''}`
              : undefined
          }
        />
      </dl>
    );
  if (plan.entrada === null || plan.stop === null || plan.alvo === null || plan.risco_retorno === null)
    return null;
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      <Figure label={t.entry} value={price(plan.entrada)} />
      <Figure label={t.stop} value={price(plan.stop)} tone="text-bear" />
      <Figure label={t.target} value={price(plan.alvo)} tone="text-bull" />
      <Figure
        label={t.riskReward}
        value={`1:${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(plan.risco_retorno)}`}
        hint={plan.equilibrio !== null ? `${t.breakEven} ${percent(plan.equilibrio)}` : undefined}
      />
    </dl>
  );
}

function PositionSize({ entry, stop }: { entry: number; stop: number }) {
  const settings = useUserSettings();
  const size = positionSize({ capital: settings.capital, riskPercent: settings.riskPercent, entry, stop });
  return (
    <div className="grid gap-1 rounded-md border border-dashed p-3 text-sm">
      <p className="font-medium">{t.positionTitle}</p>
      {size ? (
        <p data-testid="plan-position" className="tabular-nums">
          {t.position(
            brl.format(size.risk),
            percent(settings.riskPercent),
            brl.format(size.exposure),
            percent(size.stopDistance * 100, 2),
          )}
        </p>
      ) : (
        <p className="text-muted-foreground">
          {t.positionMissing}{' '}
          <Link
            to="/dashboard/settings"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {t.positionLink}
          </Link>
        </p>
      )}
    </div>
  );
}

function TriggerList({ triggers }: { triggers: readonly Trigger[] }) {
  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-semibold">{t.triggersTitle}</h4>
      {triggers.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.triggersEmpty}</p>
      ) : (
        <ol className="grid gap-2" data-testid="plan-triggers">
          {triggers.map((trigger) => {
            const up = trigger.tipo === 'fechar-acima';
            const Icon = up ? ArrowUpRightIcon : ArrowDownRightIcon;
            return (
              <li
                key={`${trigger.tipo}-${trigger.preco}`}
                className={cn(
                  'grid gap-1 rounded-md border-l-4 bg-muted/40 p-3 text-sm',
                  up ? 'border-l-bull' : 'border-l-bear',
                )}
              >
                <p className="flex items-start gap-2 font-medium">
                  <Icon
                    aria-hidden="true"
                    className={cn('mt-0.5 size-4 shrink-0', up ? 'text-bull' : 'text-bear')}
                  />
                  <span>{trigger.condicao}</span>
                </p>
                <p className="text-muted-foreground">
                  <span className="font-medium text-foreground">{t.whenFires}:</span> {trigger.acao}
                </p>
                {trigger.historico ? (
                  <p className="text-xs text-muted-foreground">{trigger.historico.texto}</p>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
