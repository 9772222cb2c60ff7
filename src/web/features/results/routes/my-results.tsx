import { Link } from 'react-router';
import { formatBRL, formatDateTime } from '../../../../shared/format';
import { resultsTexts as t } from '../../../../shared/messages/results-screens';
import { BackHeading } from '../../../components/back-heading';
import { PageTitle } from '../../../components/page-title';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/utils';
import type { MyResults } from '../../../../shared/verification';
import { useMyResults } from '../api/results-api';
import { HitRateFigure } from '../components/hit-rate';
import { OutcomeBadge } from '../components/outcome-badge';

/**
 * /dashboard/resultados: the trader's verified calls, hit rate with its interval, the R$ result
 * of their options and their COMPRA/VENDA trades in R.
 */
export function MyResultsRoute() {
  const mine = useMyResults();
  return (
    <div className="grid gap-6">
      <PageTitle title={t.myTitle} />
      <BackHeading back="Voltar" title={t.myTitle} text={t.myText} />
      {mine.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : mine.isError ? (
        <div role="alert" className="grid justify-items-start gap-3 rounded-lg border p-4 text-sm">
          {t.loadError}
          <Button variant="outline" onClick={() => void mine.refetch()}>
            {t.retry}
          </Button>
        </div>
      ) : (
        <>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <Figure title={t.hitRate}>
              <HitRateFigure rate={mine.data.total} large />
            </Figure>
            <Figure title={t.wins}>
              <p className="text-3xl font-black text-emerald-600 tabular-nums dark:text-emerald-400">
                {mine.data.total.wins}
              </p>
            </Figure>
            <Figure title={t.losses}>
              <p className="text-3xl font-black text-red-600 tabular-nums dark:text-red-400">
                {mine.data.total.losses}
              </p>
              <p className="text-xs text-muted-foreground">
                {t.draws}: {mine.data.total.draws} · {t.pending}: {mine.data.pending}
              </p>
            </Figure>
            <Figure title={t.moneyTitle}>
              <p
                className={cn(
                  'text-3xl font-black tabular-nums',
                  mine.data.money.result >= 0
                    ? 'text-emerald-600 dark:text-emerald-400'
                    : 'text-red-600 dark:text-red-400',
                )}
              >
                {formatBRL(Math.round(mine.data.money.result * 100))}
              </p>
              <p className="text-xs text-muted-foreground">
                {t.moneyHint(
                  formatBRL(Math.round(mine.data.money.stake * 100)),
                  mine.data.money.payout,
                  mine.data.money.calls,
                )}
              </p>
            </Figure>
            {mine.data.trades.trades + mine.data.trades.unpriced > 0 && (
              <TradesFigure trades={mine.data.trades} />
            )}
          </div>
          <section className="grid gap-2">
            <h2 className="text-sm font-semibold">{t.recentTitle}</h2>
            {mine.data.recent.length === 0 ? (
              <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
                {t.emptyMine}{' '}
                <Link to="/dashboard/historico" className="underline">
                  Histórico
                </Link>
              </p>
            ) : (
              <ul className="grid gap-2">
                {mine.data.recent.map((c) => (
                  <li
                    key={`${c.analysisId}-${c.key}`}
                    className="grid gap-1 rounded-lg border bg-card p-3 text-sm sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-center sm:gap-3"
                  >
                    <div className="flex flex-wrap items-center gap-2">
                      <OutcomeBadge call={c} />
                      <span className="font-semibold">{c.direction}</span>
                    </div>
                    <p className="text-xs text-muted-foreground">
                      {c.symbol ? `${c.symbol} · ` : ''}
                      {c.reason}
                    </p>
                    <time dateTime={c.createdAt} className="text-xs text-muted-foreground tabular-nums">
                      {formatDateTime(c.createdAt)}
                    </time>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <p className="text-sm">
            <Link to="/resultados" className="underline">
              {t.publicLink}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}

function Figure({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid content-start gap-1 rounded-lg border bg-card p-4">
      <h2 className="text-xs font-medium text-muted-foreground">{title}</h2>
      {children}
    </section>
  );
}

/** COMPRA/VENDA trades in R (the risk each took), and in R$ only at the risk the trader told. */
function TradesFigure({ trades }: { trades: MyResults['trades'] }) {
  return (
    <Figure title={t.tradesTitle}>
      <p
        className={cn(
          'text-3xl font-black tabular-nums',
          trades.r >= 0 ? 'text-emerald-600 dark:text-emerald-400' : 'text-red-600 dark:text-red-400',
        )}
      >
        {t.inR(trades.r)}
      </p>
      <p className="text-xs text-muted-foreground">
        {t.tradesHint(
          trades.trades,
          trades.riskPerTrade === null ? null : formatBRL(Math.round(trades.riskPerTrade * 100)),
          trades.riskPerTrade === null ? null : formatBRL(Math.round(trades.r * trades.riskPerTrade * 100)),
        )}
        {trades.unpriced > 0 && ` ${t.tradesUnpriced(trades.unpriced)}`}
      </p>
    </Figure>
  );
}
