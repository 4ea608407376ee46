import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { orgCol } from '@tessera/domain/paths';
import { TEVERE_ORG_ID } from '../../seed/src/demoIds';
import { db } from '../support/admin';
import { launchBrowser, newPage, signedIn, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';

// The platform admin (home: Aurora) enters the Tevere circle as its general admin from the organizations section,
// sees Tevere's data under a banner, and goes back.
const auditCount = async (type: string) =>
  (await db.collection(orgCol(TEVERE_ORG_ID, 'audit')).where('type', '==', type).count().get()).data().count;

async function enterTevere(page: Page) {
  await signedIn(page, DEMO_EMAILS.platform, DEMO_PASSWORD, `${WEB_URL()}/settings/organizations`);
  await page.getByTestId('organizations-table').waitFor();
  await page.getByTestId('organization-row').filter({ hasText: 'Tevere' }).getByTestId('organization-impersonate').click();
  await page.getByTestId('organization-impersonate-dialog').waitFor();
  await page.getByTestId('organization-impersonate-confirm').click();
  await page.getByTestId('impersonation-banner').waitFor();
  // the app loaded afresh on the organization's dashboard
  await page.waitForURL((url) => url.pathname === '/home');
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

async function goBack(page: Page) {
  await page.getByTestId('impersonation-end').click();
  await page.getByTestId('organizations-table').waitFor();
  expect(await page.getByTestId('impersonation-banner').count()).toBe(0);
}

describe('platform → enter an organization as its administrator', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('works inside Tevere under a banner, then goes back to the platform (it, desktop)', async () => {
    const before = { started: await auditCount('impersonationStarted'), ended: await auditCount('impersonationEnded') };
    const page = await newPage(browser, { lang: 'it' });
    await enterTevere(page);
    expect(await page.getByTestId('impersonation-banner').textContent()).toContain('Circolo Culturale Tevere');
    await snap(page, 'impersonation-dashboard-it-desktop');
    // the organization's own lists, as its general admin sees them; the platform's section is not offered
    await page.goto(`${WEB_URL()}/settings/lists/groups`);
    await expect.poll(() => page.getByTestId('list-values').textContent()).toContain('Roma Eur');
    expect(await page.getByTestId('settings-nav-organizations').count()).toBe(0);
    expect(await auditCount('impersonationStarted')).toBe(before.started + 1);
    await goBack(page);
    expect(await auditCount('impersonationEnded')).toBe(before.ended + 1);
    await page.context().close();
  });

  it('the banner at 375 px in English', async () => {
    const page = await newPage(browser, { lang: 'en', viewport: 'mobile' });
    await enterTevere(page);
    await snap(page, 'impersonation-dashboard-en-mobile');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await goBack(page);
    await page.context().close();
  });
});
