import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AnalysisSummary } from '../../../../shared/analyses';
import { api } from '../../../lib/api-client';

export interface AnalysisPage {
  items: AnalysisSummary[];
  page: number;
  pageSize: number;
  total: number;
}

export const analysesListQueryKey = ['analyses', 'list'] as const;

export function getAnalyses(options: { page: number; pageSize: number; favorites: boolean }) {
  const query = new URLSearchParams({
    page: String(options.page),
    pageSize: String(options.pageSize),
    favorites: String(options.favorites),
  });
  return api.get<AnalysisPage>(`/analyses?${query}`);
}

export const analysesQueryOptions = (options: { page: number; pageSize?: number; favorites: boolean }) => {
  const full = { pageSize: 12, ...options };
  return queryOptions({
    queryKey: [...analysesListQueryKey, full],
    queryFn: () => getAnalyses(full),
    placeholderData: keepPreviousData,
  });
};

export function useAnalyses(options: { page: number; pageSize?: number; favorites: boolean }) {
  return useQuery(analysesQueryOptions(options));
}

/**
 * Every cached list of analyses, ours and the sidebar's favourites group, whatever key it uses:
 * any query whose key names 'analyses' except the single-analysis details.
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
