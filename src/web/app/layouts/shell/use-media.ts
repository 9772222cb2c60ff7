import { useSyncExternalStore } from 'react';
import { mobileBreakpointPx } from './sidebar-state';

const mobileQuery = `(max-width: ${mobileBreakpointPx - 1}px)`;

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(mobileQuery);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => window.matchMedia(mobileQuery).matches,
    () => false,
  );
}

/** Follows the browser's online/offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('online', onChange);
      window.addEventListener('offline', onChange);
      return () => {
        window.removeEventListener('online', onChange);
        window.removeEventListener('offline', onChange);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}
