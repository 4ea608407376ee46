import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { AxeResults, RunOptions } from 'axe-core';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, expect } from 'vitest';

/**
 * Debian's Chromium with the flags that keep it off the closed network (see the toolchain notes); `args` adds more
 * (the scanner's test gives it a fake camera).
 */
export function launchBrowser(args: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...args],
  });
}

export const WEB_URL = () => process.env.WEB_URL ?? 'http://127.0.0.1:5173';

/** The places' data (the city field's towns) as the dev server serves it (its modules by path) and as a build does (its own chunk, dataset-<hash>.js). */
export const PLACES_DATA = /municipalities|foreign-states|geo\/dataset|\/dataset-[\w-]+\.js/;

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 740 },
} as const;

/**
 * One browser for the tests of the enclosing `describe`: launched before them, closed after them. Call it in the
 * describe's body and ask the returned function for the browser inside the tests.
 */
export function browserForSuite(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser!;
}

/**
 * A fresh context (no storage) in the given language and viewport; `timeout` raises the default wait of its steps for
 * the tests that walk through several pages of the dev server, slow to load its modules on a shared machine.
 */
export async function newPage(
  browser: Browser,
  opts: { lang?: 'it' | 'en'; viewport?: keyof typeof VIEWPORTS; timeout?: number } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[opts.viewport ?? 'desktop'],
    locale: opts.lang === 'en' ? 'en-GB' : 'it-IT',
    // The production build registers its service worker 15 s after load: here it would download the whole shell in
    // every longer test and take requests out of page.route's reach. tests/shell/pwa.e2e.test.ts tests it, in a
    // context of its own.
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(opts.timeout ?? 20_000);
  return page;
}

/**
 * Fails with the step's name when `work` has not finished in `ms`: steps without a limit of their own (axe's analysis,
 * closing a context) otherwise run into the test's time limit, which names no step.
 */
export async function within<T>(step: string, ms: number, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${step}: not finished in ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Closes the page's context. Once in several hundred closes on CI's two cores Chromium did not answer for over 20 s,
 * after the test had checked everything it checks: a close that late is left to finish on its own (the suite's
 * browser is closed after it, which ends the context with it) and named in the output, instead of failing the test.
 */
export async function closePage(page: Page): Promise<void> {
  const closing = page.context().close();
  await within('closing a browser context', 20_000, closing).catch((late: unknown) => {
    closing.catch(() => undefined);
    console.warn(`${String(late)} (${page.url()}): left to Chromium`);
  });
}

/** Signs in through the login screen and waits until the app has travelled away from /auth. */
export async function login(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${WEB_URL()}/auth`);
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
const signIns = new Map<string, StorageState>();

/**
 * Signs the page in as the account, for tests about something else than signing in (those use `login`): the first
 * time in a test file through the login screen, as `login` does; later by putting that sign-in (Firebase Auth's saved
 * user, in IndexedDB; nothing else of the first page's storage) into the page's fresh context — without the login
 * screen's load, the sign-in call and the travel delay, seconds on CI's two cores. Kept per test file, so that a file
 * that changes an account's password affects only its own later pages.
 *
 * Without `at` the page then opens /auth, which sends a signed-in user on to their landing page, where the caller
 * waits for it. With `at` (a full address) it opens that address instead, signed in, as a bookmark would: one load of
 * the app rather than the landing page's and then the screen's.
 */
export async function signedIn(page: Page, email: string, password: string, at?: string): Promise<void> {
  const key = [expect.getState().testPath ?? '', email, password].join('\n');
  const saved = signIns.get(key);
  if (saved) {
    await page.context().setStorageState(saved);
    await page.goto(at ?? `${WEB_URL()}/auth`);
    return;
  }
  await login(page, email, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 60_000 });
  const state = await page.context().storageState({ indexedDB: true });
  signIns.set(key, { cookies: [], origins: state.origins.map((o) => ({ ...o, localStorage: [] })) });
  if (at) await page.goto(at);
}

/**
 * Saves a screenshot under screenshots/ for people to look at (not compared by the tests; not taken under
 * TESSERA_SCREENSHOTS=0), and checks the screen with axe-core: every screen a browser test shows is checked at the
 * moment it is photographed.
 */
export async function snap(page: Page, name: string): Promise<void> {
  mkdirSync('screenshots', { recursive: true });
  // Dialogs and drawers animate in: wait until nothing moves.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  // CI (.ci/run) looks at nobody's screenshots: TESSERA_SCREENSHOTS=0 keeps the check and skips the picture
  if (process.env.TESSERA_SCREENSHOTS !== '0') await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
  await expectAccessible(page, name);
}

// WCAG 2.1 A/AA, plus axe's best practices: an unnamed dialog (aria-dialog-name, serious) is only a best practice
// for axe, and one h1 per page and content inside landmarks (both moderate) are recorded for surveys.
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const BLOCKING = new Set(['serious', 'critical']);
// axe-core itself, run in the page: @axe-core/playwright's analyze() took ~2 s a screen (it opens a page of its own
// to finish every run and gathers every passing check), this ~0.3 s, on the same rules. Violations only. The app's one
// frame is the dev mailbox's sandboxed mail preview (content we render, not our UI), so frames are not entered.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_OPTIONS: RunOptions = { runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'], iframes: false };

/** axe's violations on the page as it is; axe is put in the page once per document. */
async function axeViolations(page: Page): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (options) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    return (await axe.run(document, options)).violations;
  }, AXE_OPTIONS);
}

/**
 * Runs axe-core (WCAG 2.1 A/AA and best practices) on the page as it is and fails on any serious or critical violation, naming the rule,
 * its impact, the elements and what is wrong, so a failure reads without opening a browser. Every violation (moderate
 * too) is written to screenshots/axe/<label>.json for surveys. `TESSERA_AXE=report` records without failing, to survey
 * a whole run at once.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const violations = await within(`axe on "${label}"`, 30_000, axeViolations(page));
  mkdirSync('screenshots/axe', { recursive: true });
  // each element named by its selector and the start of its markup, with axe's reason: a failure reads without a rerun
  const found = violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map(
      (n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} (${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)})`,
    ),
  }));
  writeFileSync(`screenshots/axe/${label}.json`, JSON.stringify(found, null, 2));
  const blocking = found.filter((v) => BLOCKING.has(v.impact ?? ''));
  if (blocking.length === 0 || process.env.TESSERA_AXE === 'report') return;
  const lines = blocking.map((v) => `  ${v.id} (${v.impact}): ${v.help}\n${v.targets.map((t) => `    at ${t}`).join('\n')}`);
  expect.fail(`axe: ${blocking.length} serious/critical violation(s) on "${label}":\n${lines.join('\n')}`);
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
