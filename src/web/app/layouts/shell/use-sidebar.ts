import { useCallback, useEffect, useState } from 'react';
import { isSidebarShortcut, readSidebarCookie, sidebarCookie } from './sidebar-state';
import { useIsMobile } from './use-media';

/** Desktop: expanded or icons (remembered). Mobile: a drawer, closed on each visit. */
export function useSidebar() {
  const isMobile = useIsMobile();
  const [expanded, setExpandedState] = useState(() => readSidebarCookie(document.cookie) ?? true);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const setExpanded = useCallback((value: boolean) => {
    setExpandedState(value);
    document.cookie = sidebarCookie(value);
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setDrawerOpen((open) => !open);
    else setExpanded(!expanded);
  }, [isMobile, expanded, setExpanded]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  return { isMobile, expanded, drawerOpen: isMobile && drawerOpen, setDrawerOpen, toggle };
}
