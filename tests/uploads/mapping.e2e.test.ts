import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Timestamp } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { orgCol } from '@tessera/domain/paths';
import { AURORA_ORG_ID } from '../../seed/src/demoIds';
import { db } from '../support/admin';
import { launchBrowser, newPage, signedIn, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';
import { taxCode } from '../support/taxCodes';

// A secretary's spreadsheet with Italian headers, as Excel saves it (`;`), through the upload dialog's proposed mapping.
const ITALIAN = [
  'Cognome;Nome;Data di nascita;Luogo di nascita;Indirizzo;CAP;Città;Cellulare;E-mail',
  'Mappata;Giulia;05/03/1981;Roma;Via Verdi 1;00118;Roma;+39 333.123.4567;giulia.mappata@prova.it',
  'Scartato;Piero;31/02/1990;;;;;;piero.scartato@prova.it',
].join('\r\n');
const italianFile = { name: 'soci-excel.csv', mimeType: 'text/csv', buffer: Buffer.from(ITALIAN, 'utf8') };

// An old membership program's export: its surname and name columns are named as no proposal guesses, so the
// secretary maps them by hand once, saves that, and picks it for the next export of the same program.
const OLD_PROGRAM = 'Cognome socio;Nome socio;CF;Posta elettronica;Nato il';
const oldProgramFile = (name: string, header: string, rows: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from([header, ...rows].join('\r\n'), 'utf8'),
});
const SALVATI = taxCode('SLVMRT85D52H501');
const NERI = taxCode('NRELCU79P03H501');

/** The text of a preview row's cell under the column the table heads with `column` (null while it has none). */
async function previewCell(page: Page, column: string, row: number): Promise<string | null> {
  const table = page.getByTestId('upload-preview-rows');
  if ((await table.count()) === 0) return null;
  const index = (await table.locator('thead th').allTextContents()).indexOf(column);
  if (index < 0) return null;
  return table.locator('tbody tr').nth(row).locator('td').nth(index).textContent();
}

async function openUpload(page: Page) {
  await signedIn(page, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD, `${WEB_URL()}/dev/components`);
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

  it('a mapping made by hand and saved is picked for a later file of the same program, which uploads with it', async () => {
    // the first export: the proposal leaves the names out, the secretary maps them and saves the mapping
    const first = await newPage(browser, { lang: 'it' });
    await openUpload(first);
    await first
      .getByTestId('upload-file')
      .setInputFiles(
        oldProgramFile('vecchio-gestionale.csv', OLD_PROGRAM, [
          `Ferri;Paolo;${taxCode('FRRPLA70S21H501')};paolo.ferri@prova.it;21/11/1970`,
        ]),
      );
    await first.getByTestId('upload-mapping-missing').waitFor();
    expect(await first.getByTestId('upload-map-0').inputValue()).toBe('');
    await first.getByTestId('upload-map-0').selectOption('lastname');
    await first.getByTestId('upload-map-1').selectOption('firstname');
    await expect.poll(() => previewCell(first, 'Cognome', 0)).toBe('Ferri');
    await first.getByTestId('upload-mapping-name').fill('Vecchio gestionale');
    await first.getByTestId('upload-mapping-save').click();
    await expect.poll(() => first.getByTestId('upload-saved-mapping').locator('option').allTextContents()).toContain('Vecchio gestionale');
    await first.context().close();

    // the next export, its headers written with other capitals: the proposal still misses the names
    const page = await newPage(browser, { lang: 'it' });
    await openUpload(page);
    await page
      .getByTestId('upload-file')
      .setInputFiles(
        oldProgramFile('vecchio-gestionale-2026.csv', OLD_PROGRAM.replace('Cognome socio', 'COGNOME SOCIO'), [
          `Salvati;Marta;${SALVATI};marta.salvati@prova.it;12/04/1985`,
          `Neri;Luca;${NERI};luca.neri@prova.it;03/09/1979`,
        ]),
      );
    await page.getByTestId('upload-mapping-missing').waitFor();
    expect(await page.getByTestId('upload-map-0').inputValue()).toBe('');
    expect(await page.getByTestId('upload-map-1').inputValue()).toBe('');

    // the saved mapping chosen from the list: each column on the field it names, the rows read through it
    await page.getByTestId('upload-saved-mapping').selectOption({ label: 'Vecchio gestionale' });
    await expect.poll(() => page.getByTestId('upload-map-0').inputValue()).toBe('lastname');
    expect(await page.getByTestId('upload-map-1').inputValue()).toBe('firstname');
    expect(await page.getByTestId('upload-map-2').inputValue()).toBe('taxcode');
    await expect.poll(() => previewCell(page, 'Cognome', 0)).toBe('Salvati');
    expect(await previewCell(page, 'Nome', 0)).toBe('Marta');
    expect(await previewCell(page, 'Codice fiscale', 1)).toBe(NERI);
    expect(await page.getByTestId('upload-mapping-missing').count()).toBe(0);
    await page.getByTestId('upload-mapping').scrollIntoViewIfNeeded();
    await snap(page, 'uploads-mapping-saved-it-desktop');

    await page.getByTestId('upload-start').click();
    await expect.poll(() => page.getByTestId('upload-job-state').textContent(), { timeout: 90_000 }).toBe('Completato');
    await expect.poll(() => page.getByTestId('upload-job-counters').textContent()).toContain('applicate 2');
    const members = db.collection(orgCol(AURORA_ORG_ID, 'members'));
    const [salvati, neri] = await Promise.all(
      ['marta.salvati@prova.it', 'luca.neri@prova.it'].map((email) => members.where('email', '==', email).get()),
    );
    const born = (d: FirebaseFirestore.DocumentData | undefined) => (d?.birthDate as Timestamp | undefined)?.toDate().toISOString();
    expect(salvati!.docs[0]?.data()).toMatchObject({ surname: 'Salvati', name: 'Marta', ssn: SALVATI });
    expect(born(salvati!.docs[0]?.data())).toBe('1985-04-12T00:00:00.000Z');
    expect(neri!.docs[0]?.data()).toMatchObject({ surname: 'Neri', name: 'Luca', ssn: NERI });
    expect(born(neri!.docs[0]?.data())).toBe('1979-09-03T00:00:00.000Z');
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
