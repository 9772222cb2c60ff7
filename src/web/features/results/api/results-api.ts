import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminResults,
  MyResults,
  PublicResults,
  VerificationResponse,
} from '../../../../shared/verification';
import { api, ApiError, offlineMessage, toApiError } from '../../../lib/api-client';

// The results feature's calls: the trader's own outcomes, the public scoreboard, the admin figures
// and "Conferir resultado" (a multipart upload, which the JSON client does not do).

export const myResultsQueryKey = ['results', 'me'] as const;

export function useMyResults() {
  return useQuery({ queryKey: myResultsQueryKey, queryFn: () => api.get<MyResults>('/results/me') });
}

export function usePublicResults() {
  return useQuery({ queryKey: ['results', 'public'], queryFn: () => api.get<PublicResults>('/results') });
}

export function useAdminResults() {
  return useQuery({
    queryKey: ['results', 'admin'],
    queryFn: () => api.get<AdminResults>('/admin/results'),
    meta: { silentError: true },
  });
}

export async function verifyAnalysis(x: { analysisId: string; image: File }): Promise<VerificationResponse> {
  const form = new FormData();
  form.append('image', x.image, x.image.name || 'depois.png');
  let response: Response;
  try {
    response = await fetch(`/api/analyses/${encodeURIComponent(x.analysisId)}/verification`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      body: form,
    });
  } catch {
    throw new ApiError({ status: 0, code: null, message: offlineMessage, fromServer: false });
  }
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as VerificationResponse;
}

export function useVerifyAnalysis() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: verifyAnalysis,
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: ['results'] }),
  });
}
