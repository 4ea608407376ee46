// Imported by the generated service worker (web/vite.config.ts, workbox.importScripts). Static routes (Chromium's
// InstallEvent.addRoutes) send what the worker never answers straight to the network without waking it: the API's
// paths and every other origin (Firestore, Auth, Google's services). Only the app's own files and navigations reach
// the worker's fetch handler (the precached shell). Besides saving a worker start-up per request, this keeps the old
// worker idle while a new version waits, so the new one's skipWaiting() is not held up by the page's traffic (Chromium
// activates it only once the old worker has no events in flight). Browsers without static routes ignore this file.
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return;
  const network = (urlPattern) => ({ condition: { urlPattern }, source: 'network' });
  event
    .addRoutes([
      // the API (firebase.json's rewrites): /auth alone is the login page and stays with the worker
      network(new URLPattern({ pathname: '/v1/*', baseURL: self.location.origin })),
      network(new URLPattern({ pathname: '/auth/*', baseURL: self.location.origin })),
      // the association domains, answered by the functions too
      network(new URLPattern({ pathname: '/deployment/hosts.json', baseURL: self.location.origin })),
      // the app's own origin: the worker's precache and navigation fallback
      { condition: { urlPattern: new URLPattern({ pathname: '/*', baseURL: self.location.origin }) }, source: 'fetch-event' },
      // any other origin
      network(new URLPattern({})),
    ])
    .catch((e) => console.warn('service worker: static routes not added', e));
});
