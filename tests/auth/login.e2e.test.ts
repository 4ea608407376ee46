import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { failureToast, launchBrowser, login, newPage, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';

describe('sign-in, landing and guards', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the login button waits for both fields, ?email= prefills, Enter submits, a wrong password shows the provider code', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await page.goto(`${WEB_URL()}/auth?email=${encodeURIComponent(DEMO_EMAILS.auroraAdmin)}`);
    await expect.poll(() => page.getByTestId('login-email').inputValue()).toBe(DEMO_EMAILS.auroraAdmin);
    expect(await page.getByTestId('login-submit').isDisabled()).toBe(true);
    await page.getByTestId('login-password').fill('wrong-password');
    expect(await page.getByTestId('login-submit').isDisabled()).toBe(false);
    expect(await page.getByTestId('login-password').getAttribute('type')).toBe('password');
    await page.getByTestId('toggle-password').click();
    expect(await page.getByTestId('login-password').getAttribute('type')).toBe('text');
    await snap(page, 'login-it-desktop');
    await page.getByTestId('login-password').press('Enter');
    // the catalogue's words for the provider's code, not the code itself
    const text = await failureToast(page, /^auth\//);
    expect(text).toMatch(/credenziali non valide|password errata/i);
    expect(text).not.toMatch(/auth\//i);
    expect(page.url()).toContain('/auth');
    await page.context().close();
  });

  it.each([
    [DEMO_EMAILS.auroraAdmin, '/subscribers', 'Amministratore generale'],
    [DEMO_EMAILS.auroraManagement, '/subscribers', 'Utente organizzazione'],
    [DEMO_EMAILS.auroraStaff, '/subscribers', 'Utente staff'],
    [DEMO_EMAILS.auroraGroupAdmin, '/subscribers', 'Amministratore locale'],
    [DEMO_EMAILS.platform, '/organizations', 'Amministratore piattaforma'],
    [DEMO_EMAILS.tevereAdmin, '/subscribers', 'Amministratore generale'],
    [DEMO_EMAILS.auroraMember, '/my-area', 'Socio'],
  ])('%s lands on %s as %s', async (email, path, roleLabel) => {
    const page = await newPage(browser, { lang: 'it' });
    await login(page, email, DEMO_PASSWORD);
    await page.waitForURL(`**${path}`);
    // the mobile top bar holds a second copy of the session box inside the closed drawer: read the visible one
    await expect.poll(() => page.getByTestId('session-role').first().textContent()).toBe(roleLabel);
    await page.context().close();
  });

  it("the platform admin lands on the platform's associations with their figures, even after working in one's list", async () => {
    const page = await newPage(browser, { lang: 'it' });
    await login(page, DEMO_EMAILS.platform, DEMO_PASSWORD);
    await page.waitForURL('**/organizations');
    await page.getByRole('heading', { level: 1, name: 'Associazioni della piattaforma' }).waitFor();
    await expect.poll(() => page.getByTestId('organization-row').count()).toBeGreaterThan(1);
    const count = Number(await page.getByTestId('organizations-summary-total').textContent());
    expect(count).toBe(await page.getByTestId('organization-row').count());
    await snap(page, 'platform-organizations-it-desktop');
    // an association's member list opened last does not become the platform admin's landing
    await page.goto(`${WEB_URL()}/subscribers`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goto(`${WEB_URL()}/`);
    await page.waitForURL('**/organizations');
    await page.context().close();

    // nobody else opens it
    const admin = await newPage(browser);
    await login(admin, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD);
    await admin.waitForURL('**/subscribers');
    await admin.goto(`${WEB_URL()}/organizations`);
    await admin.waitForURL('**/subscribers');
    await admin.context().close();
  });

  it("the platform's associations at 375 px in English", async () => {
    const page = await newPage(browser, { lang: 'en', viewport: 'mobile' });
    await login(page, DEMO_EMAILS.platform, DEMO_PASSWORD);
    await page.waitForURL('**/organizations');
    await expect.poll(() => page.getByTestId('organization-row').count()).toBeGreaterThan(1);
    await snap(page, 'platform-organizations-en-mobile');
    await page.context().close();
  });

  it('a member who types /subscribers (or any admin page) lands in my-area; settings is only for admins', async () => {
    const page = await newPage(browser);
    await login(page, DEMO_EMAILS.auroraMember, DEMO_PASSWORD);
    await page.waitForURL('**/my-area');
    for (const barred of ['subscribers', 'home', 'cards', 'settings']) {
      await page.goto(`${WEB_URL()}/${barred}`);
      await page.waitForURL('**/my-area');
    }
    await expect.poll(() => page.getByTestId('my-card-number').textContent()).toMatch(/^\d+$/);
    await snap(page, 'my-area-it-desktop');
    await page.context().close();

    const staff = await newPage(browser);
    await login(staff, DEMO_EMAILS.auroraStaff, DEMO_PASSWORD);
    await staff.waitForURL('**/subscribers');
    await staff.goto(`${WEB_URL()}/settings`);
    await staff.waitForURL('**/subscribers');
    await staff.context().close();
  });

  it('an unknown platform shows an error text; unknown paths and the empty path go to auth when signed out', async () => {
    const page = await newPage(browser);
    await page.goto(`${WEB_URL()}/`);
    await page.waitForURL('**/auth');
    await page.goto(`${WEB_URL()}/a/b/c`);
    await page.waitForURL('**/auth');
    await page.goto(`${WEB_URL()}/subscribers`);
    await page.waitForURL('**/auth');
    await login(page, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD);
    await page.waitForURL('**/subscribers');
    await page.goto(`${WEB_URL()}/nonexistent`);
    await expect.poll(() => page.getByTestId('unknown-platform').textContent()).toContain('nonexistent');
    // signed in: recover, signup and activate send you to your area
    await page.goto(`${WEB_URL()}/recover`);
    await page.waitForURL('**/subscribers');
    await page.context().close();
  });

  it('a link opened signed out (from a mail, a bookmark) is where the sign-in ends, once', async () => {
    const page = await newPage(browser);
    await page.goto(`${WEB_URL()}/payments?from=mail`);
    await page.waitForURL('**/auth');
    await login(page, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/payments' && url.search === '?from=mail');
    // and stays there: the payments page drawn, not sent on to the area's first page after it
    await page.getByTestId('payments-verify').waitFor();
    expect(new URL(page.url()).pathname).toBe('/payments');
    // kept only for that sign-in: the next one in this tab lands on the area's first page
    await Promise.all([page.waitForEvent('load'), page.getByTestId('logout').first().click()]);
    await page.waitForURL('**/auth');
    await login(page, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD);
    await page.waitForURL('**/subscribers');
    await page.context().close();
  });

  it('the two-profile sign-in chooses its profile in the dialog; finalize waits for a choice', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await login(page, DEMO_EMAILS.twoProfiles, DEMO_PASSWORD);
    const dialog = page.getByTestId('profile-dialog');
    await dialog.waitFor();
    const finalize = dialog.getByRole('button', { name: 'Entra' });
    expect(await finalize.isDisabled()).toBe(true);
    expect(await dialog.getByRole('radio').count()).toBe(2);
    await snap(page, 'profile-dialog-it-desktop');
    await dialog.getByText('Socio', { exact: false }).first().click();
    expect(await finalize.isDisabled()).toBe(false);
    await finalize.click();
    await page.waitForURL('**/my-area');
    await page.context().close();

    // the same sign-in, the other profile: admin of the other organization
    const admin = await newPage(browser, { lang: 'it' });
    await login(admin, DEMO_EMAILS.twoProfiles, DEMO_PASSWORD);
    const d2 = admin.getByTestId('profile-dialog');
    await d2.waitFor();
    await d2.getByText('Amministratore', { exact: false }).first().click();
    await d2.getByRole('button', { name: 'Entra' }).click();
    await admin.waitForURL('**/subscribers');
    await admin.getByTestId('member-row').first().waitFor();
    const ids = await admin.getByTestId('member-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-member-id')));
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => id?.startsWith('m-tevere'))).toBe(true);
    await admin.context().close();
  });

  it('logout clears the session and returns to auth', async () => {
    const page = await newPage(browser);
    await login(page, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD);
    await page.waitForURL('**/subscribers');
    // Logout ends with a full page load of /auth: wait for that load.
    await Promise.all([page.waitForEvent('load'), page.getByTestId('logout').first().click()]);
    await page.waitForURL('**/auth');
    await page.goto(`${WEB_URL()}/subscribers`);
    await page.waitForURL('**/auth');
    await page.context().close();
  });
});
