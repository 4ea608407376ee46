import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { FieldValue } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { memberPath, orgPath } from '@tessera/domain/paths';
import { AURORA_ORG_ID, SOCIO_MEMBER_ID } from '../../seed/src/demoIds';
import { db } from '../support/admin';
import { closePage, launchBrowser, newPage, signedIn, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';

// Members' photos in the screens (preferences photoRequired, photoOnCard): the new-member form asks for one while the
// organization requires it, the member page shows and replaces it, the member uploads their own in my-data and sees it
// on the digital card. Aurora's preferences are put back afterwards; what is made here is removed here.
const photoFile = async (name: string, width: number, height: number, background: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer(),
});

describe('member photos', () => {
  let browser: Browser;
  let preferences: unknown;
  let created: string | null = null;
  beforeAll(async () => {
    browser = await launchBrowser();
    preferences = (await db.doc(orgPath(AURORA_ORG_ID)).get()).get('preferences');
    await db.doc(orgPath(AURORA_ORG_ID)).update({ 'preferences.photoRequired': true, 'preferences.photoOnCard': true });
  });
  afterAll(async () => {
    await db.doc(orgPath(AURORA_ORG_ID)).update({ preferences });
    // the member trigger deletes the photos these records stop naming
    if (created) await db.doc(memberPath(AURORA_ORG_ID, created)).delete();
    await db.doc(memberPath(AURORA_ORG_ID, SOCIO_MEMBER_ID)).update({ photo: FieldValue.delete() });
    await browser?.close();
  });

  it('a new member needs a photo while the association requires one; the member page shows it (it, desktop)', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await signedIn(page, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD, `${WEB_URL()}/subscribers/new`);
    await page.getByTestId('member-name').fill('Greta');
    await page.getByTestId('member-surname').fill('Ritratto');
    await page.getByTestId('member-ssn').fill('RSSMRA80A01H501U');
    await page.getByTestId('member-cardNumber').fill('');
    await page.getByTestId('member-save').click();
    await expect.poll(() => page.getByTestId('member-photo-error').textContent()).toBe('Campo obbligatorio');
    expect(page.url()).toMatch(/\/subscribers\/new$/);

    await page.getByTestId('member-photo-input').setInputFiles(await photoFile('greta.jpg', 900, 1200, '#c0a080'));
    await expect.poll(() => page.getByTestId('member-photo-error').count()).toBe(0);
    await snap(page, 'member-form-photo-it-desktop');
    await page.getByTestId('member-save').click();
    await page.waitForURL(/\/subscribers\/(?!new)[^/]+$/);
    created = page.url().split('/').pop()!;
    await page.getByTestId('member-photo-current').waitFor();
    expect((await db.doc(memberPath(AURORA_ORG_ID, created)).get()).get('photo')).toMatchObject({ width: 360, height: 480 });
    // required: replaced, never removed
    await page.getByTestId('member-photo-required').waitFor();
    expect(await page.getByTestId('member-photo-remove').count()).toBe(0);
    await snap(page, 'member-photo-it-desktop');

    // once the association stops requiring photos, it can be removed, after a confirmation
    await db.doc(orgPath(AURORA_ORG_ID)).update({ 'preferences.photoRequired': false });
    await page.getByTestId('member-photo-remove').click();
    await page.getByTestId('member-photo-remove-dialog').waitFor();
    await page.getByTestId('member-photo-remove-confirm').click();
    await page.getByTestId('member-photo-none').waitFor();
    expect((await db.doc(memberPath(AURORA_ORG_ID, created)).get()).get('photo')).toBeUndefined();
    await db.doc(orgPath(AURORA_ORG_ID)).update({ 'preferences.photoRequired': true });
    await closePage(page);
  });

  it('a member without one is asked for it, uploads it in my data and sees it on the digital card (en, 375 px)', async () => {
    const page = await newPage(browser, { lang: 'en', viewport: 'mobile' });
    await signedIn(page, DEMO_EMAILS.auroraMember, DEMO_PASSWORD);
    await page.waitForURL('**/my-area');
    await page.getByTestId('my-area-photo-missing').waitFor();
    expect(await page.getByTestId('card-photo').count()).toBe(0);
    await snap(page, 'my-area-photo-missing-en-mobile');
    await page.getByTestId('my-area-photo-missing').getByRole('link').click();
    await page.waitForURL('**/my-data#my-photo');
    await page.getByTestId('my-photo-missing').waitFor();
    await page.getByTestId('my-photo-file').setInputFiles(await photoFile('me.jpg', 600, 800, '#80a0c0'));
    await page.getByTestId('my-photo-upload').click();
    await page.getByTestId('my-photo-current').waitFor();
    await expect.poll(() => page.getByTestId('my-photo-missing').count()).toBe(0);
    await snap(page, 'my-data-photo-en-mobile');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.goto(`${WEB_URL()}/my-area`);
    await page.getByTestId('card-photo').waitFor();
    expect(await page.getByTestId('my-area-photo-missing').count()).toBe(0);
    await snap(page, 'my-area-card-photo-en-mobile');
    await closePage(page);
  });
});
