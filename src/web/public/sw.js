// VTX Análise service worker ('Cache local', issue 15): keeps the app shell, its code and the
// user's last results and favourites readable offline. Registered by the signed-in frame only
// while the setting is on; switching it off or logging out unregisters it and deletes the caches.
const SHELL = 'vtx-shell-v1';
const DATA = 'vtx-data-v1';

// Read-only API answers a signed-in page needs to show what it showed before: the session, the
// settings, the history and favourites lists, single results and their pictures.
const readableOffline = /^\/api\/(auth\/session|settings|analyses(\/[^/]+(\/image)?)?)$/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(['/', '/manifest.webmanifest', '/favicon.svg', '/theme-init.js']))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => ![SHELL, DATA].includes(key)).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

/** Network first, so nothing is ever staler than it must be; the last good answer when offline. */
async function networkFirst(request, cacheName, fallbackUrl) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(fallbackUrl ?? request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(fallbackUrl ?? request);
    if (cached) return cached;
    throw error;
  }
}

/** Fingerprinted build files never change: the cached copy is as good as the network's. */
async function cacheFirst(request) {
  const cache = await caches.open(SHELL);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // Every page is the same index.html (client-side routes): keep the latest as the shell.
    event.respondWith(networkFirst(request, SHELL, '/'));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (readableOffline.test(url.pathname)) {
    event.respondWith(networkFirst(request, DATA));
  }
});

self.addEventListener('message', (event) => {
  // The page that registered the worker loaded its code before the worker existed: it sends the
  // build files it uses, so the first offline visit has them too.
  if (event.data?.type === 'keep' && Array.isArray(event.data.urls)) {
    const urls = event.data.urls.filter((path) => typeof path === 'string' && path.startsWith('/assets/'));
    event.waitUntil(caches.open(SHELL).then((cache) => cache.addAll(urls)));
  }
});
