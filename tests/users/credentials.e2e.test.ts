import { adminAuth, db } from '../support/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { accountPath, memberPath, profileId, profilePath } from '@tessera/domain/paths';
import { AURORA_ORG_ID } from '../../seed/src/demoIds';
import { failureToast, launchBrowser, login, newPage, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';
import { clearRateLimits, deliveredTo, emailedCode } from '../signup/support';
import { eventually } from '../support/settle';
import { deliveredMails } from '../support/mailbox';

/** A member sign-in made for this file (the demo logins stay as they are for the other browser tests). */
const UID = 'e2e-credentials';
const MEMBER_ID = 'm-aurora-0296';
const FIRST_EMAIL = 'credenziali.e2e@example.test';
const NEW_EMAIL = 'credenziali.nuove@example.test';
const FIRST_PASSWORD = 'Prima2026';
const NEW_PASSWORD = 'Seconda2026';

const toast = (page: Page, re: RegExp) =>
  expect.poll(() => page.getByTestId('toast').allTextContents(), { timeout: 20_000 }).toContainEqual(expect.stringMatching(re));

async function logout(page: Page) {
  // at 375 px the logout button sits in the menu drawer
  if (await page.getByTestId('open-menu').isVisible()) await page.getByTestId('open-menu').click();
  await Promise.all([page.waitForEvent('load'), page.locator('[data-testid="logout"]:visible').first().click()]);
  await page.waitForURL('**/auth');
}

describe('Modifica Username and Modifica Password in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    await clearRateLimits();
    const pid = profileId(UID, AURORA_ORG_ID, 'member');
    await adminAuth.createUser({ uid: UID, email: FIRST_EMAIL, password: FIRST_PASSWORD, emailVerified: true });
    await db.doc(accountPath(UID)).set({ email: FIRST_EMAIL, phone_number: null, mfa: false, last_mfa: 0, lang: null, profileIds: [pid] });
    await db.doc(profilePath(pid)).set({
      uid: UID,
      email: FIRST_EMAIL,
      orgId: AURORA_ORG_ID,
      orgName: 'APS Aurora',
      role: 'member',
      groups: [],
      memberId: MEMBER_ID,
      display_name: 'APS Aurora — Socio',
    });
    await db.doc(memberPath(AURORA_ORG_ID, MEMBER_ID)).update({ email: FIRST_EMAIL });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('375 px, Italian: change username with the code mailed to the new address; the session goes on; the new email signs in', async () => {
    const page = await newPage(browser, { lang: 'it', viewport: 'mobile' });
    await login(page, FIRST_EMAIL, FIRST_PASSWORD);
    await page.waitForURL('**/my-area');
    await page.goto(`${WEB_URL()}/change-user`);
    expect(await page.getByTestId('current-username').textContent()).toBe(FIRST_EMAIL);
    const send = page.getByTestId('username-send-code');
    const confirm = page.getByTestId('username-confirm');
    await page.getByTestId('username-email').fill(NEW_EMAIL);
    expect(await send.isDisabled()).toBe(true); // the current password comes first
    expect(await confirm.isDisabled()).toBe(true);
    await snap(page, 'change-user-it-mobile');

    await page.getByTestId('current-password').fill('Sbagliata1');
    await send.click();
    await failureToast(page, /^auth\/(wrong-password|invalid-credential|invalid-login-credentials)$/);
    expect(await page.getByTestId('username-code').isDisabled()).toBe(true);

    await page.getByTestId('current-password').fill(FIRST_PASSWORD);
    await send.click();
    await toast(page, /codice inviato/i);
    await page.getByTestId('username-code').fill(await emailedCode(NEW_EMAIL));
    await confirm.click();
    await toast(page, /username cambiato/i);
    expect((await adminAuth.getUser(UID)).email).toBe(NEW_EMAIL);
    expect((await db.doc(memberPath(AURORA_ORG_ID, MEMBER_ID)).get()).get('email')).toBe(NEW_EMAIL);

    // the session survived the change (Auth ended the old one): a full reload stays signed in
    await page.goto(`${WEB_URL()}/my-data`);
    await page.getByTestId('security-section').waitFor();
    expect(page.url()).toMatch(/\/my-data$/);
    await logout(page);
    await login(page, NEW_EMAIL, FIRST_PASSWORD);
    await page.waitForURL('**/my-area');
    await page.context().close();
  });

  it('English: change password after re-authentication and an emailed code; mismatch refused; the new password signs in', async () => {
    const page = await newPage(browser, { lang: 'en' });
    await login(page, NEW_EMAIL, FIRST_PASSWORD);
    await page.waitForURL('**/my-area');
    await page.goto(`${WEB_URL()}/change-pass`);
    const send = page.getByTestId('password-send-code');
    expect(await send.isDisabled()).toBe(true);
    expect(await page.getByTestId('password-confirm').isDisabled()).toBe(true);
    await snap(page, 'change-pass-en-desktop');

    await page.getByTestId('current-password').fill('Wrong-123');
    await send.click();
    await failureToast(page, /^auth\/(wrong-password|invalid-credential|invalid-login-credentials)$/);
    await page.getByTestId('current-password').fill(FIRST_PASSWORD);
    await send.click();
    await toast(page, /code sent/i);
    await page.getByTestId('password-code').fill(await emailedCode(NEW_EMAIL, 2));
    await page.getByTestId('new-password').fill('seconda');
    expect(await page.locator('#new-password-rules [data-valid="false"]').count()).toBe(2);
    await page.getByTestId('new-password').fill(NEW_PASSWORD);
    await page.getByTestId('confirm-password').fill('Seconda2027');
    await page.getByTestId('password-confirm').click();
    await page.getByText('the passwords do not match').waitFor();
    await snap(page, 'change-pass-mismatch-en-desktop');
    await page.getByTestId('confirm-password').fill(NEW_PASSWORD);
    await page.getByTestId('password-confirm').click();
    await toast(page, /password changed/i);
    // the sign-in's address is told, in the page's language, with the day and time on the Italian clock
    const [mail] = await deliveredMails(NEW_EMAIL, /^Your .+ password was changed$/);
    expect(mail!.text).toMatch(new RegExp(`as ${NEW_EMAIL.replace(/\./g, '\\.')} was changed on \\d{2}/\\d{2}/\\d{4} at \\d{2}:\\d{2}\\.`));
    expect(mail!.text).toMatch(/Go to the sign-in page: http\S+\/auth/);

    await page.goto(`${WEB_URL()}/my-data`);
    await page.getByTestId('security-section').waitFor();
    await logout(page);
    await login(page, NEW_EMAIL, FIRST_PASSWORD);
    await failureToast(page, /^auth\//); // the old password is refused
    await login(page, NEW_EMAIL, NEW_PASSWORD);
    await page.waitForURL('**/my-area');
    await page.context().close();
  });

  it('375 px, Italian: the mail to the old address undoes the username change; opening the page alone undoes nothing', async () => {
    const mails = await eventually(
      () => deliveredTo(FIRST_EMAIL),
      (m) => m.some((x) => x.text.includes('/undo-username?token=')),
    );
    const path = /(\/undo-username\?token=[\w-]{43})/.exec(mails.map((m) => m.text).join('\n'))![1]!;
    const page = await newPage(browser, { lang: 'it', viewport: 'mobile' });
    await page.goto(`${WEB_URL()}${path}`);
    await page.getByTestId('undo-username-confirm').waitFor();
    await snap(page, 'undo-username-it-mobile');
    expect((await adminAuth.getUser(UID)).email).toBe(NEW_EMAIL);
    await page.getByTestId('undo-username-confirm').click();
    await expect.poll(() => page.getByTestId('undo-username-done').textContent()).toContain(FIRST_EMAIL);
    await snap(page, 'undo-username-done-it-mobile');
    expect((await adminAuth.getUser(UID)).email).toBe(FIRST_EMAIL);
    expect((await db.doc(memberPath(AURORA_ORG_ID, MEMBER_ID)).get()).get('email')).toBe(FIRST_EMAIL);
    await login(page, FIRST_EMAIL, NEW_PASSWORD);
    await page.waitForURL('**/my-area');
    await page.context().close();
  });

  it('an administrator has both screens too (375 px English, desktop Italian)', async () => {
    for (const [lang, viewport] of [
      ['en', 'mobile'],
      ['it', 'desktop'],
    ] as const) {
      const page = await newPage(browser, { lang, viewport });
      await login(page, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD);
      await page.waitForURL(/\/(subscribers|home)/);
      await page.goto(`${WEB_URL()}/change-user`);
      expect(await page.getByTestId('current-username').textContent()).toBe(DEMO_EMAILS.auroraAdmin);
      await snap(page, `change-user-admin-${lang}-${viewport}`);
      await page.goto(`${WEB_URL()}/change-pass`);
      await page.getByTestId('password-send-code').waitFor();
      await snap(page, `change-pass-admin-${lang}-${viewport}`);
      await page.context().close();
    }
  });
});
