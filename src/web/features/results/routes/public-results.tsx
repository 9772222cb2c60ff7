import { formatDateTime } from '../../../../shared/format';
import { resultsTexts as t } from '../../../../shared/messages/results-screens';
import { PageTitle } from '../../../components/page-title';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePublicResults } from '../api/results-api';
import { CalibrationChart } from '../components/calibration-chart';
import { GroupTable } from '../components/group-table';
import { HitRateFigure } from '../components/hit-rate';

/** /resultados: every user's verified calls, by sector, rule, timeframe and broker, and the calibration. */
export function PublicResultsRoute() {
  const board = usePublicResults();
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8">
      <PageTitle title={t.publicTitle} />
      <header className="grid gap-2">
        <h1 className="text-2xl font-black sm:text-3xl">{t.publicTitle}</h1>
        <p className="max-w-3xl text-sm text-muted-foreground">{t.publicText}</p>
      </header>
      {board.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : board.isError ? (
        <div role="alert" className="grid justify-items-start gap-3 rounded-lg border p-4 text-sm">
          {t.loadError}
          <Button variant="outline" onClick={() => void board.refetch()}>
            {t.retry}
          </Button>
        </div>
      ) : (
        <>
          <section className="grid gap-2 rounded-lg border bg-card p-4">
            <h2 className="text-sm font-semibold">{t.total}</h2>
            <HitRateFigure rate={board.data.total} large />
            <p className="text-xs text-muted-foreground">
              {t.wins}: {board.data.total.wins} · {t.losses}: {board.data.total.losses} · {t.draws}:{' '}
              {board.data.total.draws} · {t.users(board.data.users, board.data.userCap)}
            </p>
          </section>
          <div className="grid gap-4 md:grid-cols-2">
            <GroupTable title={t.bySector} groups={board.data.bySector} />
            <GroupTable title={t.byTimeframe} groups={board.data.byTimeframe} />
            <GroupTable title={t.byRule} groups={board.data.byRule} />
            <GroupTable title={t.byBroker} groups={board.data.byBroker} />
          </div>
          <CalibrationChart bands={board.data.calibration} />
          <p className="text-xs text-muted-foreground">{t.updated(formatDateTime(board.data.updatedAt))}</p>
        </>
      )}
    </div>
  );
}
