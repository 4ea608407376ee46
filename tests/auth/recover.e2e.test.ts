import { adminAuth, db } from '../support/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEV_MAILBOX_COLLECTION } from '@tessera/domain/entities/mail';
import { accountPath, memberPath } from '@tessera/domain/paths';
import { AURORA_ORG_ID, DEMO_UIDS, SOCIO_MEMBER_ID } from '../../seed/src/demoIds';
import { api } from '../support/api';
import { failureToast, launchBrowser, login, newPage, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD, demoToken } from '../support/demo';
import { lastSmsCode } from '../support/phone';

const MEMBER = DEMO_EMAILS.auroraMember;
const UID = DEMO_UIDS.auroraMember;
const NEW_PASSWORD = 'Nuova-Pass2026';
const PHONE = '+393334445566';

/** The emailed reset link, as the local mail sink delivered it. */
async function resetLinkFor(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const snap = await db.collection(DEV_MAILBOX_COLLECTION).where('to', '==', to).get();
        const text = snap.docs.map((d) => String(d.get('text'))).find((t) => /recover\?mode=resetPassword/.test(t));
        link = text ? /(http\S+recover\?mode=resetPassword&oobCode=[\w-]+)/.exec(text)?.[1] : undefined;
        return link;
      },
      { timeout: 60_000, interval: 1000 },
    )
    .toBeTruthy();
  return link!;
}

async function toastText(page: Page) {
  return page.getByTestId('toast').first().textContent();
}

