import { adminAuth, db } from '../support/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEV_MAILBOX_COLLECTION } from '@tessera/domain/entities/mail';
import { col, memberPath } from '@tessera/domain/paths';
import { AURORA_ORG_ID } from '../../seed/src/demoIds';
import { failureToast, launchBrowser, newPage, snap, WEB_URL } from '../support/browser';
import { clearRateLimits, emailedCode } from '../signup/support';

/** A seeded Aurora member: a card and a tax code on the register, no sign-in (only socio@ and doppio@ have one). */
const MEMBER_ID = 'm-aurora-0297';
const EMAIL = 'attivazione.e2e@example.test';
const PASSWORD = 'Attiva2026';

/** Waits for a toast whose text matches (the first call of a run wakes the functions emulator: allow for it). */
const toast = (page: Page, re: RegExp) =>
  expect.poll(() => page.getByTestId('toast').allTextContents(), { timeout: 20_000 }).toContainEqual(expect.stringMatching(re));

describe('card activation in the browser', () => {
  let browser: Browser;
  let member: { cardNumber: string; ssn: string };
  beforeAll(async () => {
    browser = await launchBrowser();
    const snapData = (await db.doc(memberPath(AURORA_ORG_ID, MEMBER_ID)).get()).data();
    expect(snapData).toBeDefined();
    member = { cardNumber: snapData!.cardNumber as string, ssn: snapData!.ssn as string };
    const profiles = await db.collection(col.profiles).where('memberId', '==', MEMBER_ID).get();
    expect(profiles.empty).toBe(true);
    const old = await db.collection(DEV_MAILBOX_COLLECTION).where('to', '==', EMAIL).get();
    await Promise.all(old.docs.map((d) => d.ref.delete()));
    await clearRateLimits();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(['desktop', 'mobile'] as const)('a wrong pair is refused with the server code; both steps in English (%s)', async (viewport) => {
    const page = await newPage(browser, { lang: 'en', viewport });
    await page.goto(`${WEB_URL()}/activate`);
    const check = page.getByTestId('activate-check');
    expect(await check.isDisabled()).toBe(true);
    await snap(page, `activate-card-en-${viewport}`);
    await page.getByTestId('activate-card-number').fill(member.cardNumber);
    expect(await check.isDisabled()).toBe(true);
    await page.getByTestId('activate-ssn').fill('RSSMRA80A01H501U');
    await check.click();
    expect(await failureToast(page, 'USER_NOT_FOUND')).toMatch(/user not found/i);
    expect(await page.getByTestId('activate-step').textContent()).toMatch(/1/);

    await page.getByTestId('activate-ssn').fill(member.ssn);
    await check.click();
    await page.getByTestId('activate-email').waitFor();
    await snap(page, `activate-account-en-${viewport}`);
    await page.getByTestId('activate-back').click();
    await page.waitForURL('**/auth');
    await page.context().close();
  });

  it('375 px, Italian: card and tax code, emailed code, password hints, then the personal area', async () => {
    const page = await newPage(browser, { lang: 'it', viewport: 'mobile' });
    await page.goto(`${WEB_URL()}/activate`);
    await snap(page, 'activate-card-it-mobile');
    await page.getByTestId('activate-card-number').fill(member.cardNumber);
    await page.getByTestId('activate-ssn').fill(member.ssn.toLowerCase());
    expect(await page.getByTestId('activate-ssn').inputValue()).toBe(member.ssn);
    await page.getByTestId('activate-check').click();
    await toast(page, /utente trovato/i);

    const send = page.getByTestId('activate-send-code');
    const code = page.getByTestId('activate-code');
    const confirm = page.getByTestId('activate-confirm');
    expect(await send.isDisabled()).toBe(true);
    expect(await code.isDisabled()).toBe(true);
    await page.getByTestId('activate-email').fill('not-an-email');
    expect(await send.isDisabled()).toBe(true);
    await page.getByTestId('activate-email').fill(EMAIL);
    await send.click();
    await toast(page, /codice inviato/i);
    expect(await code.isDisabled()).toBe(false);
    await code.fill(await emailedCode(EMAIL));

    await page.getByTestId('activate-password').fill('abcdef');
    expect(await confirm.isDisabled()).toBe(true);
    expect(await page.locator('[data-rule="upper"]').getAttribute('data-valid')).toBe('false');
    await page.getByTestId('activate-password').fill(PASSWORD);
    expect(await page.locator('#activate-password-hints [data-valid="false"]').count()).toBe(0);
    expect(await confirm.isDisabled()).toBe(false);
    await snap(page, 'activate-account-it-mobile');
    await confirm.click();
    await page.waitForURL('**/my-area', { timeout: 30_000 });

    const user = await adminAuth.getUserByEmail(EMAIL);
    const profiles = await db.collection(col.profiles).where('memberId', '==', MEMBER_ID).get();
    expect(profiles.docs.map((d) => [d.get('uid'), d.get('role')])).toEqual([[user.uid, 'member']]);
    expect((await db.doc(memberPath(AURORA_ORG_ID, MEMBER_ID)).get()).get('email')).toBe(EMAIL);

    // signed in now: the activation screen sends to the area
    await page.goto(`${WEB_URL()}/activate`);
    await page.waitForURL('**/my-area');
    await page.context().close();
  });

  it('the card cannot be activated twice', async () => {
    const page = await newPage(browser, { lang: 'it', viewport: 'mobile' });
    await page.goto(`${WEB_URL()}/activate`);
    await page.getByTestId('activate-card-number').fill(member.cardNumber);
    await page.getByTestId('activate-ssn').fill(member.ssn);
    await page.getByTestId('activate-check').click();
    expect(await failureToast(page, 'CARD_ALREADY_ACTIVATED')).toMatch(/already activated|già attivata/i);
    await snap(page, 'activate-already-it-mobile');
    await page.context().close();
  });
});
