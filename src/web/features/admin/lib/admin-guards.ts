import { redirect } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { adminMeQueryOptions } from '../api/get-admin-me';

// Route-group guards (STYLE.md rule 8), like app/guards.ts for users: fail fast, no retries.
const probe = () => ({ ...adminMeQueryOptions(), retry: false });

/** /admin/*: no admin session (or only a user's) → /admin/login. */
export function requireAdmin(queryClient: QueryClient) {
  return async () => {
    const admin = await queryClient.ensureQueryData(probe());
    if (!admin) throw redirect('/admin/login');
    return null;
  };
}

/** /admin/login with a live admin session goes straight to the overview. */
export function redirectSignedInAdmin(queryClient: QueryClient) {
  return async () => {
    const admin = await queryClient.ensureQueryData(probe()).catch(() => null);
    if (admin) throw redirect('/admin');
    return null;
  };
}
