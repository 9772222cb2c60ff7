import { SECTORS } from './sectors';

// Every page of the web app's router (src/web/app/router.tsx), so the server can answer an
// unknown address with HTTP 404 while still sending the app, which shows its not-found page.
// A page added to the router belongs here too (a missing one still works, but answers 404).
const exact = new Set<string>([
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
  '/admin/login',
  '/admin',
  '/admin/users',
  '/admin/payments',
  '/admin/logs',
  '/admin/settings',
]);
const patterns = [/^\/checkout\/sandbox\/[^/]+$/];

/** Whether `pathname` (no query) is one of the app's pages; a trailing slash is tolerated. */
export function isAppRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return exact.has(path) || patterns.some((pattern) => pattern.test(path));
}
