import { SECTORS } from './sectors';

// The pages of the web app's router (src/web/app/router.tsx; router-paths.test.ts keeps them
// equal). The server uses them twice: an unknown address answers HTTP 404 while still sending
// the app, which shows its not-found page; and only the users' pages count as page views, so
// random paths cannot fill the table.

/** Pages a visitor or a user sees, without ids: the ones counted as page views. */
const userPages: ReadonlySet<string> = new Set([
  '/',
  '/login',
  '/registro',
  '/esqueci-senha',
  '/reset-password',
  '/home',
  '/sobre',
  '/planos',
  '/dashboard',
  '/dashboard/planos',
  '/dashboard/settings',
  '/dashboard/pagamentos',
  '/dashboard/historico',
  ...SECTORS.map((sector) => `/dashboard/${sector}`),
]);
const adminPages: ReadonlySet<string> = new Set([
  '/admin/login',
  '/admin',
  '/admin/users',
  '/admin/payments',
  '/admin/logs',
  '/admin/settings',
]);
const pagePatterns = [/^\/checkout\/sandbox\/[^/]+$/];

/** '/home/' is '/home'; the root stays '/'. */
const trimmed = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Whether `pathname` (no query) is one of the app's pages; a trailing slash is tolerated. */
export function isAppRoute(pathname: string): boolean {
  const path = trimmed(pathname);
  return userPages.has(path) || adminPages.has(path) || pagePatterns.some((p) => p.test(path));
}

/** The page a path names when it counts as a page view ('/home/' is '/home'), or null. */
export function trackedPagePath(path: string): string | null {
  const page = trimmed(path);
  return userPages.has(page) ? page : null;
}
