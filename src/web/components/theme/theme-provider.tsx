import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { applyTheme, readStoredTheme, resolveTheme, themeStorageKey, type Theme } from '../../lib/theme';
import { ThemeContext } from './theme-context';

const darkQuery = '(prefers-color-scheme: dark)';

function subscribeToScheme(onChange: () => void) {
  const media = window.matchMedia(darkQuery);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function systemPrefersDark() {
  return window.matchMedia(darkQuery).matches;
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(() => readStoredTheme(window.localStorage));
  // Live: with 'system' selected the page follows the device switching between light and dark.
  const prefersDark = useSyncExternalStore(subscribeToScheme, systemPrefersDark, () => true);
  const resolvedTheme = resolveTheme(theme, prefersDark);

  useEffect(() => {
    applyTheme(document.documentElement, resolvedTheme);
  }, [resolvedTheme]);

  // Another tab changed the theme: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === themeStorageKey) setThemeState(readStoredTheme(window.localStorage));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const value = useMemo(
    () => ({
      theme,
      resolvedTheme,
      setTheme: (next: Theme) => {
        setThemeState(next);
        try {
          window.localStorage.setItem(themeStorageKey, next);
        } catch {
          // Storage blocked: the choice still applies for this visit.
        }
      },
    }),
    [theme, resolvedTheme],
  );

  return <ThemeContext value={value}>{children}</ThemeContext>;
}
