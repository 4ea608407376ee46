import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { FieldValue } from 'firebase-admin/firestore';
import { memberPath, orgPath } from '@tessera/domain/paths';
import { AURORA_ORG_ID, SOCIO_MEMBER_ID } from '../../seed/src/demoIds';
import { db } from '../support/admin';
import { api } from '../support/api';
import { launchBrowser, newPage, signedIn, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD, demoToken } from '../support/demo';
import { onePagePdf } from '../support/pdfTools';

// Privacy and newsletter policies on the Aurora demo association: the general admin publishes a
// version, the member is asked to accept it at the next visit. The policies and the acceptance are removed afterwards.
const PDF = onePagePdf;

async function openSection(page: Page) {
  await signedIn(page, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD, `${WEB_URL()}/settings/policies`);
  await page.getByTestId('policy-privacy').waitFor();
}
async function signInMember(page: Page) {
  await signedIn(page, DEMO_EMAILS.auroraMember, DEMO_PASSWORD);
  await page.waitForURL((url) => url.pathname === '/my-area');
}
const accepted = async () => (await db.doc(memberPath(AURORA_ORG_ID, SOCIO_MEMBER_ID)).get()).get('policies');

describe('policies', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await db.doc(orgPath(AURORA_ORG_ID)).update({ policies: FieldValue.delete() });
    await db.doc(memberPath(AURORA_ORG_ID, SOCIO_MEMBER_ID)).update({ policies: FieldValue.delete() });
    await browser?.close();
  });

  it('the general admin publishes a privacy policy after a confirmation; an executable renamed .pdf is refused (it, desktop)', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await openSection(page);
    await page.getByTestId('policy-privacy').getByTestId('policy-none').waitFor();
    await page
      .getByTestId('policy-file-privacy')
      .setInputFiles({ name: 'privacy.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00\x03\x00') });
    await page.getByTestId('policy-publish-privacy').click();
    await page.getByTestId('policy-confirm-publish').click();
    await expect
      .poll(() => page.getByTestId('policy-privacy').getByTestId('policy-file-error').textContent())
      .toContain('Formato non ammesso');
    await page
      .getByTestId('policy-file-privacy')
      .setInputFiles({ name: 'informativa-privacy.pdf', mimeType: 'application/pdf', buffer: PDF('privacy v1') });
    await page.getByTestId('policy-publish-privacy').click();
    await page.getByTestId('policy-confirm').waitFor();
    expect(await page.getByTestId('policy-confirm').textContent()).toContain('versione 1');
    await snap(page, 'settings-policies-confirm-it-desktop');
    await page.getByTestId('policy-confirm-publish').click();
    await expect.poll(() => page.getByTestId('policy-privacy').getByTestId('policy-current').textContent()).toContain('Versione 1');
    expect(await page.getByTestId('policy-privacy').textContent()).toContain('informativa-privacy.pdf');
    await snap(page, 'settings-policies-it-desktop');
    await page.context().close();
  });

  it('the member is asked at the next visit: the document opens, Accept waits for the checkbox, the acceptance is recorded (it, desktop)', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await signInMember(page);
    const prompt = page.getByTestId('policy-prompt');
    await prompt.waitFor();
    expect(await prompt.getByTestId('policy-pending').count()).toBe(1);
    expect(await page.getByTestId('policy-accept').isDisabled()).toBe(true);
    await snap(page, 'policies-prompt-it-desktop');
    const [download] = await Promise.all([page.waitForEvent('download'), prompt.getByTestId('policy-read').click()]);
    expect(download.suggestedFilename()).toBe('informativa-privacy.pdf');
    await prompt.getByText('Ho letto e accetto').click();
    await page.getByTestId('policy-accept').click();
    await prompt.waitFor({ state: 'detached' });
    await expect.poll(async () => (await accepted())?.privacy?.version).toBe(1);
    // a reload asks nothing more
    await page.reload();
    await page.getByTestId('policies-checked').waitFor({ state: 'attached' });
    expect(await page.getByTestId('policy-prompt').count()).toBe(0);
    await page.context().close();
  });

  it('a newer version asks again; "Later" puts it off for this visit (en, 375 px)', async () => {
    const token = await demoToken(DEMO_EMAILS.auroraAdmin);
    const published = await api('POST', '/v1/settings/publish-policy', {
      token,
      headers: { kind: 'newsletter' },
      body: { fileName: 'newsletter.pdf', contentBase64: PDF('newsletter v1').toString('base64') },
    });
    expect(published.status).toBe(200);
    const page = await newPage(browser, { lang: 'en', viewport: 'mobile' });
    await signInMember(page);
    await page.getByTestId('policy-prompt').waitFor();
    expect(await page.getByTestId('policy-pending').getAttribute('data-kind')).toBe('newsletter');
    await snap(page, 'policies-prompt-en-mobile');
    await page.getByTestId('policy-later').click();
    await page.getByTestId('policy-prompt').waitFor({ state: 'detached' });
    await page.goto(`${WEB_URL()}/my-data`);
    await page.getByTestId('policies-checked').waitFor({ state: 'attached' });
    expect(await page.getByTestId('policy-prompt').count()).toBe(0);
    expect((await accepted())?.newsletter).toBeUndefined();
    await page.context().close();

    const admin = await newPage(browser, { lang: 'en', viewport: 'mobile' });
    await openSection(admin);
    await snap(admin, 'settings-policies-en-mobile');
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await admin.context().close();
  });
});
