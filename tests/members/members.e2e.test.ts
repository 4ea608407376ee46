import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { orgCol } from '@tessera/domain/paths';
import { AURORA_GROUP_ADMIN_GROUPS, AURORA_ORG_ID } from '../../seed/src/demoIds';
import { db } from '../support/admin';
import { api } from '../support/api';
import { launchBrowser, newPage, signedIn, snap } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD, demoToken } from '../support/demo';

async function rowIds(page: Page): Promise<string[]> {
  return page.getByTestId('member-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-member-id') ?? ''));
}

describe('subscribers list (live from Firestore)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a group admin sees exactly the members of its two groups', async () => {
    const inGroups = await db
      .collection(orgCol(AURORA_ORG_ID, 'members'))
      .where('group', 'in', [...AURORA_GROUP_ADMIN_GROUPS])
      .get();
    const page = await newPage(browser, { lang: 'it' });
    await signedIn(page, DEMO_EMAILS.auroraGroupAdmin, DEMO_PASSWORD);
    await page.waitForURL('**/subscribers');
    await expect.poll(() => page.getByTestId('members-count').textContent()).toBe(`${inGroups.size} associati`);
    await page.locator('#page-size').selectOption('100');
    // the bigger page is a new query: wait for its rows
    await expect.poll(async () => (await rowIds(page)).length).toBe(Math.min(100, inGroups.size));
    const shown = await rowIds(page);
    const allowed = new Set(inGroups.docs.map((d) => d.id));
    expect(shown.every((id) => allowed.has(id))).toBe(true);
    await snap(page, 'subscribers-group-admin-it-desktop');
    await page.context().close();
  });

  it('a member created through the API appears in the open list and on the dashboard without reload', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await signedIn(page, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD);
    await page.waitForURL('**/subscribers');
    await page.getByTestId('member-row').first().waitFor();
    const before = Number((await page.getByTestId('members-count').textContent())!.split(' ')[0]);
    await page.getByTestId('members-search').fill('Zanzottera');
    await expect.poll(() => page.getByTestId('members-empty').isVisible()).toBe(true);

    const token = await demoToken(DEMO_EMAILS.auroraAdmin);
    const created = await api<{ result: { id: string } }>('POST', '/v1/members/one', {
      token,
      body: { name: 'Ottavia', surname: 'Zanzottera', ssn: 'ZNZTTV90A41F205G', group: AURORA_GROUP_ADMIN_GROUPS[0] },
    });
    expect(created.status).toBe(200);
    await page.locator(`[data-member-id="${created.body.result.id}"]`).waitFor();
    // the count comes from the counter document now, which follows through the trigger
    await expect.poll(() => page.getByTestId('members-count').textContent(), { timeout: 20_000 }).toBe(`${before + 1} associati`);

    // The dashboard counter follows through the trigger.
    await page.getByTestId('nav-home').first().click();
    await page.waitForURL('**/home');
    await expect.poll(() => page.getByTestId('counter-total').textContent(), { timeout: 20_000 }).toBe(String(before + 1));
    const second = await api<{ result: { id: string } }>('POST', '/v1/members/one', {
      token,
      body: { name: 'Secondo', surname: 'Zanzottera', ssn: 'ZNZSCN90A01F205K' },
    });
    expect(second.status).toBe(200);
    await expect.poll(() => page.getByTestId('counter-total').textContent(), { timeout: 20_000 }).toBe(String(before + 2));
    await snap(page, 'dashboard-it-desktop');
    await page.context().close();
  });

  it('language switch: English labels, remembered after a reload', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await signedIn(page, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD);
    await page.waitForURL('**/subscribers');
    const heading = page.getByRole('heading', { level: 1 }).first();
    await expect.poll(() => heading.textContent()).toBe('Associati');
    await page.getByTestId('language-switch').first().selectOption('en');
    await expect.poll(() => heading.textContent()).toBe('Members');
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe('Members');
    expect(await page.getByTestId('nav-home').first().textContent()).toBe('Dashboard');
    await snap(page, 'subscribers-en-desktop');
    await page.context().close();
  });

  it('works at 375 px in both languages: no sideways scroll, the menu opens as a drawer and navigates', async () => {
    for (const lang of ['it', 'en'] as const) {
      const page = await newPage(browser, { lang, viewport: 'mobile' });
      await signedIn(page, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD);
      await page.waitForURL('**/subscribers');
      await page.getByTestId('member-row').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await snap(page, `subscribers-${lang}-mobile`);
      // import and export open from the toolbar
      await page.getByTestId('members-extraction').click();
      await page.getByRole('dialog').waitFor();
      await snap(page, `subscribers-extraction-${lang}-mobile`);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await page.getByTestId('members-upload').click();
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await page.getByTestId('open-menu').click();
      await snap(page, `menu-${lang}-mobile`);
      await page.getByTestId('nav-home').last().click();
      await page.waitForURL('**/home');
      await page.getByTestId('counter-total').waitFor();
      await snap(page, `dashboard-${lang}-mobile`);
      await page.context().close();
    }
  });
});
