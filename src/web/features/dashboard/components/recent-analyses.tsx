import { Link } from 'react-router';
import { HistoryIcon, ImageIcon } from 'lucide-react';
import type { AnalysisSummary } from '../../../../shared/analyses';
import { formatDateTime } from '../../../../shared/format';
import { dashboardTexts as t } from '../../../../shared/messages/dashboard';
import { sectorLabels } from '../../../../shared/messages/shell';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { useRecentAnalyses } from '../../analysis';

function SignalBadge({ analysis }: { analysis: AnalysisSummary }) {
  if (analysis.status === 'running') return <Badge variant="secondary">{t.signalPending}</Badge>;
  if (analysis.status !== 'done' || !analysis.signal)
    return <Badge variant="outline">{t.signalFailed}</Badge>;
  const up = analysis.signal === 'CALL' || analysis.signal === 'COMPRA';
  const down = analysis.signal === 'PUT' || analysis.signal === 'VENDA';
  return <Badge variant={up ? 'bull' : down ? 'bear' : 'secondary'}>{analysis.signal}</Badge>;
}

export function RecentAnalyses() {
  const { data, isPending, isError } = useRecentAnalyses(5);
  return (
    <section aria-labelledby="recent-analyses" className="grid gap-3">
      <h2 id="recent-analyses" className="flex items-center gap-2 text-lg font-semibold">
        <HistoryIcon aria-hidden="true" className="size-5 text-muted-foreground" />
        {t.recentTitle}
      </h2>
      {isPending ? (
        <div className="grid gap-2">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      ) : isError || !data || data.items.length === 0 ? (
        <div className="rounded-lg border border-dashed bg-card/40 p-6 text-center">
          <p className="font-medium">{isError ? t.recentUnavailable : t.recentEmpty}</p>
          {isError ? null : <p className="mt-1 text-sm text-muted-foreground">{t.recentEmptyText}</p>}
        </div>
      ) : (
        <ul className="grid gap-2">
          {data.items.map((analysis) => (
            <li key={analysis.id}>
              <Link
                to={`/dashboard/${analysis.sector}?analysis=${encodeURIComponent(analysis.id)}`}
                className="flex min-h-16 items-center gap-3 rounded-lg border bg-card/60 p-2 pr-3 transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-md bg-muted">
                  {analysis.thumbnailUrl ? (
                    <img
                      src={analysis.thumbnailUrl}
                      alt=""
                      loading="lazy"
                      className="size-full object-cover"
                    />
                  ) : (
                    <ImageIcon aria-hidden="true" className="size-5 text-muted-foreground" />
                  )}
                </span>
                <span className="grid min-w-0 flex-1">
                  <span className="truncate font-medium">
                    {analysis.symbol ?? sectorLabels[analysis.sector] ?? analysis.sector}
                  </span>
                  <span className="truncate text-xs text-muted-foreground">
                    {sectorLabels[analysis.sector] ?? analysis.sector} · {formatDateTime(analysis.createdAt)}
                  </span>
                </span>
                <SignalBadge analysis={analysis} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
