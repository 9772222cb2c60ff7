import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '../lib/session';

// Guards sit on route groups (STYLE.md rule 8) as loaders, so a protected page never renders
// without a session and the session query is warm when it does. They fail fast (no retries):
// a navigation must not hang for seconds on a flaky API.
const probe = () => ({ ...meQueryOptions(), retry: false });

export function requireUser(queryClient: QueryClient) {
  return async () => {
    const me = await queryClient.ensureQueryData(probe());
    if (!me) throw redirect('/login');
    return null;
  };
}

/** Sign-in pages send a visitor who already has a session straight to the dashboard. */
export function redirectSignedIn(queryClient: QueryClient) {
  return async () => {
    // An unreachable API must not hide the login form, so any failure just renders the page.
    const me = await queryClient.ensureQueryData(probe()).catch(() => null);
    if (me) throw redirect('/dashboard');
    return null;
  };
}

/** `/` → `/login`, keeping the query (the confirmation e-mail lands on /?emailConfirmed=1). */
export function rootRedirect({ request }: LoaderFunctionArgs) {
  const { search } = new URL(request.url);
  return redirect(`/login${search}`);
}
