import { config } from '../../lib/config';
import { anyFormDirty } from '../../lib/dirtyForms';

/**
 * The service worker's side in the page: registered late (once the page has been stable for
 * SERVICE_WORKER_STABLE_MS; main.tsx calls this in production builds only), then watched for new versions. A new
 * version waiting is activated and the page reloaded into it at once when no form holds unsaved changes; otherwise a
 * banner offers the reload (UpdateBanner) so nobody's typing is lost.
 *
 * The browser's own API, no wrapper: every check first acts on a version already waiting, then asks the server, and a
 * registration or update that never settles is given up after UPDATE_STEP_TIMEOUT_MS, so nothing one step waits on
 * can hold the next check up. Each step says what it did on console.debug (support, and the PWA test's failure report).
 */

/** How often an open page asks the server for a new version (also whenever the tab becomes visible again). */
const UPDATE_CHECK_MS = 30 * 60_000;
/** A registration or update check not settled by then is abandoned; the next check starts a new one. */
const UPDATE_STEP_TIMEOUT_MS = 60_000;
/** What vite-plugin-pwa's generated worker (registerType 'prompt') answers with skipWaiting(). */
const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;

let offered = false;
const listeners = new Set<() => void>();
let activateWaiting: (() => void) | null = null;
let reloading = false;

const trace = (step: string) => console.debug(`service worker: ${step}`);

/** Whether the banner should offer the reload (read with useSyncExternalStore). */
export const updateOffered = (): boolean => offered;
export function onUpdateOffered(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function offerReload() {
  if (offered) return;
  offered = true;
  listeners.forEach((l) => l());
}

function reload() {
  if (reloading) return;
  reloading = true;
  window.location.reload();
}

/** The banner's button: the waiting version takes over (the page then reloads), or, when it already has, a reload. */
export function reloadIntoNewVersion(): void {
  reloading = false;
  if (activateWaiting) activateWaiting();
  else reload();
}

function withTimeout<T>(step: string, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${step}: not settled in ${UPDATE_STEP_TIMEOUT_MS / 1000} s`)), UPDATE_STEP_TIMEOUT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const sw = navigator.serviceWorker;
  // Another tab may activate the new version first: this page then runs the old code under the new worker, whose cache
  // no longer holds the old chunks. It follows (reload) unless a form is dirty (banner). The first install's takeover of
  // a page that had no worker is the same version: nothing to do.
  let controlled = sw.controller !== null;
  let activating = false;
  sw.addEventListener('controllerchange', () => {
    const update = controlled || activating;
    controlled = true;
    trace(`controller changed (${update ? 'a new version' : 'first install'})`);
    if (!update) return;
    if (activating || !anyFormDirty()) return reload();
    // nothing left waiting: the banner's click only reloads
    activateWaiting = null;
    offerReload();
  });

  // A new version waiting (only a page already controlled has an old one): activated at once (the reload follows on
  // controllerchange), or offered while a form is dirty. Asked again on every check: a request the worker missed (it
  // was stopped, or still installing) is simply repeated.
  const onWaiting = (waiting: ServiceWorker) => {
    if (offered || !sw.controller) return;
    activateWaiting = () => {
      activating = true;
      trace('asking the waiting version to take over');
      waiting.postMessage(SKIP_WAITING);
    };
    if (!anyFormDirty()) return activateWaiting();
    trace('a new version is waiting; a form holds changes: offered');
    offerReload();
  };
  const watch = (registration: ServiceWorkerRegistration) =>
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      trace('a new version is installing');
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed' && registration.waiting === installing) onWaiting(installing);
      });
    });

  let registration: ServiceWorkerRegistration | null = null;
  let inFlight: Promise<void> | null = null;
  // Registers on the first call, asks the server for a new version on the next ones. A registration that failed (no
  // network at that moment) is tried again at the next check.
  const askServer = async () => {
    if (registration) {
      await withTimeout('update check', registration.update());
      trace('update checked');
      return;
    }
    const registered = await withTimeout('registration', sw.register('/sw.js', { scope: '/' }));
    watch(registered);
    registration = registered;
    trace('registered');
  };
  const check = async (): Promise<void> => {
    const known = registration ?? (await sw.getRegistration('/')) ?? null;
    if (known?.waiting) onWaiting(known.waiting);
    if (!inFlight) inFlight = askServer().finally(() => (inFlight = null));
    await inFlight;
    if (registration?.waiting) onWaiting(registration.waiting);
  };
  const checkNow = () => void check().catch((e: unknown) => console.warn('service worker: no registration or update check', e));
  const later = () =>
    setTimeout(() => {
      checkNow();
      setInterval(checkNow, UPDATE_CHECK_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') checkNow();
      });
    }, config.serviceWorkerDelayMs);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
