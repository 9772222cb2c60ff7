import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { genericErrorMessage } from '../../shared/errors';
import { ApiError, errorMessage } from './api-client';
import { isMaintenanceError, setMaintenance } from './maintenance';

interface ErrorMeta extends Record<string, unknown> {
  /** Shown when the server sent no message of its own (SPEC.md section 8 screen fallbacks). */
  errorMessage?: string;
  /** The caller shows the error itself (e.g. inline on the page). */
  silentError?: boolean;
  /** Toast title; the message then goes beneath it ('Erro' / 'Erro ao carregar usuários'). */
  errorTitle?: string;
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
  const message = errorMessage(error, meta?.errorMessage ?? genericErrorMessage);
  if (meta?.errorTitle) toast.error(meta.errorTitle, { description: message });
  else toast.error(message);
}

// Maintenance is a state of the whole app, not an error of one call: the maintenance screen
// replaces the app (app/site-status) instead of a toast per failed request.
function handle(error: Error, meta: ErrorMeta | undefined, options: { toast: boolean }) {
  if (isMaintenanceError(error)) {
    setMaintenance(true);
    return;
  }
  if (options.toast) notify(error, meta);
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      // Background queries fail quietly unless they ask for a toast.
      onError: (error, query) => handle(error, query.meta, { toast: Boolean(query.meta?.errorMessage) }),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => handle(error, mutation.meta, { toast: true }),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: true,
        // 4xx answers are final; only flaky network/5xx deserves another try.
        // Maintenance is a 503 that will not pass in a second either.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
          !isMaintenanceError(error) &&
          failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}
