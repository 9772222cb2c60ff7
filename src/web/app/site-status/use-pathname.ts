import { useSyncExternalStore } from 'react';
import type { createBrowserRouter } from 'react-router';

type Router = ReturnType<typeof createBrowserRouter>;

/** The router's current path, read from outside <RouterProvider> (the gate wraps the provider). */
export function usePathname(router: Router): string {
  return useSyncExternalStore(router.subscribe, () => router.state.location.pathname);
}
