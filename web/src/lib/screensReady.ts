/**
 * What every screen but the login page waits for before it renders (lib/lazyNamed.ts): the parts the login page
 * leaves out — the areas' texts (lib/i18n) and the full theme (app/App.tsx). Each registers how to download its part
 * when its module loads; nothing is downloaded until the first other screen (or toast) asks, so the login page never
 * fetches any of it, not even while idle.
 */
const loaders: (() => Promise<unknown>)[] = [];
let ready: Promise<unknown> | null = null;

export function beforeScreens(load: () => Promise<unknown>): void {
  loaders.push(load);
  // a part registered after the downloads started joins them
  if (ready) ready = Promise.all([ready, load()]);
}

/**
 * Starts the downloads on the first call; after a failure (the network dropped) the next call asks again. Chromium
 * answers a module import that failed with the same failure until the page is reloaded, so a screen waiting on this
 * shows its error and the reload (components/ScreenErrorBoundary.tsx) rather than counting on the second ask.
 */
export function screensReady(): Promise<unknown> {
  ready ??= Promise.all(loaders.map((load) => load())).catch((e: unknown) => {
    ready = null;
    throw e;
  });
  return ready;
}
