import { homeTexts as t } from '../../../../shared/messages/public-pages';
import { marketTexts as mt } from '../../../../shared/messages/market';
import { Badge } from '../../../components/ui/badge';
import { useMarketData } from '../api/get-market-data';
import { MarketStrip } from './market-strip';
import { TopMovers } from './top-movers';

const timeFormat = new Intl.DateTimeFormat('pt-BR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

export function MarketSection() {
  const { data } = useMarketData();
  return (
    <section aria-labelledby="market-caption" className="grid gap-4">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-3 px-4 text-center">
        <h2 id="market-caption" className="text-lg font-semibold tracking-tight sm:text-xl">
          {t.marketCaption}
        </h2>
        {data.isUsingFallback ? (
          <Badge variant="outline" className="border-gold/50 text-gold">
            {t.demoData}
          </Badge>
        ) : (
          <span className="text-xs text-muted-foreground">
            {mt.updatedAt(timeFormat.format(new Date(data.lastUpdated)))}
          </span>
        )}
      </div>
      <MarketStrip label={mt.stripLabel} />
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <h3 className="sr-only">{mt.moversTitle}</h3>
        <TopMovers gainers={data.topMovers.gainers} losers={data.topMovers.losers} />
      </div>
    </section>
  );
}
