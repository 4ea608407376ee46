import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { screensReady } from './screensReady';

/**
 * A screen's named export, downloaded when it first renders (React.lazy wants a default export). Every screen but
 * the login page comes this way, so the login route loads none of them; render it under a Suspense.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy's own signature
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  // what the login route leaves out (the areas' texts, the full theme) is in before any other screen renders
  return lazy(() => Promise.all([load(), screensReady()]).then(([m]) => ({ default: m[name] })));
}
