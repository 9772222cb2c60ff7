import { useState } from 'react';
import { isOptionSector, payoutSchema, type Sector } from '../../../../shared/analysis';
import { planScreenTexts as t } from '../../../../shared/messages/plan-screens';
import {
  BROKER_CODES,
  BROKERS,
  CHART_TIMEFRAME_CODES,
  describeMinutes,
  CHART_TIMEFRAMES,
  type Broker,
  type ChartTimeframe,
} from '../../../../shared/plan';
import { Input } from '../../../components/ui/input';
import { HigherPrintField } from './higher-print-field';
import { cn } from '../../../lib/utils';

const selectClass =
  'h-11 w-full rounded-md border border-input bg-background/70 px-3 text-base text-foreground shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/60 disabled:opacity-50 md:text-sm';

export type PlanChoice = {
  timeframe: ChartTimeframe;
  broker: Broker;
  payout: number;
  /** the optional second print of a higher timeframe */
  higher: File | null;
};

/**
 * What the plan assumes where the print does not say (issue 22): the chart's timeframe, and for
 * binary options the broker and its payout. Read from the print, the printed values win.
 */
export function PlanInputs({
  sector,
  value,
  onChange,
  disabled,
}: {
  sector: Sector;
  value: PlanChoice;
  onChange: (value: PlanChoice) => void;
  disabled: boolean;
}) {
  const option = isOptionSector(sector);
  const [payoutText, setPayoutText] = useState(String(value.payout));
  const [payoutError, setPayoutError] = useState<string | null>(null);
  const setPayout = (text: string) => {
    setPayoutText(text);
    const parsed = payoutSchema.safeParse(Number(text.trim().replace(',', '.')) || NaN);
    setPayoutError(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    if (parsed.success) onChange({ ...value, payout: parsed.data });
  };
  return (
    <fieldset className="grid gap-3 rounded-lg border p-3" disabled={disabled}>
      <legend className="px-1 text-sm font-medium">{t.inputsTitle}</legend>
      <div className="grid grid-cols-2 gap-3">
        <label
          className={cn(
            'grid content-start gap-1 text-sm',
            option ? 'col-span-2' : 'col-span-2 sm:col-span-1',
          )}
        >
          <span className="font-medium">{t.timeframeLabel}</span>
          <select
            className={selectClass}
            value={value.timeframe}
            onChange={(event) => onChange({ ...value, timeframe: event.target.value as ChartTimeframe })}
          >
            {CHART_TIMEFRAME_CODES.map((code) => (
              <option key={code} value={code}>
                {code} · {describeMinutes(CHART_TIMEFRAMES[code])}
              </option>
            ))}
          </select>
        </label>
        {option ? (
          <>
            <label className="grid content-start gap-1 text-sm">
              <span className="font-medium">{t.brokerLabel}</span>
              <select
                className={selectClass}
                value={value.broker}
                onChange={(event) => {
                  const broker = event.target.value as Broker;
                  setPayoutText(String(BROKERS[broker].payout));
                  setPayoutError(null);
                  onChange({ ...value, broker, payout: BROKERS[broker].payout });
                }}
              >
                {BROKER_CODES.map((code) => (
                  <option key={code} value={code}>
                    {BROKERS[code].label}
                  </option>
                ))}
              </select>
            </label>
            <label className="grid content-start gap-1 text-sm">
              <span className="font-medium">{t.payoutLabel}</span>
              <Input
                inputMode="decimal"
                value={payoutText}
                aria-invalid={payoutError ? true : undefined}
                aria-describedby={payoutError ? 'plan-payout-error' : undefined}
                onChange={(event) => setPayout(event.target.value)}
                className="tabular-nums"
              />
            </label>
          </>
        ) : null}
      </div>
      {payoutError ? (
        <p id="plan-payout-error" role="alert" className="text-xs text-destructive">
          {payoutError}
        </p>
      ) : null}
      <p className="text-xs text-muted-foreground">{option ? t.optionsHint : t.timeframeHint}</p>
      <HigherPrintField
        file={value.higher}
        onFile={(higher) => onChange({ ...value, higher })}
        disabled={disabled}
      />
    </fieldset>
  );
}
