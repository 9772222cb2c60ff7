import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AnalysisSummary } from '../../../../shared/analyses';
import { api } from '../../../lib/api-client';

// GET /api/analyses: the one client for the history page, the dashboard, the sidebar's favourites
// and the settings backup.

export interface AnalysisPage {
  items: AnalysisSummary[];
  page: number;
  pageSize: number;
  total: number;
}

export interface AnalysesQuery {
  page?: number;
  pageSize: number;
  favorites: boolean;
}

export const analysesListQueryKey = ['analyses', 'list'] as const;

export function getAnalyses(options: AnalysesQuery) {
  const query = new URLSearchParams({
    page: String(options.page ?? 1),
    pageSize: String(options.pageSize),
    favorites: String(options.favorites),
  });
  return api.get<AnalysisPage>(`/analyses?${query}`);
}

export const analysesQueryOptions = (options: AnalysesQuery) => {
  const full = { page: 1, ...options };
  return queryOptions({ queryKey: [...analysesListQueryKey, full], queryFn: () => getAnalyses(full) });
};

/** The history page: keeps the previous page on screen while the next one loads. */
export function useAnalyses(options: { page: number; pageSize?: number; favorites: boolean }) {
  return useQuery({
    ...analysesQueryOptions({ pageSize: 12, ...options }),
    placeholderData: keepPreviousData,
  });
}

/** The dashboard's newest analyses; a failure shows in place, without a toast. */
export function useRecentAnalyses(pageSize = 5) {
  return useQuery({ ...analysesQueryOptions({ favorites: false, pageSize }), meta: { silentError: true } });
}

/** The sidebar's first favourites; a failure leaves the group out, without a toast. */
export function useFavoriteAnalyses(pageSize = 3) {
  return useQuery({ ...analysesQueryOptions({ favorites: true, pageSize }), meta: { silentError: true } });
}

/**
 * Every cached list of analyses, whatever its page or filter: any query whose key names
 * 'analyses' except the single-analysis details.
 */
export function invalidateAnalysisLists(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const key = query.queryKey;
      return key.some((part) => typeof part === 'string' && part.includes('analyses')) && key[1] !== 'detail';
    },
  });
}

export function pageCount(page: Pick<AnalysisPage, 'pageSize' | 'total'>): number {
  return Math.max(1, Math.ceil(page.total / page.pageSize));
}
