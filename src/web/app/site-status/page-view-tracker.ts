import { useEffect } from 'react';
import { useSiteStatus } from './get-status';
import { shouldTrack } from './paths';

function sendPageView(path: string) {
  // keepalive survives a navigation away, like sendBeacon, but sends a real JSON content type
  // (Chromium refuses sendBeacon with a non-safelisted Blob type in some versions).
  void fetch('/api/analytics/page-view', {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ path }),
  }).catch(() => undefined);
}

/** One page view per route change while Analytics is on (the overview counts them per day). */
export function usePageViewTracker(pathname: string) {
  const status = useSiteStatus();
  const enabled = status.data?.analyticsEnabled === true && !status.data.maintenance;
  useEffect(() => {
    if (enabled && shouldTrack(pathname)) sendPageView(pathname);
  }, [enabled, pathname]);
}
