import { useSyncExternalStore } from 'react';

/** Where the analysis page puts its result panel beside the upload panel (Tailwind's lg). */
const sideBySideQuery = '(min-width: 1024px)';
/** A mouse and (almost surely) a keyboard: only then does a Ctrl+V hint make sense. */
const keyboardQuery = '(hover: hover) and (pointer: fine)';

/** Read once, when a notice is shown: whether the result is beside the upload panel or below it. */
export function resultIsBeside(): boolean {
  return window.matchMedia(sideBySideQuery).matches;
}

export function useHasKeyboard(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(keyboardQuery);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => window.matchMedia(keyboardQuery).matches,
    () => true,
  );
}
