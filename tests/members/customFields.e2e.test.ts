import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { FieldValue } from 'firebase-admin/firestore';
import { memberPath, orgCol } from '@tessera/domain/paths';
import { AURORA_ORG_ID, SOCIO_MEMBER_ID } from '../../seed/src/demoIds';
import { db } from '../support/admin';
import { launchBrowser, newPage, signedIn, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';

// The organization's custom fields, shown by one component (web/src/components/CustomFieldInputs.tsx) in the
// admin's member form and on the member's own data page. Optional and removed afterwards: other tests create members.
const FIELDS = {
  'e2e-taglia': { name: 'Taglia', type: 'SELECT', allowedValues: ['S', 'M', 'L'], required: false, visibleToMember: true },
  'e2e-interessi': { name: 'Interessi', type: 'MULTISELECT', allowedValues: ['Musica', 'Sport'], required: false, visibleToMember: true },
};
const member = () => db.doc(memberPath(AURORA_ORG_ID, SOCIO_MEMBER_ID));
const storedCustom = async () => ((await member().get()).get('customFields') ?? {}) as Record<string, unknown>;
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 30_000 });

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

describe('custom fields in the member form and on my data', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    for (const [id, def] of Object.entries(FIELDS)) await db.doc(`${orgCol(AURORA_ORG_ID, 'customFields')}/${id}`).set(def);
    await member().update({ customFields: FieldValue.delete() });
  });
  afterAll(async () => {
    await browser?.close();
    for (const id of Object.keys(FIELDS)) await db.doc(`${orgCol(AURORA_ORG_ID, 'customFields')}/${id}`).delete();
    await member().update({ customFields: FieldValue.delete() });
  });

  it('an admin fills them in the member form; they are stored by field name', async () => {
    const page = await newPage(browser, { lang: 'it', viewport: 'mobile' });
    await signedIn(page, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD, `${WEB_URL()}/subscribers/${SOCIO_MEMBER_ID}`);
    await page.getByTestId('member-edit').click();
    await page.getByTestId('member-section-custom').waitFor();
    await page.locator('#custom-e2e-taglia').selectOption('M');
    await page.locator('#custom-e2e-interessi').getByLabel('Musica').check();
    await noSidewaysScroll(page);
    await snap(page, 'member-form-custom-fields-it-mobile');
    await page.getByTestId('member-save').click();
    await poll(storedCustom).toEqual({ Taglia: 'M', Interessi: ['Musica'] });
    await page.context().close();
  });

  it('the member sees the same fields on my data, with the stored values, and changes them', async () => {
    const page = await newPage(browser, { lang: 'en', viewport: 'mobile' });
    await signedIn(page, DEMO_EMAILS.auroraMember, DEMO_PASSWORD, `${WEB_URL()}/my-data`);
    await poll(() => page.locator('#custom-e2e-taglia').inputValue()).toBe('M');
    expect(await page.locator('#custom-e2e-interessi').getByLabel('Musica').isChecked()).toBe(true);
    await page.locator('#custom-e2e-taglia').selectOption('L');
    await page.locator('#custom-e2e-interessi').getByLabel('Sport').check();
    await noSidewaysScroll(page);
    await snap(page, 'my-data-custom-fields-en-mobile');
    await page.getByTestId('my-data-save').click();
    await poll(storedCustom).toEqual({ Taglia: 'L', Interessi: ['Musica', 'Sport'] });
    await page.context().close();
  });
});
