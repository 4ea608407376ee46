/**
 * What every screen but the login page waits for before it renders (lib/lazyNamed.ts): the parts the login route
 * leaves out and downloads beside itself — the areas' Italian texts (lib/i18n) and the full theme (app/App.tsx).
 * Each registers its download here when its module loads.
 */
const waits: Promise<unknown>[] = [];

export function beforeScreens(download: Promise<unknown>): void {
  waits.push(download);
}

export const screensReady = (): Promise<unknown> => Promise.all(waits);
