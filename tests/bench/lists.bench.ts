/**
 * Lists at 100,000 members (issue 10 §1), run by tests/bench/run.ts: the subscribers and cards pages in Chromium
 * against the emulators, and the load-everything list they replaced (the dev route /dev/legacy-list) as the
 * baseline in the same run. Reads are counted by the data hooks themselves (web/src/lib/data/readMeter.ts, dev
 * server only), the heap by Chromium after a garbage collection.
 */
import type { CDPSession, Page } from 'playwright-core';
import { AURORA_ORG_ID, DEMO_EMAILS, DEMO_PASSWORD } from '../../seed/src/demoIds';
import { launchBrowser, login, newPage, WEB_URL } from '../support/browser';

export interface ListView {
  firstRowsMs: number;
  viewReads: number;
  pageTurnReads: number | null;
  searchReads: number | null;
  heapMb: number;
}

export interface ListsBench {
  dashboardReads: number;
  members: ListView | { error: string };
  cards: ListView | { error: string };
  payments: ListView | { error: string };
  legacyMembers: ListView | { error: string };
  legacyCards: ListView | { error: string };
}

const reads = (page: Page) => page.evaluate(() => (window as unknown as { __tesseraReads?: number }).__tesseraReads ?? 0);
const resetReads = (page: Page) => page.evaluate(() => ((window as unknown as { __tesseraReads?: number }).__tesseraReads = 0));

/** Waits until no read has arrived for a second (listeners answered, counts done): the reads of one view. */
async function settledReads(page: Page): Promise<number> {
  let last = await reads(page);
  for (let quiet = 0; quiet < 4;) {
    await page.waitForTimeout(250);
    const now = await reads(page);
    quiet = now === last ? quiet + 1 : 0;
    last = now;
  }
  return last;
}

async function heapMb(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 1024 / 1024;
}

/** Navigates inside the single-page app (as a click on the menu does), so the time is the list's, not the app's boot. */
async function navigate(page: Page, path: string) {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function measureList(page: Page, cdp: CDPSession, path: string, row: string, search: string): Promise<ListView> {
  await navigate(page, '/home');
  await page.getByTestId('counter-total').waitFor();
  await settledReads(page);
  await resetReads(page);
  const started = Date.now();
  await navigate(page, path);
  await page.getByTestId(row).first().waitFor({ timeout: 60_000 });
  const firstRowsMs = Date.now() - started;
  const viewReads = await settledReads(page);
  const heap = await heapMb(cdp);

  await resetReads(page);
  const firstId = await page.getByTestId(row).first().innerText();
  await page.getByTestId('page-next').click();
  // the next page's first row, not the loading state in between (no row at all would pass a plain "differs")
  await page.waitForFunction(
    ([r, id]) => {
      const first = document.querySelector(`[data-testid="${r}"]`);
      return first !== null && first.textContent !== id;
    },
    [row, firstId] as const,
  );
  const pageTurnReads = await settledReads(page);

  await resetReads(page);
  await page.getByRole('searchbox').first().fill(search);
  await page.waitForFunction(
    ([r, s]) => {
      const rows = Array.from(document.querySelectorAll(`[data-testid="${r}"]`));
      return rows.length > 0 && rows.every((e) => (e.textContent ?? '').toLowerCase().includes(s));
    },
    [row, search] as const,
  );
  const searchReads = await settledReads(page);
  await page.getByRole('searchbox').first().fill('');
  return { firstRowsMs, viewReads, pageTurnReads, searchReads, heapMb: heap };
}

async function measureLegacy(page: Page, cdp: CDPSession, collection: 'members' | 'cards'): Promise<ListView | { error: string }> {
  await navigate(page, '/home');
  await page.getByTestId('counter-total').waitFor();
  await settledReads(page);
  await resetReads(page);
  const started = Date.now();
  await navigate(page, `/dev/legacy-list?org=${AURORA_ORG_ID}&collection=${collection}`);
  try {
    await page.getByTestId('legacy-row').first().waitFor({ timeout: 240_000 });
  } catch (e) {
    return { error: `no rows after 240 s (${(e as Error).message.split('\n')[0]})` };
  }
  const firstRowsMs = Date.now() - started;
  // sorting, searching and paging ran in memory: no reads beyond the view's
  return { firstRowsMs, viewReads: await settledReads(page), pageTurnReads: null, searchReads: null, heapMb: await heapMb(cdp) };
}

/** Figures as they come (the emulators' log of `npm run bench` keeps them should a later step fail). */
const log = (figures: object) => console.log(`lists bench: ${JSON.stringify(figures)}`);

export async function benchLists(): Promise<ListsBench> {
  const browser = await launchBrowser();
  try {
    const page = await newPage(browser, { lang: 'it' });
    page.setDefaultTimeout(60_000);
    const cdp = await page.context().newCDPSession(page);
    await login(page, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD);
    await page.waitForURL('**/subscribers');
    await page.getByTestId('member-row').first().waitFor();

    await navigate(page, '/subscribers');
    await resetReads(page);
    await navigate(page, '/home');
    await page.getByTestId('counter-total').waitFor();
    const dashboardReads = await settledReads(page);

    log({ dashboardReads });
    // one list failing (a step timing out) leaves the others' figures: its row says what failed
    const failed = (e: Error) => ({ error: e.message.split('\n')[0]! });
    const attempt = (path: string, row: string) => measureList(page, cdp, path, row, 'rossi').catch(failed);
    const members = await attempt('/subscribers', 'member-row');
    log({ members });
    const cards = await attempt('/cards', 'card-row');
    log({ cards });
    // last: on the emulator every payments query scans its ~280,000 documents (7 s for the smallest read), and a
    // view that times out leaves its queries running, which held the emulator through the lists measured after it
    const payments = await attempt('/payments', 'payment-row');
    log({ payments });
    const legacyMembers = await measureLegacy(page, cdp, 'members').catch(failed);
    log({ legacyMembers });
    // a fresh page: the baseline's 100,000 members would otherwise stay in the next one's heap
    const legacyCards = await page
      .goto(`${WEB_URL()}/subscribers`)
      .then(() => page.getByTestId('member-row').first().waitFor())
      .then(() => measureLegacy(page, cdp, 'cards'))
      .catch(failed);
    return { dashboardReads, members, cards, payments, legacyMembers, legacyCards };
  } finally {
    await browser.close();
  }
}
