import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { memberListFieldsOf } from '@tessera/domain/lists/listFields';
import { memberPath, orgCol } from '@tessera/domain/paths';
import { LATEST_VERIFICATION } from '@tessera/domain/payments/verification';
import { TEVERE_ORG_ID } from '../../seed/src/demoIds';
import { db } from '../support/admin';
import { closePage, launchBrowser, login, newPage, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';

// The yearly verification (issue 13 §4) in the browser: Tevere's admin verifies this year's fees from the payments
// page (en, 375 px) after a confirmation, watches the job finish and reads its report. Afterwards every member the job
// changed gets its status back (from the report's `before`), and the jobs are removed: what is made here is removed here.
const jobs = () => db.collection(orgCol(TEVERE_ORG_ID, 'verifications'));

describe('payments verification', () => {
  let browser: Browser;
  let before: Set<string>;
  beforeAll(async () => {
    browser = await launchBrowser();
    before = new Set((await jobs().get()).docs.map((d) => d.id));
  });
  afterAll(async () => {
    for (const job of (await jobs().get()).docs.filter((d) => !before.has(d.id) && d.id !== LATEST_VERIFICATION)) {
      for (const row of (await job.ref.collection('report').get()).docs) {
        const ref = db.doc(memberPath(TEVERE_ORG_ID, row.id));
        const member = (await ref.get()).data()!;
        const restored = { ...member, accountStatus: row.get('before') };
        await ref.update({ accountStatus: row.get('before'), ...memberListFieldsOf(restored) });
        await row.ref.delete();
      }
      await job.ref.delete();
    }
    if (!before.has(LATEST_VERIFICATION)) await jobs().doc(LATEST_VERIFICATION).delete();
    await browser?.close();
  });

  it('verifies this year after a confirmation, shows the progress and the report (en, 375 px)', async () => {
    const page = await newPage(browser, { lang: 'en', viewport: 'mobile' });
    await login(page, DEMO_EMAILS.tevereAdmin, DEMO_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await page.goto(`${WEB_URL()}/payments`);
    await page.getByTestId('payments-verify').click();
    await page.getByTestId('verify-dialog').waitFor();
    await snap(page, 'payments-verify-en-mobile');
    await page.getByTestId('verify-start').click();
    const year = new Date().getUTCFullYear();
    await expect.poll(() => page.getByTestId('verify-confirm-text').textContent()).toContain(`without the ${year} fee`);
    await page.getByTestId('verify-confirm').click();

    await page.locator('[data-testid="verify-job"][data-state="DONE"]').waitFor({ timeout: 60_000 });
    const job = (await jobs().where('year', '==', year).where('state', '==', 'DONE').get()).docs.filter((d) => !before.has(d.id))[0]!;
    const counts = job.data();
    expect(counts).toMatchObject({ total: counts.processed, reminded: 0, by: DEMO_EMAILS.tevereAdmin });
    expect(await page.getByTestId('verify-summary').textContent()).toBe(
      `Done: ${counts.processed} members verified, ${counts.changed} made inactive, 0 reminders sent.`,
    );
    const report = (await job.ref.collection('report').get()).docs;
    expect(report.length).toBe(counts.changed);
    // every member the job changed is inactive now, each shown in the report (up to its first rows)
    for (const row of report) expect((await db.doc(memberPath(TEVERE_ORG_ID, row.id)).get()).get('accountStatus')).toBe('INACTIVE');
    if (report.length) await page.getByTestId('verify-report-row').first().waitFor();
    expect(await page.getByTestId('verify-report-row').count()).toBe(Math.min(report.length, 20));
    await snap(page, 'payments-verify-done-en-mobile');
    await closePage(page);
  });
});
