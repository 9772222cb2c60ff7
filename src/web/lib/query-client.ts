import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { genericErrorMessage } from '../../shared/errors';
import { ApiError, errorMessage } from './api-client';

interface ErrorMeta extends Record<string, unknown> {
  /** Shown when the server sent no message of its own (SPEC.md section 8 screen fallbacks). */
  errorMessage?: string;
  /** The caller shows the error itself (e.g. inline on the page). */
  silentError?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: Error;
    queryMeta: ErrorMeta;
    mutationMeta: ErrorMeta;
  }
}

// The one place where failed calls become toasts (STYLE.md rule 6).
function notify(error: Error, meta: ErrorMeta | undefined) {
  if (meta?.silentError) return;
  toast.error(errorMessage(error, meta?.errorMessage ?? genericErrorMessage));
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      // Background queries fail quietly unless they ask for a toast.
      onError: (error, query) => {
        if (query.meta?.errorMessage) notify(error, query.meta);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => notify(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: true,
        // 4xx answers are final; only flaky network/5xx deserves another try.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}
