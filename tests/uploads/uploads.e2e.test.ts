import readExcelFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { orgCol } from '@tessera/domain/paths';
import { PENDING_COUNTERS_KEY } from '@tessera/domain/uploads/memberUpload';
import { AURORA_ORG_ID } from '../../seed/src/demoIds';
import { db } from '../support/admin';
import { launchBrowser, newPage, signedIn, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';
import { crashInChunk0, uploadRef } from './support';

// The dialogs are hosted on the development gallery (/dev/components) until the subscribers page has their buttons.
async function openGallery(page: Page) {
  await signedIn(page, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD, `${WEB_URL()}/dev/components`);
  await page.getByTestId('dev-open-upload').waitFor();
}

const HEADER = 'firstname;lastname;email;dob;address;telephone';
const uploadRefOf = (jobId: string) => uploadRef(jobId, AURORA_ORG_ID);
const file = (rows: string[]) => ({
  name: 'soci.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`${HEADER}\n${rows.join('\n')}\n`, 'utf8'),
});

describe('bulk upload and extraction dialogs', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('uploads a file with a bad row: confirmation for DELETE, live progress, report with line and reason, remembered after a reload', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await openGallery(page);
    await page.getByTestId('dev-open-upload').click();
    const dialog = page.getByTestId('bulk-upload-dialog');
    await dialog.waitFor();
    // Listen for the chooser before anything opens it: Playwright switches Chromium's chooser interception on when the
    // first listener is added, in a message that is not awaited, so a key pressed right after could beat it.
    const chooserOpened = page.waitForEvent('filechooser', { timeout: 60_000 });
    await snap(page, 'uploads-dialog-it-desktop');

    // The file picker is a labelled drop zone: named by its label, the next Tab stop after the modes, Space opens the
    // system chooser, and the chosen name is shown.
    const input = page.getByTestId('upload-file');
    expect(await page.getByLabel(/File \(CSV o XLSX/).getAttribute('data-testid')).toBe('upload-file');
    await page.locator('[data-testid="upload-mode-UPSERT"] input').focus();
    await page.keyboard.press('Tab');
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    const chooser = await chooserOpened;
    // a file dropped on the zone is taken as chosen
    const dropped = await page.evaluateHandle(() => {
      const data = new DataTransfer();
      data.items.add(new File(['a;b\n'], 'trascinato.csv', { type: 'text/csv' }));
      return data;
    });
    await page.getByTestId('upload-file-zone').dispatchEvent('drop', { dataTransfer: dropped });
    await expect.poll(() => page.getByTestId('upload-file-name').textContent()).toBe('trascinato.csv');
    // a non-conforming file, chosen through the keyboard-opened chooser, reaches the server: its message and what is missing
    await chooser.setFiles({ name: 'x.csv', mimeType: 'text/csv', buffer: Buffer.from('nome;cognome\nA;B\n') });
    await expect.poll(() => page.getByTestId('upload-file-name').textContent()).toBe('x.csv');
    await snap(page, 'uploads-dialog-file-it-desktop');
    await page.getByTestId('upload-start').click();
    await expect.poll(() => page.getByTestId('upload-problem').textContent()).toContain('non è conforme');
    await snap(page, 'uploads-nonconforming-it-desktop');

    // DELETE asks first; cancelling sends nothing
    await page.getByTestId('upload-mode-DELETE').click();
    await page.getByTestId('upload-file').setInputFiles(file(['Mario;Nessuno;nessuno@prova.it;;;']));
    await page.getByTestId('upload-start').click();
    await page.getByRole('alertdialog').waitFor();
    await snap(page, 'uploads-confirm-delete-it-desktop');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Annulla' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    expect(await page.getByTestId('upload-job').count()).toBe(0);

    await page.getByTestId('upload-mode-UPSERT').click();
    await page
      .getByTestId('upload-file')
      .setInputFiles(
        file([
          'Ilaria;Caricata;ilaria.caricata@prova.it;12/04/1985;Via Dante 1;021234',
          'Bruno;Sbagliato;non-una-email;01/01/1970;;',
          'Carla;Caricata;carla.caricata@prova.it;1990-06-30;;',
        ]),
      );
    await page.getByTestId('upload-start').click();
    await expect.poll(() => page.getByTestId('upload-job-state').textContent(), { timeout: 90_000 }).toBe('Completato');
    await expect.poll(() => page.getByTestId('upload-job-counters').textContent()).toContain('applicate 2');
    const report = page.getByTestId('upload-report');
    await expect.poll(() => report.textContent()).toContain('Email non valida');
    expect(await report.textContent()).toContain('3');
    await snap(page, 'uploads-report-it-desktop');

    // "pending-counters": after a reload the dialog shows the job again
    const pending = await page.evaluate((key) => localStorage.getItem(key), PENDING_COUNTERS_KEY);
    expect(pending).toContain('soci.csv');

    // The run crashes (simulated): the job stalls, "Riprendi" resumes it, and it ends as before — no row twice.
    const jobId = (JSON.parse(pending!) as { jobId: string }[])[0]!.jobId;
    await crashInChunk0(jobId, { org: AURORA_ORG_ID, leaseEndsAt: Date.now() - 1000 });
    await expect.poll(() => page.getByTestId('upload-job-state').getAttribute('data-state')).toBe('STALLED');
    expect(await page.getByTestId('upload-job-state').textContent()).toBe('Fermo');
    await snap(page, 'uploads-stalled-it-desktop');
    await page.getByTestId('upload-job-resume').click();
    await expect.poll(() => page.getByTestId('upload-job-state').textContent(), { timeout: 90_000 }).toBe('Completato');
    await expect.poll(() => page.getByTestId('upload-job-counters').textContent()).toContain('applicate 2');
    expect(await page.getByTestId('upload-job-resume').count()).toBe(0);
    expect((await uploadRefOf(jobId).get()).data()).toMatchObject({ state: 'DONE', processed: 3, applied: 2, refused: 1, resumes: 1 });
    const same = await db.collection(orgCol(AURORA_ORG_ID, 'members')).where('email', '==', 'ilaria.caricata@prova.it').get();
    expect(same.size).toBe(1);

    await page.reload();
    await page.getByTestId('dev-open-upload').click();
    await expect.poll(() => page.getByTestId('upload-job').count()).toBe(1);
    await page.getByTestId('upload-job-forget').click();
    await expect.poll(() => page.getByTestId('upload-job').count()).toBe(0);
    await page.context().close();
  }, 240_000);

  it('extraction downloads an XLSX of the chosen columns, a custom field among them', async () => {
    const field = db.doc(`${orgCol(AURORA_ORG_ID, 'customFields')}/e2e-extraction`);
    await field.set({ name: 'Taglia e2e', type: 'TEXT', allowedValues: [], visibleToMember: false, order: 99 });
    try {
      const page = await newPage(browser, { lang: 'it' });
      await openGallery(page);
      await page.getByTestId('dev-open-extraction').click();
      await page.getByTestId('extraction-dialog').waitFor();
      await page.getByTestId('extraction-dialog').getByText('Telefono', { exact: true }).click();
      await expect.poll(() => page.getByTestId('extraction-column-phone').isChecked()).toBe(true);
      await page.getByTestId('extraction-custom').getByText('Taglia e2e', { exact: true }).click();
      await expect.poll(() => page.getByTestId('extraction-custom-e2e-extraction').isChecked()).toBe(true);
      await snap(page, 'uploads-extraction-it-desktop');
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('extraction-download').click()]);
      expect(download.suggestedFilename()).toMatch(/^estrazione-\d{4}-\d{2}-\d{2}\.xlsx$/);
      const [sheet] = await readExcelFile(await download.path());
      expect(sheet!.data[0]).toEqual(expect.arrayContaining(['Telefono', 'Taglia e2e']));
      expect(sheet!.data[0]!.at(-1)).toBe('Taglia e2e');
      await page.context().close();
    } finally {
      await field.delete();
    }
  });

  for (const [lang, viewport] of [
    ['en', 'desktop'],
    ['it', 'mobile'],
    ['en', 'mobile'],
  ] as const) {
    it(`both dialogs in ${lang} at ${viewport}`, async () => {
      const page = await newPage(browser, { lang, viewport });
      await openGallery(page);
      await page.getByTestId('dev-open-upload').click();
      await page.getByTestId('bulk-upload-dialog').waitFor();
      await page.getByTestId('upload-mode-RESET').click();
      await snap(page, `uploads-dialog-${lang}-${viewport}`);
      // a stalled job in the list, with its Resume button
      const jobId = `stalled-${lang}-${viewport}`;
      await uploadRefOf(jobId).set({
        kind: 'members',
        mode: 'UPSERT',
        fileName: 'soci-grande.csv',
        format: 'csv',
        state: 'RUNNING',
        total: 1200,
        processed: 500,
        applied: 490,
        skipped: 4,
        refused: 6,
        chunks: 3,
        createdBy: 'e2e',
        scope: { role: 'organization', groups: [] },
        leaseId: 'crashed-run',
        leaseExpiresAt: Timestamp.fromMillis(Date.now() - 60_000),
        createdAt: Timestamp.now(),
        updatedAt: Timestamp.now(),
      });
      await page.evaluate(
        ([key, job]) =>
          localStorage.setItem(key, JSON.stringify([{ orgId: 'aps-aurora', jobId: job, fileName: 'soci-grande.csv', mode: 'UPSERT' }])),
        [PENDING_COUNTERS_KEY, jobId] as const,
      );
      // the dialog reads the remembered jobs when the page loads
      await page.reload();
      await page.getByTestId('dev-open-upload').click();
      await page.getByTestId('upload-job-resume').waitFor();
      expect(await page.getByTestId('upload-job-resume').textContent()).toBe(lang === 'en' ? 'Resume' : 'Riprendi');
      await snap(page, `uploads-stalled-${lang}-${viewport}`);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(viewport === 'mobile' ? 375 : 1280);
      await page.keyboard.press('Escape');
      await page.getByTestId('bulk-upload-dialog').waitFor({ state: 'detached' });
      await page.getByTestId('dev-open-extraction').click();
      await page.getByTestId('extraction-dialog').waitFor();
      await snap(page, `uploads-extraction-${lang}-${viewport}`);
      await page.context().close();
    });
  }
});
