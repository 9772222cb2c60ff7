import { SECTORS } from './sectors';

/**
 * The app's own pages that count as page views (router.tsx's paths without ids, the back office or
 * the sandbox checkout). The server counts nothing else, so random paths cannot fill the table.
 */
export const trackedPagePaths: ReadonlySet<string> = new Set([
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

/** The tracked page a path names ('/home/' is '/home'), or null when it is not one of ours. */
export function trackedPagePath(path: string): string | null {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trackedPagePaths.has(trimmed) ? trimmed : null;
}
