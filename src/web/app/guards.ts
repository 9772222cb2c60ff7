import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { sessionGuards } from '../lib/session-guards';
import { meQueryOptions } from '../lib/session';

const userGuards = sessionGuards(meQueryOptions, { signedOut: '/login', signedIn: '/dashboard' });

export const requireUser = userGuards.require;

/** Sign-in pages send a visitor who already has a session straight to the dashboard. */
export const redirectSignedIn = userGuards.redirectSignedIn;

/**
 * The same for the first page a visitor opens (/login, /registro), without a splash: when the
 * session is not known yet, the form draws at once and <SignedInRedirect> moves on if the
 * answer is a session (issue 26, item 13: the splash held /login's first paint 1.2–1.5 s).
 */
export const redirectSignedInWithoutWaiting = (queryClient: QueryClient) => {
  const decide = redirectSignedIn(queryClient);
  return async () => {
    if (queryClient.getQueryData(meQueryOptions().queryKey) !== undefined) return decide();
    void queryClient.prefetchQuery({ ...meQueryOptions(), retry: false });
    return null;
  };
};

/** `/` → `/login`, keeping the query (the confirmation e-mail lands on /?emailConfirmed=1). */
export function rootRedirect({ request }: LoaderFunctionArgs) {
  const { search } = new URL(request.url);
  return redirect(`/login${search}`);
}
