import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForSuite, newPage, signedIn, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 30_000 });
/** The total of a pagination's "x - y di total". */
const rangeTotal = async (page: Page, testId: string) => Number(((await page.getByTestId(testId).textContent()) ?? '').split(' ').pop());

describe('dashboard counters', () => {
  const browser = browserForSuite();

  it('a counter opens the list filtered the same way, with the same total, and the pagination above the table agrees', async () => {
    const page = await newPage(browser(), { lang: 'it', timeout: 60_000 });
    // a remembered search must not narrow a list a counter opens
    await signedIn(page, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD);
    await page.waitForURL('**/subscribers');
    await page.getByTestId('members-search').fill('Rossi');
    await page.goto(`${WEB_URL()}/home`);

    const suspended = Number(await page.getByTestId('counter-SUSPENDED').textContent());
    expect(suspended).toBeGreaterThan(0);
    await snap(page, 'dashboard-it-desktop');
    await page.getByTestId('counter-SUSPENDED-link').click();
    await page.waitForURL('**/subscribers?accountStatus=SUSPENDED');
    expect(await page.locator('#filter-account-status').inputValue()).toBe('SUSPENDED');
    expect(await page.getByTestId('members-search').inputValue()).toBe('');
    await poll(() => rangeTotal(page, 'pagination-range')).toBe(suspended);
    expect(await rangeTotal(page, 'pagination-range-top')).toBe(suspended);
    await poll(() => page.getByTestId('members-shown').textContent()).toBe(`${suspended} mostrati`);

    // cards by status: the cards list filtered by that status
    await page.goto(`${WEB_URL()}/home`);
    const active = Number(await page.getByTestId('counter-card-ACTIVE').textContent());
    await page.getByTestId('counter-card-ACTIVE-link').click();
    await page.waitForURL('**/cards?status=ACTIVE');
    expect(await page.getByTestId('cards-status-filter').inputValue()).toBe('ACTIVE');
    await poll(() => rangeTotal(page, 'pagination-range')).toBe(active);

    // members per group
    await page.goto(`${WEB_URL()}/home`);
    const group = page.locator('[data-testid^="counter-group-grp-"]').first();
    const groupId = (await group.getAttribute('data-testid'))!.replace('counter-group-', '');
    const inGroup = Number(await group.textContent());
    await page.getByRole('link', { name: (await group.locator('xpath=..').getByRole('link').textContent())! }).click();
    await page.waitForURL(`**/subscribers?group=${groupId}`);
    await poll(() => rangeTotal(page, 'pagination-range')).toBe(inGroup);
    await page.context().close();
  });
});
