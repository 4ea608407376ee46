import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { accountPath, col, orgPath } from '@tessera/domain/paths';
import { adminAuth, db } from '../support/admin';
import { failureToast, launchBrowser, login, newPage, signedIn, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';
import { invitationLink } from '../support/mailbox';

// The platform admin creates an association in the browser; its general admin, invited by mail, sets a password and
// signs in; suspending the association signs them out at once and keeps them out; reactivating lets them back in
// ("Done means"). What is made here is removed here.
const RUN = Math.random().toString(36).slice(2, 6);
const NAME = `Pro Loco di prova ${RUN}`;
const ADMIN = `presidente-${RUN}@proloco.demo`;
const ADMIN_PASSWORD = 'Presidente-2026';

async function openOrganizations(page: Page) {
  await signedIn(page, DEMO_EMAILS.platform, DEMO_PASSWORD, `${WEB_URL()}/settings/organizations`);
  await page.getByTestId('organizations-table').waitFor();
}
const row = (page: Page) => page.getByTestId('organization-row').filter({ hasText: NAME });

describe('platform → organizations', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    const user = await adminAuth.getUserByEmail(ADMIN).catch(() => null);
    if (user) {
      const profiles = await db.collection(col.profiles).where('uid', '==', user.uid).get();
      for (const p of profiles.docs) {
        await db.recursiveDelete(db.doc(orgPath(p.get('orgId') as string)));
        await p.ref.delete();
      }
      await db.doc(accountPath(user.uid)).delete();
      await adminAuth.deleteUser(user.uid);
    }
    await browser?.close();
  });

  // One scenario in two tests (each within the time limit on a loaded machine): the pages carry over.
  let platform: Page;
  let admin: Page;

  it('creates an association whose general admin, invited by mail, signs in and opens its settings (it, desktop)', async () => {
    platform = await newPage(browser, { lang: 'it' });
    await openOrganizations(platform);
    await platform.getByTestId('organization-create-submit').click();
    await expect.poll(() => platform.getByTestId('organization-create').textContent()).toContain('Campo obbligatorio');
    await platform.getByTestId('organization-create-name').fill(NAME);
    await platform.getByTestId('organization-create-plan').selectOption('COMITIVE');
    await platform.getByTestId('organization-create-email').fill(ADMIN);
    await snap(platform, 'settings-organizations-create-it-desktop');
    await platform.getByTestId('organization-create-submit').click();
    await row(platform).waitFor();
    await expect.poll(() => row(platform).textContent()).toContain('COMITIVE');

    admin = await newPage(browser, { lang: 'it' });
    await admin.goto(await invitationLink(ADMIN));
    await admin.getByTestId('new-password').fill(ADMIN_PASSWORD);
    await admin.getByTestId('new-password-confirm').click();
    await admin.waitForURL('**/auth');
    await login(admin, ADMIN, ADMIN_PASSWORD);
    await admin.waitForURL('**/subscribers');
    await expect.poll(() => admin.getByTestId('session-role').first().textContent()).toBe('Amministratore generale');
    // a new association starts empty, and its admin can set it up: settings open
    await admin.goto(`${WEB_URL()}/settings/admins`);
    await admin.locator(`[data-testid="admin-row"][data-email="${ADMIN}"]`).waitFor();
  });

  it('suspending the association signs its admin out at once and keeps them out; reactivating lets them in (it, desktop)', async () => {
    await row(platform).getByTestId('organization-status').click();
    await platform.getByTestId('organization-status-dialog').waitFor();
    await snap(platform, 'settings-organizations-suspend-it-desktop');
    await platform.getByTestId('organization-status-confirm').click();
    await row(platform).getByTestId('organization-suspended').waitFor();
    // the open session ends at once, and a new sign-in is refused
    await admin.waitForURL('**/auth', { timeout: 20_000 });
    await admin.getByTestId('login-email').fill(ADMIN);
    await admin.getByTestId('login-password').fill(ADMIN_PASSWORD);
    await admin.getByTestId('login-submit').click();
    expect(await failureToast(admin, 'NO_USER_ALLOWED')).toMatch(/permesso negato/i);

    await row(platform).getByTestId('organization-status').click();
    await platform.getByTestId('organization-status-confirm').click();
    await expect.poll(() => row(platform).getByTestId('organization-suspended').count()).toBe(0);
    await login(admin, ADMIN, ADMIN_PASSWORD);
    await admin.waitForURL('**/subscribers');
    await admin.context().close();
    await platform.context().close();
  });

  for (const lang of ['it', 'en'] as const) {
    it(`the section at 375 px in ${lang}, and only the platform admin sees it`, async () => {
      const page = await newPage(browser, { lang, viewport: 'mobile' });
      await openOrganizations(page);
      await snap(page, `settings-organizations-${lang}-mobile`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.context().close();
    });
  }

  it('a general admin has no organizations section', async () => {
    const page = await newPage(browser, { lang: 'en' });
    await signedIn(page, DEMO_EMAILS.tevereAdmin, DEMO_PASSWORD, `${WEB_URL()}/settings/organizations`);
    // an unknown section leads back to the first one
    await page.waitForURL('**/settings/lists/groups');
    expect(await page.getByTestId('settings-nav-organizations').count()).toBe(0);
    await page.context().close();
  });
});
