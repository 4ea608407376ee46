import { lazy, Suspense } from 'react';
import type { TFunction } from 'i18next';
import { errorCode, errorText } from '../lib/api/errorText';
import { screensReady } from '../lib/screensReady';

/**
 * The toast machinery (Chakra's toaster and its state machine) is downloaded beside the login page, not with it:
 * calls made before it arrives wait for it, in order.
 */
const store = () => import('./toastStore');
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
  void store().then(({ toaster }) => toaster.dismiss());
}

export function Toaster() {
  return (
    <Suspense fallback={null}>
      <LazyToasts />
    </Suspense>
  );
}