describe('recover, forced change after an admin reset, SMS second factor', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    // the demo member must sign in as before for the other browser tests
    await adminAuth.updateUser(UID, { password: DEMO_PASSWORD, phoneNumber: null });
    await db
      .doc(accountPath(UID))
      .set({ mfa: false, phone_number: null, last_mfa: 0, mustChangePassword: false, resetMailAt: null }, { merge: true });
    await browser?.close();
  });

  it('recovery through the emailed link: checklist gates confirm, the new password logs in straight away', async () => {
    const page = await newPage(browser, { lang: 'it', viewport: 'mobile' });
    await page.goto(`${WEB_URL()}/recover`);
    expect(await page.getByTestId('recover-send').isDisabled()).toBe(true);
    await snap(page, 'recover-email-it-mobile');
    // earlier runs' mails to the demo member must not be taken for this one
    const old = await db.collection(DEV_MAILBOX_COLLECTION).where('to', '==', MEMBER).get();
    await Promise.all(old.docs.map((d) => d.ref.delete()));
    await page.getByTestId('recover-email').fill(`  ${MEMBER.toUpperCase()} `);
    await page.getByTestId('recover-send').click();
    await expect.poll(() => toastText(page)).toMatch(/email di reset inviata/i);
    expect(await page.evaluate(() => localStorage.getItem('tessera.resetEmail'))).toBe(MEMBER);

    const link = await resetLinkFor(MEMBER);
    await page.goto(link);
    const confirm = page.getByTestId('new-password-confirm');
    await page.getByTestId('new-password').fill('Abcdef1');
    expect(await confirm.isDisabled()).toBe(true);
    expect(await page.locator('[data-rule="special"]').getAttribute('data-valid')).toBe('false');
    await page.getByTestId('new-password').fill(NEW_PASSWORD);
    expect(await page.locator('[data-valid="false"]').count()).toBe(0);
    await snap(page, 'recover-new-password-it-mobile');
    await confirm.click();
    await page.waitForURL('**/my-area');
    expect(await page.evaluate(() => localStorage.getItem('tessera.resetEmail'))).toBeNull();
    await page.context().close();

    // the code is spent: opening the link again fails with the provider's code
    const again = await newPage(browser, { lang: 'en' });
    await again.goto(link);
    await again.getByTestId('new-password').fill('Another-Pass1');
    await again.getByTestId('new-password-confirm').click();
    expect(await failureToast(again, 'auth/invalid-action-code')).toMatch(/code expired/i);
    await again.context().close();
    await adminAuth.updateUser(UID, { password: DEMO_PASSWORD });
  });

  it('cancel on the panel clears the stored reset email and goes back to auth', async () => {
    const page = await newPage(browser, { lang: 'en' });
    await page.goto(`${WEB_URL()}/auth`);
    await page.evaluate((e) => localStorage.setItem('tessera.resetEmail', e), MEMBER);
    await page.goto(`${WEB_URL()}/recover?mode=resetPassword&oobCode=whatever`);
    await snap(page, 'recover-new-password-en-desktop');
    await page.getByTestId('new-password-cancel').click();
    await page.waitForURL('**/auth');
    expect(await page.evaluate(() => localStorage.getItem('tessera.resetEmail'))).toBeNull();
    await page.context().close();
  });

  it('after an admin reset the tax code signs in and a new password is forced before the area', async () => {
    const admin = await demoToken(DEMO_EMAILS.auroraAdmin);
    expect((await api('POST', '/v1/members/reset-password', { token: admin, body: { id: SOCIO_MEMBER_ID } })).status).toBe(200);
    const ssn = String((await db.doc(memberPath(AURORA_ORG_ID, SOCIO_MEMBER_ID)).get()).get('ssn'));
    const page = await newPage(browser, { lang: 'en', viewport: 'mobile' });
    await login(page, MEMBER, ssn);
    await page.getByTestId('new-password').waitFor();
    await snap(page, 'forced-password-en-mobile');
    expect(page.url()).not.toContain('/my-area');
    await page.getByTestId('new-password').fill(NEW_PASSWORD);
    await page.getByTestId('new-password-confirm').click();
    await page.waitForURL('**/my-area');
    await page.getByTestId('digital-card').waitFor();
    expect((await db.doc(accountPath(UID)).get()).get('mustChangePassword')).toBe(false);
    await page.context().close();
    await adminAuth.updateUser(UID, { password: DEMO_PASSWORD });
  });

  it('SMS second factor: turned on from the security section, asked at login, a wrong code shows the provider code', async () => {
    // turn it on through the UI (phone first, then the switch)
    const page = await newPage(browser, { lang: 'it' });
    await login(page, MEMBER, DEMO_PASSWORD);
    await page.waitForURL('**/my-area');
    await page.goto(`${WEB_URL()}/my-data`);
    const security = page.getByTestId('security-section');
    // without a saved number the button is off, and says why
    await expect.poll(() => security.getByTestId('mfa-switch').isDisabled()).toBe(true);
    expect(await security.getByTestId('mfa-needs-phone').textContent()).toMatch(/numero di cellulare/i);
    expect(await security.getByTestId('mfa-switch').getAttribute('aria-describedby')).toBe('mfa-needs-phone');
    await security.getByTestId('security-phone').fill(PHONE);
    await security.getByTestId('security-phone-save').click();
    await expect
      .poll(() =>
        db
          .doc(accountPath(UID))
          .get()
          .then((s) => s.get('phone_number')),
      )
      .toBe(PHONE);
    // turning it on asks the current password and an SMS code of the number first
    await security.getByTestId('mfa-switch').click();
    const stepUp = security.getByTestId('step-up');
    await stepUp.getByTestId('current-password').fill(DEMO_PASSWORD);
    await stepUp.getByTestId('step-up-start').click();
    await stepUp.getByTestId('step-up-code').waitFor();
    await snap(page, 'mfa-step-up-it-desktop');
    await stepUp.getByTestId('step-up-code').fill(await lastSmsCode(PHONE));
    await stepUp.getByTestId('step-up-verify').click();
    await expect.poll(() => security.getByTestId('mfa-state').textContent()).toBe('Attiva');
    expect((await db.doc(accountPath(UID)).get()).get('mfa')).toBe(true);
    await page.context().close();

    // last check long ago: the next sign-in asks for the SMS code
    await db.doc(accountPath(UID)).set({ last_mfa: Date.now() - 2 * 24 * 3600 * 1000 }, { merge: true });
    const otp = await newPage(browser, { lang: 'it', viewport: 'mobile' });
    await login(otp, MEMBER, DEMO_PASSWORD);
    await otp.getByTestId('otp-code').waitFor();
    await expect.poll(() => lastSmsCode(PHONE).catch(() => null), { timeout: 20_000 }).toMatch(/^\d{6}$/);
    const code = await lastSmsCode(PHONE);
    const verify = otp.getByTestId('otp-verify');
    await otp.getByTestId('otp-code').fill(code.slice(0, 5));
    expect(await verify.isDisabled()).toBe(true);
    const wrong = code === '000000' ? '111111' : '000000';
    await otp.getByTestId('otp-code').fill(wrong);
    await snap(otp, 'otp-it-mobile');
    await verify.click();
    expect(await failureToast(otp, 'auth/invalid-verification-code')).toMatch(/codice otp errato/i);
    expect(otp.url()).not.toContain('/my-area');
    await otp.getByTestId('otp-code').fill(code);
    await verify.click();
    await otp.waitForURL('**/my-area');
    const lastMfa = (await db.doc(accountPath(UID)).get()).get('last_mfa') as number;
    expect(Date.now() - lastMfa).toBeLessThan(120_000);
    // the email sign-in is still the member's: the phone was added, not swapped in
    const user = await adminAuth.getUser(UID);
    expect(user.providerData.map((p) => p.providerId).sort()).toEqual(['password', 'phone']);
    await otp.context().close();

    // checked today: no code at the next sign-in
    const next = await newPage(browser, { lang: 'it' });
    await login(next, MEMBER, DEMO_PASSWORD);
    await next.waitForURL('**/my-area');
    await next.context().close();
  });
});
