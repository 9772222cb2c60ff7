import { marketAssetNames, type MarketDataBundle } from '../../../../shared/market-demo';

export type MarketKind = 'forex' | 'crypto' | 'stock';

export interface MarketCardData {
  kind: MarketKind;
  symbol: string;
  name: string;
  price: number;
  changePercent: number;
}

const maxCards = 12; // SPEC.md section 9

function cryptoLabel(symbol: string) {
  // BINANCE:BTCUSDT → BTC/USDT reads the way traders write it.
  const bare = symbol.replace(/^.*:/, '');
  return bare.endsWith('USDT') ? `${bare.slice(0, -4)}/USDT` : bare;
}

/** Interleaves the three categories so the strip mixes markets, capped at 12 cards. */
export function toMarketCards(
  bundle: Pick<MarketDataBundle, 'forex' | 'crypto' | 'stocks'>,
): MarketCardData[] {
  const card = (kind: MarketKind, symbol: string, name: string, price: number, changePercent: number) => ({
    kind,
    symbol,
    name,
    price,
    changePercent,
  });
  const named = (code: string, fallback: string) => marketAssetNames[code] ?? fallback;
  const forex = bundle.forex.map((q) =>
    card('forex', q.pair, named(q.pair, q.pair), q.price, q.changePercent),
  );
  const crypto = bundle.crypto.map((q) =>
    card(
      'crypto',
      cryptoLabel(q.symbol),
      named(q.symbol.replace(/^.*:/, ''), q.symbol),
      q.price,
      q.changePercent,
    ),
  );
  const stocks = bundle.stocks.map((q) =>
    card('stock', q.symbol, named(q.symbol, q.symbol), q.current, q.changePercent),
  );
  const cards: MarketCardData[] = [];
  for (
    let i = 0;
    cards.length < maxCards && i < Math.max(forex.length, crypto.length, stocks.length);
    i += 1
  ) {
    for (const list of [crypto, forex, stocks]) {
      const card = list[i];
      if (card && cards.length < maxCards) cards.push(card);
    }
  }
  return cards;
}

const usd = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'USD' });

export function formatQuote(card: Pick<MarketCardData, 'kind' | 'price' | 'symbol'>): string {
  if (card.kind === 'forex') {
    const digits = card.symbol.includes('JPY') ? 3 : 5;
    return card.price.toLocaleString('pt-BR', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  }
  return usd.format(card.price);
}

export function formatPercent(value: number): string {
  const sign = value > 0 ? '+' : value < 0 ? '−' : '';
  return `${sign}${Math.abs(value).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;
}

/** A mover's symbol as the cards write it (BTCUSDT → BTC/USDT), and its display name. */
export function moverLabel(symbol: string): { symbol: string; name: string } {
  const bare = symbol.replace(/^.*:/, '');
  return { symbol: cryptoLabel(bare), name: marketAssetNames[bare] ?? bare };
}
