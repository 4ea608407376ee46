import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { orgCol } from '@tessera/domain/paths';
import { isoPlusDays, todayInItaly } from '@tessera/domain/locale/dates';
import { conventionListFields } from '@tessera/domain/entities/convention';
import { AURORA_ORG_ID } from '../../seed/src/demoIds';
import { db } from '../support/admin';
import { launchBrowser, newPage, signedIn, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';
import { onePagePdf } from '../support/pdfTools';

// Convenzioni on the Aurora demo association: its four seeded conventions (running, expiring, expired,
// perpetual); each test removes what it creates.
const PDF = onePagePdf();
const rows = (page: Page) => page.getByTestId('convention-row');

async function openList(page: Page, email: string = DEMO_EMAILS.auroraAdmin) {
  await signedIn(page, email, DEMO_PASSWORD, `${WEB_URL()}/contracts`);
  await expect.poll(() => rows(page).count()).toBeGreaterThanOrEqual(4);
}
const stateOf = (page: Page, name: string) =>
  rows(page).filter({ hasText: name }).getByTestId('convention-state').getAttribute('data-state');
/** An ISO date `days` from today in Italy. */
const fromToday = (days: number) => isoPlusDays(todayInItaly(), days);
/**
 * The seed dates the demo from today, but a convention's state is judged to the day: the expiring and the expired one
 * are dated here from the real today, so they are in those states whatever day the seed ran.
 */
async function datedFromToday(id: string, startDays: number, endDays: number) {
  const ref = db.doc(`${orgCol(AURORA_ORG_ID, 'conventions')}/${id}`);
  const name = (await ref.get()).get('name') as string;
  const endDate = fromToday(endDays);
  await ref.update({ startDate: fromToday(startDays), endDate, ...conventionListFields({ name, endDate }) });
}
const conventionsNamed = async (name: string) =>
  (await db.collection(orgCol(AURORA_ORG_ID, 'conventions')).where('name', '==', name).get()).docs;

describe('conventions', () => {
  let browser: Browser;
  beforeAll(async () => {
    await datedFromToday('cv-palestra', -340, 20);
    await datedFromToday('cv-brianza', -700, -45);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const d of await conventionsNamed('Cinema Aurora')) await d.ref.delete();
    await browser?.close();
  });

  it('the list marks expiring and expired conventions, searches by name and filters by company (it, desktop)', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await openList(page);
    expect(await stateOf(page, 'Palestra: abbonamento ridotto')).toBe('expiring');
    expect(await stateOf(page, 'Servizi alla persona Brianza')).toBe('expired');
    expect(await stateOf(page, 'Consulenza fiscale Aurora Servizi')).toBe('active');
    expect(await rows(page).filter({ hasText: 'Consulenza fiscale' }).textContent()).toContain('senza scadenza');
    await expect.poll(() => page.getByTestId('conventions-count').textContent()).toBe('4 convenzioni');
    await snap(page, 'conventions-list-it-desktop');
    await page.getByTestId('conventions-search').fill('libr');
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await rows(page).textContent()).toContain('Sconto libri Navigli');
    await page.getByTestId('conventions-search').fill('');
    await expect.poll(() => rows(page).count()).toBe(4);
    await page.getByTestId('conventions-company-filter').selectOption({ label: 'Palestra Corpo Libero' });
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await rows(page).textContent()).toContain('Palestra');
    await page.context().close();
  });

  it('creates a convention (errors at their fields first), uploads a document with progress, refuses an executable renamed .pdf, downloads, removes, deletes (it, desktop)', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await openList(page);
    await page.getByTestId('convention-new').click();
    await page.getByTestId('convention-save').click();
    await expect.poll(() => page.getByTestId('convention-form').textContent()).toContain('Campo obbligatorio');
    await snap(page, 'conventions-new-errors-it-desktop');
    await page.getByTestId('convention-name').fill('Cinema Aurora');
    await page.getByTestId('convention-company').selectOption({ label: 'Libreria dei Navigli' });
    await page.getByTestId('convention-startDate').fill('2026-03-01');
    await page.getByTestId('convention-endDate').fill('2026-02-01');
    await page.getByTestId('convention-save').click();
    await expect.poll(() => page.getByTestId('convention-form').textContent()).toContain('precedente a quella di inizio');
    await page.getByTestId('convention-endDate').fill('2027-02-28');
    await page.getByTestId('convention-description').fill('Biglietto ridotto dal lunedì al giovedì');
    await page.getByTestId('convention-save').click();
    await page.waitForURL(/\/contracts\/[A-Za-z0-9]{20}$/);
    await page.getByTestId('convention-documents-empty').waitFor();
    expect((await conventionsNamed('Cinema Aurora')).map((d) => d.get('endDate'))).toEqual(['2027-02-28']);

    // an executable renamed .pdf is refused at the file field, and nothing is listed
    await page.getByTestId('convention-document-name').fill('Programma');
    await page.getByTestId('convention-document-file').setInputFiles({
      name: 'programma.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(256)]),
    });
    await page.getByTestId('convention-document-upload').click();
    await expect.poll(() => page.getByTestId('convention-document-file-error').textContent()).toContain('Formato non ammesso');
    await snap(page, 'conventions-document-refused-it-desktop');
    // a real PDF (3 MB: long enough to show the progress bar) is uploaded, listed with its size, and downloaded under its own name
    await page.getByTestId('convention-document-name').fill('Accordo firmato');
    const bigPdf = Buffer.concat([PDF, Buffer.alloc(3 * 1024 * 1024, 0x20)]);
    await page
      .getByTestId('convention-document-file')
      .setInputFiles({ name: 'accordo-cinema.pdf', mimeType: 'application/pdf', buffer: bigPdf });
    // The bar may show for less than a polling interval on a fast machine: an observer records that it appeared.
    await page.evaluate(() => {
      const seen = window as unknown as { progressSeen: boolean };
      seen.progressSeen = false;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="convention-document-progress"]')) seen.progressSeen = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByTestId('convention-document-upload').click();
    await page.waitForFunction(() => (window as unknown as { progressSeen: boolean }).progressSeen);
    // the bar goes when the API has answered (the live list may show the document a moment before)
    await page.getByTestId('convention-document-progress').waitFor({ state: 'detached', timeout: 60_000 });
    await expect.poll(() => page.getByTestId('convention-document').count()).toBe(1);
    expect(await page.getByTestId('convention-document').textContent()).toMatch(/3 MB/);
    expect(await page.getByTestId('convention-document').textContent()).toContain('Accordo firmato');
    expect(await page.getByTestId('convention-document-name').inputValue()).toBe('');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('convention-document-download').click()]);
    expect(download.suggestedFilename()).toBe('accordo-cinema.pdf');
    await snap(page, 'conventions-detail-it-desktop');
    // removing asks first
    await page.getByTestId('convention-document-remove').click();
    await page.getByTestId('convention-document-remove-confirm').click();
    await page.getByTestId('convention-documents-empty').waitFor();
    // deleting asks first, then the list no longer has it
    await page.getByTestId('convention-delete').click();
    await page.getByTestId('convention-delete-dialog').waitFor();
    await snap(page, 'conventions-delete-confirm-it-desktop');
    await page.getByTestId('convention-delete-confirm').click();
    await page.waitForURL((url) => url.pathname === '/contracts');
    await expect.poll(async () => (await conventionsNamed('Cinema Aurora')).length).toBe(0);
    await expect.poll(() => rows(page).filter({ hasText: 'Cinema Aurora' }).count()).toBe(0);
    await page.context().close();
  });

  it('staff reads a convention without the means to change it', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await openList(page, DEMO_EMAILS.auroraStaff);
    expect(await page.getByTestId('convention-new').count()).toBe(0);
    await rows(page).filter({ hasText: 'Sconto libri Navigli' }).getByRole('link').click();
    await page.getByTestId('convention-read-only').waitFor();
    expect(await page.getByTestId('convention-delete').count()).toBe(0);
    expect(await page.getByTestId('convention-save').count()).toBe(0);
    expect(await page.getByTestId('convention-name').isDisabled()).toBe(true);
    await page.context().close();
  });

  for (const lang of ['en', 'it'] as const)
    it(`list and detail at 375 px in ${lang}`, async () => {
      const page = await newPage(browser, { lang, viewport: 'mobile' });
      await openList(page);
      await snap(page, `conventions-list-${lang}-mobile`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await rows(page).filter({ hasText: 'Palestra' }).getByRole('link').click();
      await page.getByTestId('convention-documents').waitFor();
      await snap(page, `conventions-detail-${lang}-mobile`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.context().close();
    });

  it('the documents archive is a preference: off, a convention shows no documents; switched on, they appear (en, desktop)', async () => {
    const org = db.doc(`organizations/${AURORA_ORG_ID}`);
    const page = await newPage(browser, { lang: 'en' });
    await openList(page);
    await org.update({ 'preferences.documentsArchive': false });
    try {
      await rows(page).filter({ hasText: 'Palestra' }).getByRole('link').click();
      await page.getByTestId('convention-form').waitFor();
      // the page reads the preference live: the section comes as soon as it is switched on
      expect(await page.getByTestId('convention-documents').count()).toBe(0);
      await snap(page, 'conventions-detail-no-archive-en-desktop');
      await org.update({ 'preferences.documentsArchive': true });
      await page.getByTestId('convention-documents').waitFor();
    } finally {
      await org.update({ 'preferences.documentsArchive': true });
    }
    await page.context().close();
  });
});
