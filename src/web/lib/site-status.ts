import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** GET /api/status: public, and still answered during maintenance. */
export interface SiteStatus {
  maintenance: boolean;
  registrationEnabled: boolean;
  analyticsEnabled: boolean;
}

export const siteStatusQueryKey = ['site-status'] as const;

export function getSiteStatus() {
  return api.get<SiteStatus>('/status');
}

export const siteStatusQueryOptions = () =>
  queryOptions({
    queryKey: siteStatusQueryKey,
    queryFn: getSiteStatus,
    // Cheap and cached by the server: a minute keeps a long-open tab honest without chatter.
    staleTime: 60_000,
    refetchInterval: 60_000,
  });

export function useSiteStatus() {
  return useQuery(siteStatusQueryOptions());
}

/** False once the server says the admin has turned sign-ups off ('Registro de Usuários'). */
export function useRegistrationOpen(): boolean {
  return useSiteStatus().data?.registrationEnabled ?? true;
}
