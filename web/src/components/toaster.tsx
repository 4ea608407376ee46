import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { TFunction } from 'i18next';
import { errorCode, errorText } from '../lib/api/errorText';
import { screensReady } from '../lib/screensReady';

/**
 * The toast machinery (Chakra's toaster and its state machine) is downloaded with the first toast, not with the page:
 * calls made before it arrives wait for it, in order, and the toasts are drawn from then on.
 */
let asked = false;
const askedListeners = new Set<() => void>();
const store = () => {
  if (!asked) {
    asked = true;
    askedListeners.forEach((l) => l());
  }
  return import('./toastStore');
};
const onAsked = (listener: () => void) => {
  askedListeners.add(listener);
  return () => askedListeners.delete(listener);
};
// toasts draw with the full theme (their recipe is not the login route's): they wait for it like the screens
const LazyToasts = lazy(() => Promise.all([store(), screensReady()]).then(([m]) => ({ default: m.Toasts })));

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export function notify(kind: ToastKind, title: string, description?: string) {
  void store().then(({ toaster }) => toaster.create({ type: kind, title, description }));
}

/**
 * A failure: the catalogue's text for its code, never the raw code ("AUTH/WRONG-PASSWORD" told a
 * secretary nothing), or the caller's more precise `text`. The code rides along as the toast's `data-code`, for support
 * and for the tests.
 */
export function notifyFailure(t: TFunction, e: unknown, text?: string) {
  const title = text ?? errorText(t, e);
  void store().then(({ toaster }) => toaster.create({ type: 'error', title, meta: { code: errorCode(e) ?? undefined } }));
}

/** Closes every toast on screen (before a success that must not stand beside an earlier failure). */
export function dismissToasts() {
  // no toast was ever asked for: nothing to close, and nothing to download for it
  if (!asked) return;
  void store().then(({ toaster }) => toaster.dismiss());
}

export function Toaster() {
  const shown = useSyncExternalStore(onAsked, () => asked);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <LazyToasts />
    </Suspense>
  );
}
