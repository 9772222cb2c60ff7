import { Link } from 'react-router';
import { ImageOffIcon, StarIcon } from 'lucide-react';
import { SECTORS, type Sector } from '../../../../shared/analysis';
import type { AnalysisSummary } from '../../../../shared/analyses';
import { formatDateTime } from '../../../../shared/format';
import { analysisScreenTexts as t, sectorLabels } from '../../../../shared/messages/analysis-screens';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/utils';
import { confidenceTone, signalTone, toneText } from '../lib/result-format';

const isSector = (value: string): value is Sector => (SECTORS as readonly string[]).includes(value);

const statusLabel = {
  failed: t.statusFailed,
  cancelled: t.statusCancelled,
  running: t.statusRunning,
} as const;

/** One past analysis; the whole card opens it on its sector page. */
export function HistoryItem({ item }: { item: AnalysisSummary }) {
  const sector = isSector(item.sector) ? item.sector : null;
  const sectorName = sector ? sectorLabels[sector] : item.sector;
  const date = formatDateTime(item.createdAt);
  const to = `/dashboard/${sector ?? 'forex'}?analysis=${encodeURIComponent(item.id)}`;

  return (
    <Link
      to={to}
      aria-label={t.openAnalysis(sectorName, date)}
      className="group grid grid-cols-[6rem_minmax(0,1fr)] gap-3 rounded-lg border bg-card p-2 transition-colors hover:border-primary/50 hover:bg-accent/40 sm:grid-cols-1 sm:p-0"
    >
      <div className="relative aspect-[4/3] overflow-hidden rounded-md bg-muted sm:aspect-video sm:rounded-b-none">
        {item.thumbnailUrl ? (
          <img
            src={item.thumbnailUrl}
            alt={t.thumbnailAlt(sectorName, date)}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <ImageOffIcon aria-hidden="true" className="absolute inset-0 m-auto size-6 text-muted-foreground" />
        )}
        {item.favorite ? (
          <StarIcon
            aria-hidden="true"
            className="absolute top-1.5 right-1.5 size-5 fill-gold text-gold drop-shadow"
          />
        ) : null}
      </div>
      <div className="grid min-w-0 content-center gap-1 sm:p-3 sm:pt-1">
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <span className="truncate text-sm font-semibold">{sectorName}</span>
          {item.symbol ? <span className="truncate text-xs text-muted-foreground">{item.symbol}</span> : null}
        </div>
        {item.status === 'done' && item.signal ? (
          <p className="flex items-baseline gap-2">
            <span className={cn('text-lg font-black', toneText[signalTone(item.signal)])}>{item.signal}</span>
            {item.probability !== null ? (
              <span
                className={cn(
                  'text-sm font-semibold tabular-nums',
                  toneText[confidenceTone(item.probability)],
                )}
              >
                {item.probability}%
              </span>
            ) : null}
          </p>
        ) : (
          <Badge variant="outline">
            {item.status === 'done' ? t.statusFailed : statusLabel[item.status]}
          </Badge>
        )}
        {item.status === 'done' && item.plan ? (
          <p className="truncate text-xs text-muted-foreground" title={item.plan}>
            {item.plan}
          </p>
        ) : null}
        <time dateTime={item.createdAt} className="text-xs text-muted-foreground tabular-nums">
          {date}
        </time>
      </div>
    </Link>
  );
}
