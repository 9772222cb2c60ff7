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
      navigate('/admin/login', { replace: true });
    };
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.query.queryKey[0] === 'admin' && expired(event.query.state.error)) {
        leave();
      }
    });
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && expired(event.mutation.state.error)) leave();
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [queryClient, navigate]);
}
