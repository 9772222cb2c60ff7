import { redirect } from 'react-router';
import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';

// Guards sit on route groups (STYLE.md rule 8) as loaders, so a protected page never renders
// without a session and the session query is warm when it does. They fail fast (no retries):
// a navigation must not hang for seconds on a flaky API.

/**
 * The two guards of one kind of session (a user's or an admin's): `require` sends a visitor
 * without one to `signedOut`; `redirectSignedIn` sends one who has it from a sign-in page to
 * `signedIn`. An unreachable API must not hide a sign-in form, so there any failure renders it.
 */
export function sessionGuards<T, K extends QueryKey>(
  options: () => EnsureQueryDataOptions<T, Error, T, K>,
  paths: { signedOut: string; signedIn: string },
) {
  const probe = () => ({ ...options(), retry: false });
  return {
    require: (queryClient: QueryClient) => async () => {
      if (!(await queryClient.ensureQueryData(probe()))) throw redirect(paths.signedOut);
      return null;
    },
    redirectSignedIn: (queryClient: QueryClient) => async () => {
      if (await queryClient.ensureQueryData(probe()).catch(() => null)) throw redirect(paths.signedIn);
      return null;
    },
  };
}
