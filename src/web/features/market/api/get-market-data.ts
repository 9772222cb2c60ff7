import { queryOptions, useQuery } from '@tanstack/react-query';
import { demoMarketData, type MarketDataBundle } from '../../../../shared/market-demo';

// Built-in demo data until the market-data issue adds the live endpoint; the query key and the
// bundle shape are already the ones that endpoint will use, so only this fetcher changes.
export async function getMarketData(): Promise<MarketDataBundle> {
  return demoMarketData();
}

export const marketDataQueryOptions = () =>
  queryOptions({
    queryKey: ['market', 'overview'],
    queryFn: getMarketData,
    initialData: () => demoMarketData(),
    staleTime: 30_000,
  });

export function useMarketData() {
  return useQuery(marketDataQueryOptions());
}
