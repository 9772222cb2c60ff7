// The session query is shared by every feature (guards, headers, pages), so it lives in lib/
// rather than inside features/auth (features do not import each other).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me, SessionResponse } from '../../shared/auth';
import { api } from './api-client';

export const meQueryKey = ['me'] as const;

/**
 * The session: the signed-in user, or null when there is none. Asked of /api/auth/session, which
 * answers 200 either way, so a signed-out visitor's console shows no failed request.
 */
export async function getMe(): Promise<Me | null> {
  return (await api.get<SessionResponse>('/auth/session')).user;
}

export const meQueryOptions = () => queryOptions({ queryKey: meQueryKey, queryFn: getMe });

export function useMe() {
  return useQuery(meQueryOptions());
}
