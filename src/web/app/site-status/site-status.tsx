import type { ReactNode } from 'react';
import type { createBrowserRouter } from 'react-router';
import { MaintenanceGate } from './maintenance-gate';
import { usePageViewTracker } from './page-view-tracker';
import { usePathname } from './use-pathname';

/** Maintenance screen and page-view tracking, both driven by GET /api/status. */
export function SiteStatus({
  router,
  children,
}: {
  router: ReturnType<typeof createBrowserRouter>;
  children: ReactNode;
}) {
  const pathname = usePathname(router);
  usePageViewTracker(pathname);
  return <MaintenanceGate pathname={pathname}>{children}</MaintenanceGate>;
}
