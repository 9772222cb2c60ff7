import { useSyncExternalStore } from 'react';

/** True from `px` up. One layout in the DOM at a time (table or cards), not both hidden by CSS. */
export function useMinWidth(px: number): boolean {
  const query = `(min-width: ${px}px)`;
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => true,
  );
}

/** Up to here a screen is a phone: admin lists are cards there, whatever fits. */
export const phoneMaxPx = 639;
