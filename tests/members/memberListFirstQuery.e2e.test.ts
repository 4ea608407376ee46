import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, signedIn } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';

/**
 * The members list's query is the slow part of opening the list (at 100,000 members, ~1 s of the emulator's time),
 * so it must leave at once: while the page still renders, ahead of the dashboard's target removals
 * (lib/data/listen.ts). Each POST on the listen channel is one round trip the next one waits for.
 */
interface ListenPost {
  body: string;
  /** whether the members page was already on screen when the POST left */
  pageDrawn: boolean;
  done: boolean;
}

// In the page, before the app: the Firestore SDK's channel POSTs, as they leave.
const RECORD_LISTEN_POSTS = `(() => {
  const posts = (window.__listenPosts = []);
  const fetch = window.fetch;
  window.fetch = function (input, init) {
    const url = String((input && input.url) || input);
    const method = (init && init.method) || (input && input.method) || 'GET';
    if (!url.includes('/Listen/channel') || method !== 'POST') return fetch.call(this, input, init);
    const post = { body: '', done: false, pageDrawn: document.querySelector('[data-testid="members-search"]') !== null };
    posts.push(post);
    // the SDK hands a Request (its body inside) or a URL and init
    const body = init && init.body !== undefined ? Promise.resolve(String(init.body)) : input.clone().text();
    body.then((text) => { post.body = decodeURIComponent(text); });
    return fetch.call(this, input, init).finally(() => { post.done = true; });
  };
})()`;

const listenPosts = (page: Page) => page.evaluate(() => (window as unknown as { __listenPosts: ListenPost[] }).__listenPosts);

describe('members list: its query leaves first', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opened from the dashboard, sends its query while it renders, before the dashboard stops listening', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await page.addInitScript({ content: RECORD_LISTEN_POSTS });
    await signedIn(page, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD);
    await page.waitForURL('**/subscribers');
    await page.getByTestId('member-row').first().waitFor();
    await page.getByTestId('nav-home').click();
    await page.getByTestId('counter-total').waitFor();
    // the dashboard's listens have all been sent and answered: the channel is idle
    await expect.poll(async () => (await listenPosts(page)).every((p) => p.done), { timeout: 20_000 }).toBe(true);

    const before = (await listenPosts(page)).length;
    await page.getByTestId('nav-subscribers').click();
    await page.getByTestId('member-row').first().waitFor();
    // the dashboard's removals go out once the query's round trip is over
    await expect
      .poll(async () => (await listenPosts(page)).slice(before + 1).some((p) => p.body.includes('removeTarget')), { timeout: 20_000 })
      .toBe(true);

    const first = (await listenPosts(page))[before]!;
    expect(first.body).toContain('"collectionId":"members"');
    expect(first.body).not.toContain('removeTarget');
    // React renders a navigation in slices (a transition), and the page's effects run only after it is drawn
    expect(first.pageDrawn).toBe(false);
    await page.context().close();
  });
});
