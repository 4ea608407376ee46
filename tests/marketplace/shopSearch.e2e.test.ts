import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closePage, launchBrowser, newPage, signedIn, snap } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';

// The members' shop on the Aurora demo, narrowed: on sale online now are the Christmas concert (a ticket) and the
// watercolour course (an activity), the soonest first; a word of the name, the type and the days ahead narrow them,
// and a search that finds nothing says so with a way back to everything.
const CONCERT = 'shop-sale-concerto';
const COURSE = 'shop-sale-acquerello';

async function openShop(page: Page) {
  await signedIn(page, DEMO_EMAILS.auroraMember, DEMO_PASSWORD);
  await page.waitForURL((url) => url.pathname.startsWith('/my-area'));
  await page.getByTestId('go-shop').click();
  await page.waitForURL((url) => url.pathname === '/my-area/shop');
  await page.getByTestId(CONCERT).waitFor();
}

/** The items on screen, in their order. */
const shown = (page: Page) =>
  page.locator('article[data-testid^="shop-sale-"]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-testid')));

describe('the members’ shop: search and filters', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('searches by name, filters by type and days ahead, and says when nothing matches (it, desktop)', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await openShop(page);
    // the soonest first: the concert comes before the course
    await expect.poll(() => shown(page)).toEqual([CONCERT, COURSE]);

    await page.getByTestId('shop-search').fill('acquer');
    await expect.poll(() => shown(page)).toEqual([COURSE]);
    await snap(page, 'marketplace-shop-search-it-desktop');

    await page.getByTestId('shop-search').fill('');
    await page.getByTestId('shop-type').selectOption('TICKET');
    await expect.poll(() => shown(page)).toEqual([CONCERT]);

    await page.getByTestId('shop-type').selectOption('');
    await page.getByTestId('shop-when').selectOption('7');
    await page.getByTestId('shop-no-match').waitFor();
    expect(await shown(page)).toEqual([]);
    await snap(page, 'marketplace-shop-no-match-it-desktop');
    await page.getByTestId('shop-no-match').getByRole('button').click();
    await expect.poll(() => shown(page)).toEqual([CONCERT, COURSE]);
    expect(await page.getByTestId('shop-when').inputValue()).toBe('');
    await closePage(page);
  });

  it('the filters at 375 px in English', async () => {
    const page = await newPage(browser, { lang: 'en', viewport: 'mobile' });
    await openShop(page);
    await page.getByTestId('shop-search').fill('concert');
    await expect.poll(() => shown(page)).toEqual([CONCERT]);
    await snap(page, 'marketplace-shop-search-en-mobile');
    await closePage(page);
  });
});
