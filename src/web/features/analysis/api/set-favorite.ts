import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnalysisDetail } from '../../../../shared/analyses';
import { analysisScreenTexts as t } from '../../../../shared/messages/analysis-screens';
import { apiRequest } from '../../../lib/api-client';
import { updateCachedFavorite } from '../lib/favorites-cache';
import { analysisDetailQueryKey } from './get-analysis';
import { invalidateAnalysisLists } from './get-analyses';

export function setFavorite({ id, favorite }: { id: string; favorite: boolean }) {
  return apiRequest<{ favorite: boolean }>(
    favorite ? 'PUT' : 'DELETE',
    `/analyses/${encodeURIComponent(id)}/favorite`,
  );
}

function localStorageOrUndefined() {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function useSetFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ analysis, favorite }: { analysis: AnalysisDetail; favorite: boolean }) =>
      setFavorite({ id: analysis.id, favorite }),
    meta: { errorMessage: t.favoriteError },
    onSuccess: ({ favorite }, { analysis }) => {
      queryClient.setQueryData<AnalysisDetail>(analysisDetailQueryKey(analysis.id), (old) =>
        old ? { ...old, favorite } : old,
      );
      updateCachedFavorite(
        localStorageOrUndefined(),
        {
          id: analysis.id,
          sector: analysis.sector,
          timestamp: Date.parse(analysis.createdAt) || Date.now(),
          imageUrl: analysis.imageUrl,
          result: analysis.result,
        },
        favorite,
      );
      void invalidateAnalysisLists(queryClient);
    },
  });
}
