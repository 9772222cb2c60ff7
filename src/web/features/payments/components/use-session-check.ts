import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '../../../lib/session';

/**
 * Resolves to false only when we know there is no session. The session query is usually warm;
 * when it is not (a page that never asked), ask once. Network trouble is not "signed out": the
 * API call that follows will say what is wrong.
 */
export function useSessionCheck() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const me = await queryClient
      .ensureQueryData({ ...meQueryOptions(), retry: false })
      .catch(() => undefined);
    return me !== null;
  }, [queryClient]);
}
