import { useSyncExternalStore, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { maintenanceStore, setMaintenance } from '../../lib/maintenance';
import { siteStatusQueryOptions, useSiteStatus } from './get-status';
import { MaintenanceScreen } from './maintenance-screen';
import { isAdminPath } from './paths';

/**
 * Shows the maintenance screen instead of the app when /api/status says so or when any user-side
 * call came back 503 MAINTENANCE. It sits outside the router so that a guard's failed loader
 * (which lands in the route error boundary) is covered too. The back office keeps working.
 */
export function MaintenanceGate({ pathname, children }: { pathname: string; children: ReactNode }) {
  const queryClient = useQueryClient();
  const status = useSiteStatus();
  const flagged = useSyncExternalStore(maintenanceStore.subscribe, maintenanceStore.get);
  const down = flagged || status.data?.maintenance === true;

  if (!down || isAdminPath(pathname)) return children;

  const retry = async () => {
    const fresh = await queryClient
      .fetchQuery({ ...siteStatusQueryOptions(), staleTime: 0 })
      .catch(() => null);
    if (!fresh || fresh.maintenance) return false;
    setMaintenance(false);
    // Pages and guards failed while the API was closed: a fresh load is the only state we trust.
    window.location.reload();
    return true;
  };

  return <MaintenanceScreen onRetry={retry} />;
}
