import { chromium, type Browser, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { expect } from 'vitest';

/** Debian's Chromium with the flags that keep it off the closed network (see the toolchain notes). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-quic',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

export const WEB_URL = () => process.env.WEB_URL ?? 'http://127.0.0.1:5173';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 740 },
} as const;

/** A fresh context (no storage) in the given language and viewport. */
export async function newPage(browser: Browser, opts: { lang?: 'it' | 'en'; viewport?: keyof typeof VIEWPORTS } = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[opts.viewport ?? 'desktop'],
    locale: opts.lang === 'en' ? 'en-GB' : 'it-IT',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

/** Signs in through the login screen and waits until the app has travelled away from /auth. */
export async function login(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${WEB_URL()}/auth`);
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** Saves a screenshot under screenshots/ for people to look at (not compared by the tests). */
export async function snap(page: Page, name: string): Promise<void> {
  mkdirSync('screenshots', { recursive: true });
  // Dialogs and drawers animate in: wait until nothing moves.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
}

/**
 * Waits for the failure toast of `code` (its `data-code`; the text is the catalogue's message, never the raw code) and
 * answers its text.
 */
export async function failureToast(page: Page, code: string | RegExp): Promise<string> {
  const toasts = page.locator('[data-testid="toast"][data-type="error"]');
  let text = '';
  await expect
    .poll(
      async () => {
        for (const t of await toasts.all()) {
          const c = (await t.getAttribute('data-code')) ?? '';
          if (typeof code === 'string' ? c === code : code.test(c)) {
            text = (await t.textContent()) ?? '';
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return text;
}
