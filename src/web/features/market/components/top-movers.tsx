import { TrendingDownIcon, TrendingUpIcon } from 'lucide-react';
import type { MoverQuote } from '../../../../shared/market-demo';
import { marketTexts as t } from '../../../../shared/messages/market';
import { cn } from '../../../lib/utils';
import { formatPercent, moverLabel } from '../lib/market-cards';

function MoverList({ title, movers, up }: { title: string; movers: MoverQuote[]; up: boolean }) {
  const Icon = up ? TrendingUpIcon : TrendingDownIcon;
  return (
    <div className="rounded-xl border bg-card/60 p-4">
      <h3
        className={cn('mb-3 flex items-center gap-2 text-sm font-semibold', up ? 'text-bull' : 'text-bear')}
      >
        <Icon aria-hidden="true" className="size-4" />
        {title}
      </h3>
      {movers.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.noMovers}</p>
      ) : (
        <ol className="grid gap-2">
          {movers.map((mover) => {
            const label = moverLabel(mover.symbol);
            return (
              <li key={mover.symbol} className="flex items-center justify-between gap-3 text-sm">
                <span className="min-w-0">
                  <span className="font-semibold">{label.symbol}</span>{' '}
                  <span className="truncate text-muted-foreground">{label.name}</span>
                </span>
                <span className={cn('shrink-0 font-semibold tabular-nums', up ? 'text-bull' : 'text-bear')}>
                  {formatPercent(mover.changePercent)}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}

/** SPEC.md section 9: 3 gainers and 3 losers. */
export function TopMovers({ gainers, losers }: { gainers: MoverQuote[]; losers: MoverQuote[] }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <MoverList title={t.gainers} movers={gainers} up />
      <MoverList title={t.losers} movers={losers} up={false} />
    </div>
  );
}
