// The sidebar remembers whether it is expanded in a cookie (SPEC.md section 9: 7 days). Written
// from JavaScript on purpose: only the browser reads it, and it holds nothing sensitive.
export const sidebarCookieName = 'sidebar_state';
export const sidebarCookieMaxAge = 60 * 60 * 24 * 7;
export const mobileBreakpointPx = 768;

export function readSidebarCookie(cookie: string): boolean | null {
  for (const part of cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === sidebarCookieName) return value === 'true' ? true : value === 'false' ? false : null;
  }
  return null;
}

export function sidebarCookie(open: boolean): string {
  return `${sidebarCookieName}=${open}; path=/; max-age=${sidebarCookieMaxAge}; samesite=lax`;
}

/** Ctrl+B, or ⌘+B on a Mac, without other modifiers. */
export function isSidebarShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
) {
  return (
    event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey
  );
}
