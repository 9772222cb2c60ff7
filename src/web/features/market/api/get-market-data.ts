import { queryOptions, useQuery } from '@tanstack/react-query';
import { demoMarketData, type MarketDataBundle } from '../../../../shared/market-demo';
import { api } from '../../../lib/api-client';

/** SPEC.md section 9: the strip refreshes every 30 s. */
export const marketRefreshMs = 30_000;

/**
 * Live quotes from our own API (the provider key never reaches the browser). Any failure keeps the
 * last good bundle, or the built-in demo data, so the strip is never empty or broken.
 */
export async function getMarketData(): Promise<MarketDataBundle> {
  return api.get<MarketDataBundle>('/market');
}

export const marketDataQueryOptions = () =>
  queryOptions({
    queryKey: ['market', 'overview'],
    queryFn: getMarketData,
    // Demo data paints the strip at once; marking it stale from the start triggers the live fetch.
    initialData: () => demoMarketData(),
    initialDataUpdatedAt: 0,
    staleTime: marketRefreshMs,
    refetchInterval: marketRefreshMs,
    refetchOnWindowFocus: false,
    meta: { silentError: true },
  });

export function useMarketData() {
  return useQuery(marketDataQueryOptions());
}
