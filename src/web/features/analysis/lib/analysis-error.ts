import { analysisMessages as m } from '../../../../shared/messages/analysis';
import { ApiError } from '../../../lib/api-client';

/** Thrown by the client when the answer is empty or does not match the contract. */
export class AnalysisResponseError extends Error {
  constructor(readonly kind: 'empty' | 'invalid') {
    super(kind === 'empty' ? m.emptyResponse : m.invalidFormat);
    this.name = 'AnalysisResponseError';
  }
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export interface AnalysisErrorToast {
  kind: 'error' | 'info';
  title: string;
  description?: string;
  /** 402: open the plans modal so the user can buy right away. */
  openPlans?: boolean;
  /** 402/401: the session's credits or login are stale. */
  noCredits?: boolean;
}

/** SPEC.md section 8, "Analysis": one toast per failure. */
export function analysisErrorToast(error: unknown): AnalysisErrorToast {
  if (isAbort(error)) return { kind: 'info', title: m.cancelled };
  if (error instanceof AnalysisResponseError)
    return { kind: 'error', title: error.message, description: m.generic };
  if (!(error instanceof ApiError)) return { kind: 'error', title: m.unexpected, description: m.generic };
  if (error.status === 402) {
    return {
      kind: 'error',
      title: m.insufficientCreditsTitle,
      description: m.insufficientCredits,
      openPlans: true,
      noCredits: true,
    };
  }
  if (error.status === 401) return { kind: 'error', title: m.authError, description: m.authErrorAdvice };
  if (error.status === 504 || error.code === 'TIMEOUT')
    return { kind: 'error', title: m.timeout, description: m.timeoutAdvice };
  if (error.status === 0)
    return { kind: 'error', title: m.failed(error.message), description: m.failedAdvice };
  // 400, 413, 415, 422, 502, 503: the server's own pt-BR text says exactly what went wrong.
  if (error.fromServer) return { kind: 'error', title: error.message };
  return { kind: 'error', title: m.generic };
}
