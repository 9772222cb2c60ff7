import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  analysisResponseSchema,
  type AnalysisRequestFields,
  type AnalysisResponse,
} from '../../../../shared/analyses';
import type { Me } from '../../../../shared/auth';
import { ApiError, offlineMessage, toApiError } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session';
import { AnalysisResponseError, isAbort } from '../lib/analysis-error';
import { analysisDetailQueryKey } from './get-analysis';
import { invalidateAnalysisLists } from './get-analyses';

export interface CreateAnalysisInput extends Partial<AnalysisRequestFields> {
  sector: AnalysisRequestFields['sector'];
  image: File;
  signal?: AbortSignal;
  /** the optional second print of a higher timeframe */
  higherImage?: File;
}

/**
 * POST /api/analyses as multipart/form-data (the JSON api client does not do files). Aborting
 * `signal` closes the request; the server then stops and refunds the credit.
 */
export async function createAnalysis({
  image,
  higherImage,
  signal,
  ...fields
}: CreateAnalysisInput): Promise<AnalysisResponse> {
  const form = new FormData();
  // Text fields first: the server reads them as the stream arrives.
  form.append('sector', fields.sector);
  form.append('specification', fields.specification ?? '');
  if (fields.timeframe) form.append('timeframe', fields.timeframe);
  if (fields.chartTimeframe) form.append('chartTimeframe', fields.chartTimeframe);
  if (fields.payout !== undefined) form.append('payout', String(fields.payout));
  if (fields.accuracy) form.append('accuracy', fields.accuracy);
  form.append('image', image, image.name || 'grafico.png');
  if (higherImage) form.append('higherImage', higherImage, higherImage.name || 'timeframe-maior.png');

  let response: Response;
  try {
    response = await fetch('/api/analyses', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      body: form,
      signal,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError({ status: 0, code: null, message: offlineMessage, fromServer: false });
  }
  if (!response.ok) throw await toApiError(response);
  const text = await response.text();
  if (!text.trim()) throw new AnalysisResponseError('empty');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AnalysisResponseError('invalid');
  }
  const parsed = analysisResponseSchema.safeParse(body);
  if (!parsed.success || !parsed.data.analysis.result) throw new AnalysisResponseError('invalid');
  return parsed.data;
}

export function useCreateAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAnalysis,
    // The page shows its own toasts (cancel is not an error, 402 opens the plans modal).
    meta: { silentError: true },
    onSuccess: ({ analysis, credits }) => {
      // The credits badge follows at once, without waiting for a refetch of /api/me.
      queryClient.setQueryData<Me | null>(meQueryKey, (me) =>
        me ? { ...me, credits, analysisCount: me.analysisCount + 1 } : me,
      );
      queryClient.setQueryData(analysisDetailQueryKey(analysis.id), analysis);
      void invalidateAnalysisLists(queryClient);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 402) {
        queryClient.setQueryData<Me | null>(meQueryKey, (me) => (me ? { ...me, credits: 0 } : me));
      }
    },
  });
}
