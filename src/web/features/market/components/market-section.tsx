import { homeTexts as t } from '../../../../shared/messages/public-pages';
import { Badge } from '../../../components/ui/badge';
import { useMarketData } from '../api/get-market-data';
import { MarketStrip } from './market-strip';

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
        ) : null}
      </div>
      <MarketStrip label={t.marketCaption} />
    </section>
  );
}
