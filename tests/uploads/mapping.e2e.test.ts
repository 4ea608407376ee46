import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { orgCol } from '@tessera/domain/paths';
import { AURORA_ORG_ID } from '../../seed/src/demoIds';
import { db } from '../support/admin';
import { launchBrowser, newPage, signedIn, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';

// A secretary's spreadsheet with Italian headers, as Excel saves it (`;`), through the upload dialog's proposed mapping.
const ITALIAN = [
  'Cognome;Nome;Data di nascita;Luogo di nascita;Indirizzo;CAP;Città;Cellulare;E-mail',
  'Mappata;Giulia;05/03/1981;Roma;Via Verdi 1;00118;Roma;+39 333.123.4567;giulia.mappata@prova.it',
  'Scartato;Piero;31/02/1990;;;;;;piero.scartato@prova.it',
].join('\r\n');
const italianFile = { name: 'soci-excel.csv', mimeType: 'text/csv', buffer: Buffer.from(ITALIAN, 'utf8') };

async function openUpload(page: Page) {
  await signedIn(page, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD);
  await page.waitForURL('**/subscribers');
  await page.goto(`${WEB_URL()}/dev/components`);
  await page.getByTestId('dev-open-upload').click();
  await page.getByTestId('bulk-upload-dialog').waitFor();
}

describe('bulk upload of a file from another tool', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('proposes the mapping of Italian headers, previews the rows, saves the mapping, and uploads with it', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await openUpload(page);
    await page.getByTestId('upload-file').setInputFiles(italianFile);
    const mapping = page.getByTestId('upload-mapping');
    await mapping.waitFor();
    // the proposal: each column's select on its field, "not imported" for the birthplace
    await expect.poll(() => page.getByTestId('upload-map-0').inputValue()).toBe('lastname');
    expect(await page.getByTestId('upload-map-2').inputValue()).toBe('dob');
    expect(await page.getByTestId('upload-map-3').inputValue()).toBe('');
    expect(await page.getByTestId('upload-map-7').inputValue()).toBe('telephone');
    expect(await page.getByLabel('Cellulare').getAttribute('data-testid')).toBe('upload-map-7');
    // the first rows as stored (the day-first date read, the tax code-less row) and the refused one with why
    const rows = page.getByTestId('upload-preview-rows');
    await expect.poll(() => rows.textContent()).toContain('05/03/1981');
    expect(await rows.textContent()).toContain('giulia.mappata@prova.it');
    expect(await page.getByTestId('upload-preview-refused').textContent()).toContain(
      'Riga 3: Data non valida (gg/mm/aaaa) (Data di nascita)',
    );
    await mapping.scrollIntoViewIfNeeded();
    await snap(page, 'uploads-mapping-it-desktop');
    await rows.scrollIntoViewIfNeeded();
    await snap(page, 'uploads-mapping-rows-it-desktop');

    // a column given up: the preview follows
    await page.getByTestId('upload-map-6').selectOption('');
    await expect.poll(() => rows.textContent()).not.toContain('Roma');
    await page.getByTestId('upload-map-6').selectOption('city');
    await expect.poll(() => rows.textContent()).toContain('Roma');

    // saved by name, then offered among the saved ones
    await page.getByTestId('upload-mapping-name').fill('Foglio della segreteria');
    await page.getByTestId('upload-mapping-save').click();
    await page.getByTestId('upload-saved-mapping').waitFor();
    expect(await page.getByTestId('upload-saved-mapping').textContent()).toContain('Foglio della segreteria');
    const saved = await db.collection(orgCol(AURORA_ORG_ID, 'uploadMappings')).get();
    expect(saved.docs.map((d) => d.get('mapping'))).toContainEqual(
      expect.objectContaining({ Cognome: 'lastname', Cellulare: 'telephone' }),
    );

    await page.getByTestId('upload-start').click();
    await expect.poll(() => page.getByTestId('upload-job-state').textContent(), { timeout: 90_000 }).toBe('Completato');
    await expect.poll(() => page.getByTestId('upload-job-counters').textContent()).toContain('applicate 1');
    const stored = await db.collection(orgCol(AURORA_ORG_ID, 'members')).where('email', '==', 'giulia.mappata@prova.it').get();
    expect(stored.docs[0]?.data()).toMatchObject({
      name: 'Giulia',
      surname: 'Mappata',
      phone: '+39 333.123.4567',
      residence: expect.objectContaining({ line: 'Via Verdi 1', zip: '00118', city: 'Roma' }),
    });
    await page.context().close();
  }, 240_000);

  for (const [lang, viewport] of [
    ['en', 'desktop'],
    ['it', 'mobile'],
    ['en', 'mobile'],
  ] as const) {
    it(`the mapping in ${lang} at ${viewport}`, async () => {
      const page = await newPage(browser, { lang, viewport });
      await openUpload(page);
      await page.getByTestId('upload-file').setInputFiles(italianFile);
      await page.getByTestId('upload-preview-rows').waitFor();
      await page.getByTestId('upload-mapping').scrollIntoViewIfNeeded();
      await snap(page, `uploads-mapping-${lang}-${viewport}`);
      await page.getByTestId('upload-preview-refused').scrollIntoViewIfNeeded();
      await snap(page, `uploads-mapping-rows-${lang}-${viewport}`);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(viewport === 'mobile' ? 375 : 1280);
      await page.context().close();
    });
  }
});
