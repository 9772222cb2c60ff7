import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalysisDetail } from '../../../../shared/analyses';
import { api } from '../../../lib/api-client';

export const analysisDetailQueryKey = (id: string) => ['analyses', 'detail', id] as const;

export function getAnalysis(id: string) {
  return api.get<AnalysisDetail>(`/analyses/${encodeURIComponent(id)}`);
}

export const analysisDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: analysisDetailQueryKey(id),
    queryFn: () => getAnalysis(id),
    // A finished analysis never changes except its favourite flag, which we update ourselves.
    staleTime: Infinity,
  });

export function useAnalysis(id: string | null) {
  return useQuery({ ...analysisDetailQueryOptions(id ?? ''), enabled: Boolean(id) });
}
