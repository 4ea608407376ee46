import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { orgCol } from '@tessera/domain/paths';
import { TEVERE_ORG_ID } from '../../seed/src/demoIds';
import { db } from '../support/admin';
import { closePage, launchBrowser, newPage, signedIn, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD, demoToken } from '../support/demo';
import { api } from '../support/api';

// The payments bulk upload in the browser: Tevere's admin uploads a payroll file from Pagamenti, follows
// the job and reads the report (it, desktop), and is told what a non-conforming file lacks (en, 375 px). Afterwards the
// jobs and the payments they recorded are removed: what is made here is removed here.
const uploads = () => db.collection(orgCol(TEVERE_ORG_ID, 'uploads'));
const csv = (name: string, lines: string[]) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\n')}\n`, 'utf8') });

describe('payments bulk upload', () => {
  let browser: Browser;
  let before: Set<string>;
  beforeAll(async () => {
    browser = await launchBrowser();
    before = new Set((await uploads().get()).docs.map((d) => d.id));
  });
  afterAll(async () => {
    for (const job of (await uploads().get()).docs.filter((d) => !before.has(d.id))) {
      const made = await db.collection(orgCol(TEVERE_ORG_ID, 'payments')).where('uploadJob', '==', job.id).get();
      await Promise.all(made.docs.map((p) => p.ref.delete()));
      await db.recursiveDelete(job.ref);
    }
    await browser?.close();
  });

  it('uploads a payroll file of its payroll company, follows the job and reads the refused row (it, desktop)', async () => {
    // Tevere Eventi pays by payroll deduction for this test (settings), and not after it
    const admin = await demoToken(DEMO_EMAILS.tevereAdmin);
    const payrollCompanies = (payload: string[]) =>
      api('POST', '/v1/settings/update-payroll-companies', { token: admin, body: { payload } });
    expect((await payrollCompanies(['gco-tevere-eventi'])).status).toBe(200);
    try {
      await payrollFile();
    } finally {
      await payrollCompanies([]);
    }
  });

  async function payrollFile() {
    const member = (await db.collection(orgCol(TEVERE_ORG_ID, 'members')).where('cardNumber', '!=', null).limit(1).get()).docs[0]!;
    const card = String(member.get('cardNumber'));
    const page = await newPage(browser, { lang: 'it' });
    await signedIn(page, DEMO_EMAILS.tevereAdmin, DEMO_PASSWORD, `${WEB_URL()}/payments`);
    await page.getByTestId('payments-upload').click();
    const dialog = page.getByTestId('payment-upload-dialog');
    await dialog.waitFor();
    await snap(page, 'payments-upload-it-desktop');

    await page.getByTestId('upload-mode-PAYROLL').click();
    await page.getByTestId('upload-company').selectOption('gco-tevere-eventi');
    const year = new Date().getUTCFullYear();
    await page.getByTestId('upload-year').selectOption(String(year));
    await page.getByTestId('upload-file').setInputFiles(
      csv('trattenute.csv', [
        'cardnumber;paydate;amount;object;fee',
        `${card};02/01/${year - 1};15,00;Contributo gita;no`,
        `99999999;02/01/${year - 1};15,00;Contributo gita;no`,
        `${card};02/01/${year - 1};1.500;Contributo gita;no`, // thousands or three decimals? refused, not guessed
      ]),
    );
    await page.getByTestId('upload-start').click();

    await page.locator('[data-testid="upload-job-state"][data-state="DONE"]').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('upload-job-counters').textContent()).toBe('3 di 3 righe · applicate 1 · saltate 0 · rifiutate 2');
    const report = page.getByTestId('upload-report');
    await expect.poll(() => report.textContent()).toContain('Nessun associato con questo codice fiscale o numero di tessera');
    expect(await report.textContent()).toContain('3');
    // the row and the cell of the amount refused
    expect(await report.locator('tr', { hasText: 'Importo non valido o ambiguo' }).textContent()).toMatch(/^4.*\(amount\)$/);
    expect(await page.getByTestId('upload-job').textContent()).toContain('trattenute.csv · Trattenute in busta paga');
    await snap(page, 'payments-upload-done-it-desktop');

    const recorded = await db
      .collection(orgCol(TEVERE_ORG_ID, 'payments'))
      .where('memberId', '==', member.id)
      .where('object', '==', 'Contributo gita')
      .get();
    expect(recorded.docs.map((d) => d.data())).toMatchObject([
      {
        mode: 'PAYROLL',
        amount: 1500,
        payYear: year,
        status: 'PROCESSED',
        cardPayment: false,
        payrollCompany: { id: 'gco-tevere-eventi', name: 'Tevere Eventi Srl' },
      },
    ]);
    // the payment's page names the company
    await page.goto(`${WEB_URL()}/payments/${recorded.docs[0]!.id}`);
    await expect.poll(() => page.getByTestId('payment-summary').textContent()).toContain('Tevere Eventi Srl');
    await closePage(page);
  }

  it('tells what a non-conforming file lacks (en, 375 px)', async () => {
    const page = await newPage(browser, { lang: 'en', viewport: 'mobile' });
    await signedIn(page, DEMO_EMAILS.tevereAdmin, DEMO_PASSWORD, `${WEB_URL()}/payments`);
    await page.getByTestId('payments-upload').click();
    await page.getByTestId('payment-upload-dialog').waitFor();
    await page.getByTestId('upload-file').setInputFiles(csv('statement.csv', ['name;paydate', 'Rossi;02/01/2026']));
    await page.getByTestId('upload-start').click();
    const problem = page.getByTestId('upload-problem');
    await expect.poll(() => problem.textContent()).toContain('Missing columns: amount, taxcode|cardnumber|email');
    // the dialog reads the file through the proposed mapping: a column it does not know is not imported, not unexpected
    expect(await page.getByTestId('upload-map-0').inputValue()).toBe('');
    expect(await problem.textContent()).not.toContain('Unexpected columns');
    await snap(page, 'payments-upload-problem-en-mobile');
    await closePage(page);
  });

  for (const [lang, viewport] of [
    ['en', 'desktop'],
    ['it', 'mobile'],
  ] as const)
    it(`the dialog in ${lang} at ${viewport === 'mobile' ? '375 px' : 'desktop'}`, async () => {
      const page = await newPage(browser, { lang, viewport });
      await signedIn(page, DEMO_EMAILS.tevereAdmin, DEMO_PASSWORD, `${WEB_URL()}/payments`);
      await page.getByTestId('payments-upload').click();
      await page.getByTestId('payment-upload-dialog').waitFor();
      expect(await page.getByTestId('upload-mode-BANK').textContent()).toContain(
        lang === 'it' ? 'Estratto conto bancario' : 'Bank statement',
      );
      await snap(page, `payments-upload-${lang}-${viewport}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport === 'mobile' ? 375 : 1280);
      await closePage(page);
    });
});
