// The session query is shared by every feature (guards, headers, pages), so it lives in lib/
// rather than inside features/auth (features do not import each other).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '../../shared/auth';
import { ApiError, api } from './api-client';

export const meQueryKey = ['me'] as const;

/** The session: the signed-in user, or null when there is none (401 is an answer, not an error). */
export async function getMe(): Promise<Me | null> {
  try {
    return await api.get<Me>('/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = () => queryOptions({ queryKey: meQueryKey, queryFn: getMe });

export function useMe() {
  return useQuery(meQueryOptions());
}
