// 'Cache local' (issue 15): the service worker in public/sw.js keeps the shell, the code and the
// user's last results readable offline. These helpers turn it on and off from the page.
const dataCache = 'vtx-data-v1';

function supported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof caches !== 'undefined';
}

export async function enableOfflineCache(): Promise<void> {
  if (!supported()) return;
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  // This page's code came before the worker: hand it over so it is kept too.
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
  registration.active?.postMessage({ type: 'keep', urls });
}

/** The setting switched off: no worker, nothing kept on this device. */
export async function disableOfflineCache(): Promise<void> {
  if (!supported()) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
  const keys = await caches.keys();
  await Promise.all(keys.filter((key) => key.startsWith('vtx-')).map((key) => caches.delete(key)));
}

/** After a logout: the shell may stay, the user's answers go. */
export async function forgetOfflineUserData(): Promise<void> {
  if (!supported()) return;
  await caches.delete(dataCache);
}
