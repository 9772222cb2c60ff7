// Kept in step with public/theme-init.js, which applies the same choice before first paint.
export const themeStorageKey = 'vtx-theme';
export const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];
export type ResolvedTheme = 'light' | 'dark';

export const defaultTheme: Theme = 'dark';

export function parseTheme(value: string | null | undefined): Theme {
  return themes.includes(value as Theme) ? (value as Theme) : defaultTheme;
}

export function resolveTheme(theme: Theme, systemPrefersDark: boolean): ResolvedTheme {
  if (theme === 'system') return systemPrefersDark ? 'dark' : 'light';
  return theme;
}

export function readStoredTheme(storage: Pick<Storage, 'getItem'> | undefined): Theme {
  try {
    return parseTheme(storage?.getItem(themeStorageKey));
  } catch {
    return defaultTheme;
  }
}

export function applyTheme(root: HTMLElement, resolved: ResolvedTheme) {
  root.classList.toggle('dark', resolved === 'dark');
  root.style.colorScheme = resolved;
}
