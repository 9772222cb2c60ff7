import type { HitRate } from '../../../../shared/verification';
import { resultsTexts as t } from '../../../../shared/messages/results-screens';

const pct = (x: number) => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(x);

/** A hit rate as the scoreboards show it: the rate, its 90 % interval and how many outcomes. */
export function HitRateFigure({ rate, large }: { rate: HitRate; large?: boolean }) {
  if (rate.rate === null) return <p className="text-sm text-muted-foreground">{t.noOutcomes}</p>;
  return (
    <div className="grid gap-0.5">
      <p className={large ? 'text-3xl font-black tabular-nums' : 'text-lg font-bold tabular-nums'}>
        {pct(rate.rate)} %
      </p>
      <p className="text-xs text-muted-foreground tabular-nums">
        {rate.interval ? t.interval(rate.interval[0], rate.interval[1]) : null} · {t.n(rate.n)}
      </p>
    </div>
  );
}
