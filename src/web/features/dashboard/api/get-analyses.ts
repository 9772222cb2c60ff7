import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalysisSummary } from '../../../../shared/analyses';
import { ApiError, api } from '../../../lib/api-client';

export interface AnalysisPage {
  items: AnalysisSummary[];
  total: number;
}

const emptyPage: AnalysisPage = { items: [], total: 0 };

/** The newest analyses (or favourites) of the signed-in user; an API without history answers empty. */
export async function getAnalyses(options: { favorites: boolean; pageSize: number }): Promise<AnalysisPage> {
  try {
    const query = new URLSearchParams({ pageSize: String(options.pageSize) });
    if (options.favorites) query.set('favorites', 'true');
    return await api.get<AnalysisPage>(`/analyses?${query}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return emptyPage;
    throw error;
  }
}

// Under ['analyses'] so any change to the history (new analysis, favourite toggled) refreshes these.
export const analysesQueryOptions = (options: { favorites: boolean; pageSize: number }) =>
  queryOptions({
    queryKey: ['analyses', 'list', options],
    queryFn: () => getAnalyses(options),
    meta: { silentError: true },
  });

export function useRecentAnalyses(pageSize = 5) {
  return useQuery(analysesQueryOptions({ favorites: false, pageSize }));
}

export function useFavoriteAnalyses(pageSize = 3) {
  return useQuery(analysesQueryOptions({ favorites: true, pageSize }));
}
