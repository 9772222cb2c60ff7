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

/** Tailwind's lg: tables from here, cards below (SPEC.md: "a table on large screens"). */
export const largeScreenPx = 1024;
