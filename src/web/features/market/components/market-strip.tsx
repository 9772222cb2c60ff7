import { useMemo } from 'react';
import { useMarketData } from '../api/get-market-data';
import { toMarketCards } from '../lib/market-cards';
import { MarketCard } from './market-card';

/**
 * An endless ticker: the list is rendered twice and slid by half its width. With reduced motion
 * it stands still and scrolls by hand instead.
 */
export function MarketStrip({ label }: { label: string }) {
  const { data } = useMarketData();
  const cards = useMemo(() => toMarketCards(data), [data]);
  return (
    <div
      role="region"
      aria-label={label}
      // Focusable so keyboard users can scroll it when reduced motion turns the ticker into a scroller.
      tabIndex={0}
      className="group relative overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_6%,black_94%,transparent)] motion-reduce:overflow-x-auto"
    >
      <div className="flex w-max animate-marquee gap-4 py-2 group-hover:[animation-play-state:paused] motion-reduce:animate-none">
        <ul className="flex gap-4">
          {cards.map((card) => (
            <li key={card.symbol}>
              <MarketCard card={card} />
            </li>
          ))}
        </ul>
        <ul className="flex gap-4 motion-reduce:hidden" aria-hidden="true">
          {cards.map((card) => (
            <li key={card.symbol}>
              <MarketCard card={card} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
