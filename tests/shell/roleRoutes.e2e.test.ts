import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForSuite, closePage, newPage, signedIn, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';

// A page whose every call the role's contract refuses is never shown: its address leads back to the area's list (as
// /subscribers/new does for staff), without a failure on the way; the advanced search, refused to staff, is neither in
// their menu nor reachable by its address.
describe('role-restricted pages', () => {
  const browser = browserForSuite();

  /** Opens `path` and expects to land on `landing`, with no error toast and no failed API call on the way. */
  async function sentBack(page: Page, path: string, landing: string) {
    const refused: string[] = [];
    const listen = (r: import('playwright-core').Response) => {
      if (r.url().includes('/v1/') && r.status() === 403) refused.push(r.url());
    };
    page.on('response', listen);
    await page.goto(`${WEB_URL()}${path}`);
    await page.waitForURL((url) => url.pathname === landing);
    await page.locator('main h1').waitFor();
    expect(await page.locator('[data-testid="toast"][data-type="error"]').count(), `${path}: error toast`).toBe(0);
    page.off('response', listen);
    expect(refused, `${path}: refused calls`).toEqual([]);
  }

  it('a group admin opening the accounting operations goes back to the payments list', async () => {
    const page = await newPage(browser());
    await signedIn(page, DEMO_EMAILS.auroraGroupAdmin, DEMO_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await sentBack(page, '/payments/operations', '/payments');
    await closePage(page);
  });

  it('staff: registering a payment, adding a member or a sale go back to their lists; no advanced search', async () => {
    const page = await newPage(browser());
    await signedIn(page, DEMO_EMAILS.auroraStaff, DEMO_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await page.getByTestId('nav-subscribers').first().waitFor();
    expect(await page.getByTestId('nav-advanced-search').count()).toBe(0);
    await sentBack(page, '/payments/new', '/payments');
    await sentBack(page, '/subscribers/new', '/subscribers');
    await sentBack(page, '/activities/new', '/activities');
    await sentBack(page, '/contracts/new', '/contracts');
    await sentBack(page, '/advanced-search', '/subscribers');
    await closePage(page);
  });

  it('a group admin still searches: the menu offers the advanced search and its saved searches load', async () => {
    const page = await newPage(browser());
    await signedIn(page, DEMO_EMAILS.auroraGroupAdmin, DEMO_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await page.getByTestId('nav-advanced-search').first().waitFor();
    const searches = page.waitForResponse((r) => r.url().includes('/v1/advanced-search/get-searches'));
    await page.goto(`${WEB_URL()}/advanced-search`);
    expect((await searches).status()).toBe(200);
    await closePage(page);
  });
});
