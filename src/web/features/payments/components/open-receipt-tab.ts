/**
 * Opens a blank tab synchronously (it must happen inside the click, before any await, or popup
 * blockers refuse it) and lets the caller point it at the chat link once it is known. If the
 * browser refused the tab anyway, `go` falls back to opening the link directly.
 */
export function openReceiptTab() {
  const tab = window.open('', '_blank');
  // The chat page must not be able to script or navigate this app.
  if (tab) tab.opener = null;
  return {
    go(url: string) {
      if (tab && !tab.closed) tab.location.href = url;
      else window.open(url, '_blank', 'noopener,noreferrer');
    },
  };
}
