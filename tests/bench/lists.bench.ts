/**
 * Lists at 100,000 members, run by tests/bench/run.ts: the subscribers, cards and payments pages in
 * Chromium against the emulators (the production build: scripts/bench.mjs), and the load-everything list they
 * replaced (the dev route /dev/legacy-list) as the baseline in the same run. Reads are counted by the data hooks
 * themselves (web/src/lib/data/readMeter.ts, compiled in for the bench), the heap by Chromium after a garbage collection.
 */
import type { CDPSession, Page } from 'playwright-core';
import { firstPageQuery } from '@tessera/domain/lists/query';
import { cardList, memberList, paymentList, type ListSpec } from '@tessera/domain/lists/specs';
import { describedQuery } from '../../functions/src/shared/describedQuery';
import { AURORA_ORG_ID, DEMO_EMAILS, DEMO_PASSWORD } from '../../seed/src/demoIds';
import { launchBrowser, login, newPage, WEB_URL } from '../support/browser';
import { latency } from './latency';

export interface ListView {
  firstRowsMs: number;
  viewReads: number;
  /** the next page's rows, after the click */
  pageTurnMs: number | null;
  pageTurnReads: number | null;
  /** rows that all match the search, after the text is typed (the list waits LIST_SEARCH_PAUSE_MS first) */
  searchMs: number | null;
  searchReads: number | null;
  heapMb: number;
}

export interface ListsBench {
  dashboardReads: number;
  /** each list's first-page listen alone, in the page (the dev page /dev/listen-probe), median of 3; null if it failed */
  listenAlone: { members: number | null; cards: number | null; payments: number | null };
  members: ListView | { error: string };
  cards: ListView | { error: string };
  payments: ListView | { error: string };
  /** null when not asked for (benchLists' `legacy`) */
  legacyMembers: ListView | { error: string } | null;
  legacyCards: ListView | { error: string } | null;
}

export const reads = (page: Page) => page.evaluate(() => (window as unknown as { __tesseraReads?: number }).__tesseraReads ?? 0);
export const resetReads = (page: Page) => page.evaluate(() => ((window as unknown as { __tesseraReads?: number }).__tesseraReads = 0));

