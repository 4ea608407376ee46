import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { DocumentData } from 'firebase-admin/firestore';
import { memberPath } from '@tessera/domain/paths';
import { memberConsentsPath } from '@tessera/domain/privacy/consents';
import { AURORA_ORG_ID, SOCIO_MEMBER_ID } from '../../seed/src/demoIds';
import { db } from '../support/admin';
import { pdfText } from '../support/pdfTools';
import { launchBrowser, newPage, signedIn, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';

// The member's consents and the copy of their data in My data; the member page's privacy panel in the back office.
const memberDoc = () => db.doc(memberPath(AURORA_ORG_ID, SOCIO_MEMBER_ID));
const consents = () => db.collection(memberConsentsPath(AURORA_ORG_ID, SOCIO_MEMBER_ID));
/** The records this test wrote, oldest first: the seed's (the paper form Giulia signed when she joined) left out. */
const records = async () => (await consents().orderBy('at').get()).docs.filter((d) => !d.id.startsWith('seed-')).map((d) => d.data());

async function downloaded(page: Page, testId: string): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  return { name: file.suggestedFilename(), bytes: readFileSync((await file.path())!) };
}

describe('privacy: consents and the copy of one’s data', () => {
  let browser: Browser;
  let before: DocumentData;
  beforeAll(async () => {
    browser = await launchBrowser();
    before = (await memberDoc().get()).data()!;
    await memberDoc().update({ newsletter: true, photoConsent: false });
  });
  afterAll(async () => {
    const left = (await consents().get()).docs.filter((d) => !d.id.startsWith('seed-'));
    await Promise.all(left.map((d) => d.ref.delete()));
    await memberDoc().set(before);
    await browser?.close();
  });

  it('the member withdraws the newsletter consent after a confirmation and downloads their data as PDF and JSON', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await signedIn(page, DEMO_EMAILS.auroraMember, DEMO_PASSWORD, `${WEB_URL()}/my-data`);
    await page.getByTestId('my-privacy').waitFor();
    const marketing = page.getByTestId('consent-marketing-state');
    await expect.poll(() => marketing.getAttribute('data-given')).toBe('true');
    await page.getByTestId('consent-privacy-explained').waitFor();
    // her history starts with the membership form she signed on paper, as the secretary recorded it
    await page.locator('[data-testid="consent-record"][data-kind="privacy"][data-given="true"]').waitFor();
    expect(await page.getByTestId('consent-history-empty').count()).toBe(0);
    await page.getByTestId('consent-marketing-toggle').click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await snap(page, 'privacy-withdraw-confirm-it');
    await dialog.getByRole('button', { name: 'Revoca' }).click();
    await expect.poll(() => marketing.getAttribute('data-given')).toBe('false');
    await page.locator('[data-testid="consent-record"][data-kind="marketing"][data-given="false"]').waitFor();
    expect((await memberDoc().get()).get('newsletter')).toBe(false);
    expect((await records()).map((r) => [r.kind, r.given, r.source])).toEqual([['marketing', false, 'personalArea']]);
    await snap(page, 'privacy-my-data-it');

    const pdf = await downloaded(page, 'my-data-download-pdf');
    expect(pdf.name).toMatch(/^dati-personali-.*\.pdf$/);
    const text = pdfText(new Uint8Array(pdf.bytes));
    expect(text).toContain('I tuoi dati');
    expect(text).toContain(String(before.surname));
    const json = await downloaded(page, 'my-data-download-json');
    const copy = JSON.parse(json.bytes.toString('utf8')) as {
      member: { id: string };
      sections: { consents: { kind: string; given: boolean }[] };
    };
    expect(copy.member.id).toBe(SOCIO_MEMBER_ID);
    // the paper form she signed when she joined (privacy and newsletter), and today's withdrawal
    expect(copy.sections.consents.map((c) => `${c.kind}:${c.given}`).sort()).toEqual(['marketing:false', 'marketing:true', 'privacy:true']);
    await page.context().close();
  });

  it('on a phone in English: the photo consent is given with one press, and the page fits 375 px', async () => {
    const page = await newPage(browser, { lang: 'en', viewport: 'mobile' });
    await signedIn(page, DEMO_EMAILS.auroraMember, DEMO_PASSWORD, `${WEB_URL()}/my-data`);
    await page.getByTestId('my-privacy').waitFor();
    const photo = page.getByTestId('consent-photo-state');
    await expect.poll(() => photo.getAttribute('data-given')).toBe('false');
    await page.getByTestId('consent-photo-toggle').click();
    await expect.poll(() => photo.getAttribute('data-given')).toBe('true');
    await page.locator('[data-testid="consent-record"][data-kind="photo"]').waitFor();
    expect((await memberDoc().get()).get('photoConsent')).toBe(true);
    await page.getByTestId('my-privacy').scrollIntoViewIfNeeded();
    await snap(page, 'privacy-my-data-en-mobile');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.context().close();
  });

  it('an admin sees the member’s consents, records a paper form and downloads the member’s data (desktop and 375 px)', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await signedIn(page, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD, `${WEB_URL()}/subscribers/${SOCIO_MEMBER_ID}`);
    await page.getByTestId('member-privacy').waitFor();
    await expect.poll(() => page.getByTestId('member-consent-marketing').getAttribute('data-given')).toBe('false');
    await expect.poll(() => page.getByTestId('member-consent-photo').getAttribute('data-given')).toBe('true');
    await page.getByTestId('consent-paper-open').click();
    await page.getByTestId('consent-paper-dialog').waitFor();
    await page.getByTestId('consent-paper-kind').selectOption('marketing');
    await page.getByTestId('consent-paper-date').fill('2026-01-15');
    await snap(page, 'privacy-paper-form-it');
    await page.getByTestId('consent-paper-save').click();
    await page.getByTestId('consent-paper-dialog').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('member-consent-marketing').getAttribute('data-given')).toBe('true');
    const last = (await records()).at(-1)!;
    expect([last.kind, last.given, last.source, last.signedOn, last.recordedBy.email]).toEqual([
      'marketing',
      true,
      'paperForm',
      '2026-01-15',
      DEMO_EMAILS.auroraAdmin,
    ]);
    const json = await downloaded(page, 'member-data-download-json');
    expect((JSON.parse(json.bytes.toString('utf8')) as { member: { id: string } }).member.id).toBe(SOCIO_MEMBER_ID);
    await page.getByTestId('member-privacy').scrollIntoViewIfNeeded();
    await snap(page, 'privacy-member-panel-it');
    await page.context().close();

    const phone = await newPage(browser, { lang: 'en', viewport: 'mobile' });
    await signedIn(phone, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD, `${WEB_URL()}/subscribers/${SOCIO_MEMBER_ID}`);
    await phone.getByTestId('member-privacy').waitFor();
    await phone.locator('[data-testid="consent-record"]').first().waitFor();
    const pdf = await downloaded(phone, 'member-data-download-pdf');
    expect(pdfText(new Uint8Array(pdf.bytes))).toContain('Your data');
    await phone.getByTestId('member-privacy').scrollIntoViewIfNeeded();
    await snap(phone, 'privacy-member-panel-en-mobile');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await phone.context().close();
  });
});
