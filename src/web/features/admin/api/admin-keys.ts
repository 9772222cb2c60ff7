import type { QueryClient } from '@tanstack/react-query';

// Every back-office query lives under ['admin', …]; the session under ['admin', 'me'].
export const adminKeys = {
  all: ['admin'] as const,
  me: ['admin', 'me'] as const,
  overview: ['admin', 'overview'] as const,
  users: ['admin', 'users'] as const,
  transactions: (userId: string) => ['admin', 'transactions', userId] as const,
  payments: ['admin', 'payments'] as const,
  logs: ['admin', 'logs'] as const,
  settings: ['admin', 'settings'] as const,
};

/** After any admin action: every number on every page may have moved, and the log has a new row. */
export function invalidateAdminData(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] === 'admin' && query.queryKey[1] !== 'me',
  });
}

/** Query string from the set filters only (empty ones mean "all" and stay out of the URL). */
export function toSearch(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