/** Waits until no read has arrived for a second (listeners answered, counts done): the reads of one view. */
export async function settledReads(page: Page): Promise<number> {
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
export async function navigate(page: Page, path: string) {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The emulator's time for a list's first page, the exact query the page runs (an administrator's: no group scope). */
export async function firstPageQueryMs(): Promise<{ members: number; cards: number; payments: number }> {
  const median = async (spec: ListSpec) => {
    const query = describedQuery(firstPageQuery(AURORA_ORG_ID, spec)!);
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      await query.get();
      times.push(performance.now() - started);
    }
    return latency(times).p50;
  };
  return {
    members: await median(memberList as ListSpec),
    cards: await median(cardList as ListSpec),
    payments: await median(paymentList as ListSpec),
  };
}

/** The first row's text, or null without rows. */
const firstRowText = (page: Page, row: string) =>
  page.evaluate((r) => document.querySelector(`[data-testid="${r}"]`)?.textContent ?? null, row);

/**
 * Waits, once the list has stopped loading, for a first row other than `before` (a page turn) or for rows that all
 * contain `search`: while a page or a search loads, the rows before it stay on screen under `aria-busy`
 * (PagedListPanel), and must not pass for the new ones.
 */
async function waitForRows(page: Page, row: string, want: { before: string | null } | { search: string }): Promise<number> {
  const started = Date.now();
  await page.waitForFunction(
    ([r, w]) => {
      if (document.querySelector('[aria-busy="true"]')) return false;
      const rows = Array.from(document.querySelectorAll(`[data-testid="${r}"]`)).map((e) => e.textContent ?? '');
      if (rows.length === 0) return false;
      return 'search' in w ? rows.every((t) => t.toLowerCase().includes(w.search)) : rows[0] !== w.before;
    },
    [row, want] as const,
    // a search is an array-contains over every document's prefixes, which the emulator answers by indexing the whole
    // collection's tokens on the spot: over a minute for the payments
    { timeout: 300_000 },
  );
  return Date.now() - started;
}

/** From the dashboard to the list's first rows, and the reads of that view once every listener and count has answered. */
async function openList(page: Page, path: string, row: string): Promise<{ ms: number; reads: number }> {
  await navigate(page, '/home');
  await page.getByTestId('counter-total').waitFor();
  await settledReads(page);
  await resetReads(page);
  const started = Date.now();
  await navigate(page, path);
  // checked at every animation frame (waitForFunction's polling): a locator's wait re-checks at growing intervals, up
  // to 500 ms apart, which had the same page measure 0.87 s or 1.33 s
  await page.waitForFunction((r) => document.querySelector(`[data-testid="${r}"]`) !== null, row, { timeout: 60_000 });
  const ms = Date.now() - started;
  return { ms, reads: await settledReads(page) };
}

/**
 * The page's own listen for a list's first page with nothing else on the page (/dev/listen-probe: the same query,
 * SDK, transport, rules and head start as the list page): the emulator's answer to what the page asks, measured the
 * way the page's first rows are. A first visit loads the dev page's chunk and is not counted.
 */
async function measureListenAlone(page: Page, list: 'members' | 'cards' | 'payments'): Promise<number | null> {
  const path = `/dev/listen-probe?org=${AURORA_ORG_ID}&list=${list}`;
  try {
    await openList(page, path, 'probe-row');
    const visits: number[] = [];
    for (let i = 0; i < 3; i++) visits.push((await openList(page, path, 'probe-row')).ms);
    return latency(visits).p50;
  } catch (e) {
    console.log(`lists bench: the ${list} listen probe failed: ${(e as Error).message.split('\n')[0]}`);
    return null;
  }
}

async function measureList(page: Page, cdp: CDPSession, path: string, row: string, search: string): Promise<ListView> {
  // the median of three visits: one visit's time moves by a few hundred ms with the emulator's collections
  const visits: { ms: number; reads: number }[] = [];
  for (let i = 0; i < 3; i++) visits.push(await openList(page, path, row));
  const firstRowsMs = latency(visits.map((v) => v.ms)).p50;
  const viewReads = Math.max(...visits.map((v) => v.reads));
  const heap = await heapMb(cdp);

  await resetReads(page);
  const firstRow = await firstRowText(page, row);
  await page.getByTestId('page-next').click();
  // the next page's rows, not the first page's kept on screen while it loads
  const pageTurnMs = await waitForRows(page, row, { before: firstRow });
  const pageTurnReads = await settledReads(page);

  await resetReads(page);
  await page.getByRole('searchbox').first().fill(search);
  const searchMs = await waitForRows(page, row, { search });
  const searchReads = await settledReads(page);
  await page.getByRole('searchbox').first().fill('');
  return { firstRowsMs, viewReads, pageTurnMs, pageTurnReads, searchMs, searchReads, heapMb: heap };
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
  const viewReads = await settledReads(page);
  return { firstRowsMs, viewReads, pageTurnMs: null, pageTurnReads: null, searchMs: null, searchReads: null, heapMb: await heapMb(cdp) };
}

/** Figures as they come (the emulators' log of `npm run bench` keeps them should a later step fail). */
const log = (figures: object) => console.log(`lists bench: ${JSON.stringify(figures)}`);

/**
 * `legacy`: also the load-everything baseline. At 100,000 members neither of its lists showed a row within 240 s, and
 * the emulator went on answering their whole-collection listens after the page had gone: the next member edit's
 * triggers waited 55 s behind them, and in a full bench later writes failed with the emulator's "Transaction lock
 * timeout". Eight minutes of the bench for no figure, so it runs only when asked for (BENCH_ROWS=legacyLists).
 */
export async function benchLists({ legacy }: { legacy: boolean }): Promise<ListsBench> {
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
    // each list's listen alone right before the list, on the emulator as the list finds it
    const listenAlone: ListsBench['listenAlone'] = { members: null, cards: null, payments: null };
    listenAlone.members = await measureListenAlone(page, 'members');
    const members = await attempt('/subscribers', 'member-row');
    log({ listenAlone: listenAlone.members, members });
    listenAlone.cards = await measureListenAlone(page, 'cards');
    const cards = await attempt('/cards', 'card-row');
    log({ listenAlone: listenAlone.cards, cards });
    // last: on the emulator every payments query scans its ~280,000 documents (7 s for the smallest read), and a
    // view that times out leaves its queries running, which held the emulator through the lists measured after it
    listenAlone.payments = await measureListenAlone(page, 'payments');
    const payments = await attempt('/payments', 'payment-row');
    log({ listenAlone: listenAlone.payments, payments });
    if (!legacy) return { dashboardReads, listenAlone, members, cards, payments, legacyMembers: null, legacyCards: null };
    const legacyMembers = await measureLegacy(page, cdp, 'members').catch(failed);
    log({ legacyMembers });
    // a fresh page: the baseline's 100,000 members would otherwise stay in the next one's heap
    const legacyCards = await page
      .goto(`${WEB_URL()}/subscribers`)
      .then(() => page.getByTestId('member-row').first().waitFor())
      .then(() => measureLegacy(page, cdp, 'cards'))
      .catch(failed);
    return { dashboardReads, listenAlone, members, cards, payments, legacyMembers, legacyCards };
  } finally {
    await leaveQuietly(browser.contexts().flatMap((c) => c.pages())); // the admin's one page
    await browser.close();
  }
}

/**
 * Unmounts the lists before the browser closes, so their listens end with an unlisten the emulator acts on. A page
 * closed with its listens open left them running on the emulator: each later write to the collection waited behind
 * them (a fee recorded right after this group at 100,000 members outran the API's 120 s). The dashboard left open
 * listens to counter documents only.
 */
export async function leaveQuietly(pages: Page[]): Promise<void> {
  for (const page of pages) {
    await navigate(page, '/home').catch(() => {});
    await page
      .getByTestId('counter-total')
      .waitFor({ timeout: 30_000 })
      .then(() => settledReads(page))
      .catch(() => {});
  }
}
