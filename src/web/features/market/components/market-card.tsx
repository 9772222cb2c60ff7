import { TrendingDownIcon, TrendingUpIcon } from 'lucide-react';
import { formatPercent, formatQuote, type MarketCardData, type MarketKind } from '../lib/market-cards';
import { cn } from '../../../lib/utils';
import { Sparkline } from './sparkline';

const kindLabel: Record<MarketKind, string> = { forex: 'Forex', crypto: 'Crypto', stock: 'Ações' };

export function MarketCard({ card }: { card: MarketCardData }) {
  const up = card.changePercent >= 0;
  const Trend = up ? TrendingUpIcon : TrendingDownIcon;
  return (
    <article className="flex w-60 shrink-0 flex-col gap-3 rounded-xl border border-border/70 bg-card/70 p-4 shadow-sm backdrop-blur">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="truncate font-semibold tracking-tight">{card.symbol}</h3>
          <p className="truncate text-xs text-muted-foreground">{card.name}</p>
        </div>
        <span className="rounded-full bg-muted px-2 py-0.5 text-[0.7rem] font-medium text-muted-foreground">
          {kindLabel[card.kind]}
        </span>
      </div>
      <div className="flex items-end justify-between gap-2">
        <div>
          <p className="font-mono text-sm tabular-nums">{formatQuote(card)}</p>
          <p
            className={cn(
              'flex items-center gap-1 text-sm font-semibold tabular-nums',
              up ? 'text-bull' : 'text-bear',
            )}
          >
            <Trend aria-hidden="true" className="size-4" />
            {formatPercent(card.changePercent)}
          </p>
        </div>
        <Sparkline symbol={card.symbol} changePercent={card.changePercent} />
      </div>
    </article>
  );
}
