import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { orgCol } from '@tessera/domain/paths';
import { AURORA_ORG_ID } from '../../seed/src/demoIds';
import { db } from '../support/admin';
import { closePage, launchBrowser, newPage, signedIn, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';

// Payments → operations: the administration keeps the accounting classifications from the browser.
// What is made here is removed here.
const RUN = Math.random().toString(36).slice(2, 6);
const NAME = `Quota ordinaria ${RUN}`;
const row = (page: Page, name: string) => page.locator(`[data-testid="operation-row"][data-name="${name}"]`);

async function openOperations(page: Page, email: string) {
  await signedIn(page, email, DEMO_PASSWORD, `${WEB_URL()}/payments`);
  await page.getByTestId('payments-operations-link').click();
  await page.waitForURL('**/payments/operations');
}

describe('payments → operations', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    const made = await db.collection(orgCol(AURORA_ORG_ID, 'operations')).get();
    await Promise.all(made.docs.filter((d) => String(d.get('name')).includes(RUN)).map((d) => d.ref.delete()));
    await browser?.close();
  });

  it('adds one, refuses a second with the same name, makes it inactive, deletes it after a confirmation (it, desktop)', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await openOperations(page, DEMO_EMAILS.auroraAdmin);
    await page.getByTestId('operation-add').click();
    await page.getByTestId('operation-save').click();
    await expect.poll(() => page.getByTestId('operation-dialog').textContent()).toContain('Campo obbligatorio');
    await page.getByTestId('operation-name').fill(NAME);
    // the message goes as soon as the field changes
    await expect.poll(() => page.getByTestId('operation-dialog').textContent()).not.toContain('Campo obbligatorio');
    await page.getByTestId('operation-b1Aggregate').fill('B1-01');
    await page.getByTestId('operation-account').fill('70.01');
    await snap(page, 'payments-operation-dialog-it-desktop');
    await page.getByTestId('operation-save').click();
    await row(page, NAME).waitFor();
    expect(await row(page, NAME).textContent()).toContain('70.01');

    // the same name in other letters is refused at its field, and the dialog stays open
    await page.getByTestId('operation-add').click();
    await page.getByTestId('operation-name').fill(NAME.toUpperCase());
    await page.getByTestId('operation-save').click();
    await expect.poll(() => page.getByTestId('operation-dialog').textContent()).toContain('Valore ripetuto');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('operation-dialog').count()).toBe(0);

    await row(page, NAME).getByTestId('operation-edit').click();
    await page.getByTestId('operation-dialog').getByText('Attiva (proposta sui nuovi pagamenti)').click();
    expect(await page.getByTestId('operation-active').isChecked()).toBe(false);
    await page.getByTestId('operation-save').click();
    await row(page, NAME).getByTestId('operation-inactive').waitFor();
    await snap(page, 'payments-operations-it-desktop');

    await row(page, NAME).getByTestId('operation-delete').click();
    await page.getByTestId('operation-delete-dialog').waitFor();
    await page.getByTestId('operation-delete-confirm').click();
    await expect.poll(() => row(page, NAME).count()).toBe(0);
    await closePage(page);
  });

  it('staff read them without changing them (en, 375 px)', async () => {
    await db.collection(orgCol(AURORA_ORG_ID, 'operations')).add({ name: `Donazioni ${RUN}`, cdc: 'SEDE', active: true });
    const page = await newPage(browser, { lang: 'en', viewport: 'mobile' });
    await openOperations(page, DEMO_EMAILS.auroraStaff);
    await row(page, `Donazioni ${RUN}`).waitFor();
    expect(await page.getByTestId('operation-add').count()).toBe(0);
    expect(await page.getByTestId('operation-edit').count()).toBe(0);
    await snap(page, 'payments-operations-en-mobile');
    await closePage(page);
  });
});
