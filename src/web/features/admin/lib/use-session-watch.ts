import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { adminKeys } from '../api/admin-keys';

const expired = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * The admin session ends 8 hours after login, possibly with the panel open: the first 401 from
 * any admin call sends the admin back to /admin/login instead of leaving a page of errors.
 */
export function useAdminSessionWatch() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    const leave = () => {
      queryClient.setQueryData(adminKeys.me, null);
      // Drop the failed queries too: their stale 401 must not bounce the next login straight back.
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] === 'admin' && query.queryKey[1] !== 'me',
      });
      navigate('/admin/login', { replace: true });
    };
    // Only the moment a call fails counts (action 'error'), not every later update of that state.
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'error' &&
        event.query.queryKey[0] === 'admin' &&
        expired(event.action.error)
      ) {
        leave();
      }
    });
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && expired(event.action.error)) leave();
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [queryClient, navigate]);
}
