import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { orgCol } from '@tessera/domain/paths';
import { TEVERE_ORG_ID } from '../../seed/src/demoIds';
import { db } from '../support/admin';
import { launchBrowser, newPage, signedIn, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';

// A payment file from another tool in the payments upload dialog: its foreign headers read through the proposed
// column mapping, the preview of its rows, the upload recording them (it, desktop), and the mapping screen in both
// languages at desktop and 375 px. What is made here (jobs, payments, the saved mapping) is removed here.
const uploads = () => db.collection(orgCol(TEVERE_ORG_ID, 'uploads'));
const savedMappings = () => db.collection(orgCol(TEVERE_ORG_ID, 'uploadMappings'));
const year = new Date().getUTCFullYear();
/** the payments' days are last year's: always past (an upload refuses a day still to come, as 15 January is early in January) */
const payDayYear = year - 1;

/** A treasurer's sheet of bank transfers, headers in Italian, as Excel saves it (`;`); none renews a card. */
function transfers(card: string) {
  const lines = [
    'Data versamento;Nominativo;N. tessera;Importo (€);Causale;Note;Rinnovo tessera',
    `03/01/${payDayYear};Socio della prova;${card};"€ 17,50";Contributo gita al lago;bonifico;no`,
    `04/01/${payDayYear};Socio della prova;${card};1.500;Contributo gita al lago;;no`,
  ];
  return { name: 'versamenti.csv', mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8') };
}

/** A Wild Apricot payments export: English headers and amounts, the payer by an email no member holds. */
const wildApricot = () => {
  const lines = ['Payment date,Contact,Email,Amount,Comment', `"Jan 15, ${payDayYear}",Nobody,nobody.here@example.org,"1,250.00",`];
  return { name: 'payments.csv', mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8') };
};

async function openUpload(page: Page) {
  await signedIn(page, DEMO_EMAILS.tevereAdmin, DEMO_PASSWORD, `${WEB_URL()}/payments`);
  await page.getByTestId('payments-upload').click();
  await page.getByTestId('payment-upload-dialog').waitFor();
}

describe('payments upload of a file from another tool', () => {
  let browser: Browser;
  let before: Set<string>;
  let card: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    before = new Set((await uploads().get()).docs.map((d) => d.id));
    const member = (await db.collection(orgCol(TEVERE_ORG_ID, 'members')).where('cardNumber', '!=', null).limit(1).get()).docs[0]!;
    card = String(member.get('cardNumber'));
  });
  afterAll(async () => {
    for (const job of (await uploads().get()).docs.filter((d) => !before.has(d.id))) {
      const made = await db.collection(orgCol(TEVERE_ORG_ID, 'payments')).where('uploadJob', '==', job.id).get();
      await Promise.all(made.docs.map((p) => p.ref.delete()));
      await db.recursiveDelete(job.ref);
    }
    const mine = (await savedMappings().get()).docs.filter((d) => d.get('name') === 'Versamenti del tesoriere');
    await Promise.all(mine.map((d) => d.ref.delete()));
    await browser?.close();
  });

  it('proposes the mapping of Italian headers, previews the rows, saves the mapping and records the payment (it, desktop)', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await openUpload(page);
    await page.getByTestId('upload-year').selectOption(String(year));
    await page.getByTestId('upload-file').setInputFiles(transfers(card));
    const mapping = page.getByTestId('upload-mapping');
    await mapping.waitFor();
    // the proposal: each column's select on its payment column, "not imported" for the payer's name
    await expect.poll(() => page.getByTestId('upload-map-0').inputValue()).toBe('paydate');
    expect(await page.getByTestId('upload-map-1').inputValue()).toBe('');
    expect(await page.getByTestId('upload-map-2').inputValue()).toBe('cardnumber');
    expect(await page.getByTestId('upload-map-3').inputValue()).toBe('amount');
    expect(await page.getByTestId('upload-map-4').inputValue()).toBe('object');
    expect(await page.getByTestId('upload-map-5').inputValue()).toBe('notes');
    expect(await page.getByTestId('upload-map-6').inputValue()).toBe('fee');
    expect(await page.getByLabel('Importo (€)').getAttribute('data-testid')).toBe('upload-map-3');
    // the first row as stored (the day first, the amount in euro) and the refused one with why
    const rows = page.getByTestId('upload-preview-rows');
    await expect.poll(() => rows.textContent()).toContain(`03/01/${payDayYear}`);
    expect(await rows.textContent()).toContain('€ 17,50');
    expect(await rows.textContent()).toContain('Contributo gita al lago');
    // what the file leaves to the dialog shows too: the pay year chosen, the fee or not
    expect(await rows.locator('thead').textContent()).toContain('Anno di competenza');
    expect(await rows.locator('tbody tr').first().textContent()).toContain(`${year}`);
    expect(await page.getByTestId('upload-preview-amounts').textContent()).toBe("Importi letti all'italiana (1.250,00)");
    expect(await page.getByTestId('upload-preview-refused').textContent()).toContain('Riga 3: Importo non valido o ambiguo');
    expect(await page.getByTestId('upload-preview-refused').textContent()).toContain('(Importo (€))');
    await mapping.scrollIntoViewIfNeeded();
    await snap(page, 'payments-mapping-it-desktop');
    await rows.scrollIntoViewIfNeeded();
    await snap(page, 'payments-mapping-rows-it-desktop');

    // the notes given up: the preview follows
    await page.getByTestId('upload-map-5').selectOption('');
    await expect.poll(() => rows.textContent()).not.toContain('bonifico');

    // saved by name for payment files, then offered among the saved ones
    await page.getByTestId('upload-mapping-name').fill('Versamenti del tesoriere');
    await page.getByTestId('upload-mapping-save').click();
    await page.getByTestId('upload-saved-mapping').waitFor();
    expect(await page.getByTestId('upload-saved-mapping').textContent()).toContain('Versamenti del tesoriere');
    const saved = (await savedMappings().get()).docs.find((d) => d.get('name') === 'Versamenti del tesoriere')!;
    expect(saved.data()).toMatchObject({ kind: 'payments', mapping: expect.objectContaining({ 'Importo (€)': 'amount', Note: null }) });

    await page.getByTestId('upload-start').click();
    await page.locator('[data-testid="upload-job-state"][data-state="DONE"]').waitFor({ timeout: 90_000 });
    expect(await page.getByTestId('upload-job-counters').textContent()).toBe('2 di 2 righe · applicate 1 · saltate 0 · rifiutate 1');
    const job = (await uploads().get()).docs.find((d) => !before.has(d.id))!;
    const made = await db.collection(orgCol(TEVERE_ORG_ID, 'payments')).where('uploadJob', '==', job.id).get();
    expect(made.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({
        amount: 1750,
        object: 'Contributo gita al lago',
        notes: '',
        mode: 'BONIFICO',
        payYear: year,
        cardPayment: false,
      }),
    ]);
    await page.context().close();
  }, 240_000);

  it('an English export: its amounts read the English way, its payer by email, not found (en, desktop)', async () => {
    const page = await newPage(browser, { lang: 'en' });
    await openUpload(page);
    await page.getByTestId('upload-file').setInputFiles(wildApricot());
    await expect.poll(() => page.getByTestId('upload-map-2').inputValue()).toBe('email');
    const rows = page.getByTestId('upload-preview-rows');
    await expect.poll(() => rows.textContent()).toContain('€1,250.00');
    expect(await rows.textContent()).toContain(`15/01/${payDayYear}`);
    expect(await page.getByTestId('upload-preview-amounts').textContent()).toBe(
      'Amounts read the English way (1,250.00): every amount of the file is written so',
    );
    await page.getByTestId('upload-start').click();
    await page.locator('[data-testid="upload-job-state"][data-state="DONE"]').waitFor({ timeout: 90_000 });
    await expect.poll(() => page.getByTestId('upload-report').textContent()).toContain('No member with this email');
    await page.context().close();
  }, 240_000);

  for (const [lang, viewport] of [
    ['en', 'desktop'],
    ['it', 'mobile'],
    ['en', 'mobile'],
  ] as const) {
    it(`the payment mapping in ${lang} at ${viewport}`, async () => {
      const page = await newPage(browser, { lang, viewport });
      await openUpload(page);
      await page.getByTestId('upload-file').setInputFiles(transfers(card));
      await page.getByTestId('upload-preview-rows').waitFor();
      await page.getByTestId('upload-mapping').scrollIntoViewIfNeeded();
      await snap(page, `payments-mapping-${lang}-${viewport}`);
      await page.getByTestId('upload-preview-refused').scrollIntoViewIfNeeded();
      await snap(page, `payments-mapping-rows-${lang}-${viewport}`);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(viewport === 'mobile' ? 375 : 1280);
      await page.context().close();
    });
  }
});
