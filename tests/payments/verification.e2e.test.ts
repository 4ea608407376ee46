import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import type { Browser } from 'playwright-core';
import { memberListFieldsOf } from '@tessera/domain/lists/listFields';
import { memberPath, orgCol } from '@tessera/domain/paths';
import { LATEST_VERIFICATION } from '@tessera/domain/payments/verification';
import { renewalChargeId } from '@tessera/domain/payments/renewalCharge';
import { TEVERE_ORG_ID } from '../../seed/src/demoIds';
import { db } from '../support/admin';
import { closePage, launchBrowser, newPage, signedIn, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';

// The yearly verification in the browser: Tevere's admin verifies this year's fees from the payments
// page (en, 375 px) after a confirmation, watches the job finish and reads its report. One active member who has not
// paid renews automatically with a card the bank declines: the report says the fee is charged to the card,
// and the charge fails in the background (the member inactive, mailed). Afterwards every member the job changed gets its
// status back (from the report's `before`), and the jobs, the charge and the account are removed: what is made here is
// removed here.
const jobs = () => db.collection(orgCol(TEVERE_ORG_ID, 'verifications'));
const accountRef = (memberId: string) => db.doc(`${orgCol(TEVERE_ORG_ID, 'paymentAccounts')}/${memberId}`);
const chargeRef = (year: number, memberId: string) =>
  db.doc(`${orgCol(TEVERE_ORG_ID, 'renewalCharges')}/${renewalChargeId(year, memberId)}`);

/**
 * The member whose card is charged: an active Tevere member of a priced category without a fee of `year`. Made for the
 * test from one of the demo's active members of such a category (its own name, email and no card number or tax code):
 * the demo's active members have all paid this year's fee until October, when some renew early for the next, so one
 * picked from them existed only in the autumn.
 */
async function unpaidPricedMember(): Promise<string> {
  const priced = (await db.collection(orgCol(TEVERE_ORG_ID, 'listValues')).where('type', '==', 'categories').get()).docs
    .filter((d) => (d.get('amount') ?? 0) > 0)
    .map((d) => d.id);
  const members = await db.collection(orgCol(TEVERE_ORG_ID, 'members')).where('accountStatus', '==', 'ACTIVE').limit(200).get();
  const model = members.docs.find(
    (m) => priced.includes(m.get('category')) && m.get('deceased') !== true && m.get('cancellationRequested') !== true,
  );
  if (!model) throw new Error('no active member of a priced category in the demo');
  const id = `e2e-verifica-${Date.now()}`;
  const member = { ...model.data(), name: 'Rinnovo', surname: 'Verifica', email: `${id}@example.org`, ssn: null, cardNumber: null };
  await db.doc(memberPath(TEVERE_ORG_ID, id)).set({ ...member, ...memberListFieldsOf(member) });
  return id;
}

describe('payments verification', () => {
  let browser: Browser;
  let before: Set<string>;
  let renewing: string;
  const year = new Date().getUTCFullYear();
  beforeAll(async () => {
    browser = await launchBrowser();
    before = new Set((await jobs().get()).docs.map((d) => d.id));
    renewing = await unpaidPricedMember();
    await accountRef(renewing).set({
      memberId: renewing,
      autoRenew: true,
      card: { brand: 'visa', last4: '0002', expMonth: 12, expYear: year + 2 },
      customerId: 'cus_local_e2e',
      paymentMethodId: 'pm_card_chargeDeclined',
    });
  });
  afterAll(async () => {
    await accountRef(renewing).delete();
    await chargeRef(year, renewing).delete();
    await db.doc(memberPath(TEVERE_ORG_ID, renewing)).update({ feeReminderYear: FieldValue.delete() });
    const audit = db.collection(orgCol(TEVERE_ORG_ID, 'audit'));
    for (const d of (await audit.where('type', '==', 'renewalFailed').where('target', '==', renewing).get()).docs) await d.ref.delete();
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
    if (renewing) await db.doc(memberPath(TEVERE_ORG_ID, renewing)).delete();
    await browser?.close();
  });

  it('verifies this year after a confirmation, shows the progress and the report (en, 375 px)', async () => {
    const page = await newPage(browser, { lang: 'en', viewport: 'mobile' });
    await signedIn(page, DEMO_EMAILS.tevereAdmin, DEMO_PASSWORD, `${WEB_URL()}/payments`);
    await page.getByTestId('payments-verify').click();
    await page.getByTestId('verify-dialog').waitFor();
    await snap(page, 'payments-verify-en-mobile');
    await page.getByTestId('verify-start').click();
    await expect.poll(() => page.getByTestId('verify-confirm-text').textContent()).toContain(`without the ${year} fee`);
    await page.getByTestId('verify-confirm').click();

    await page.locator('[data-testid="verify-job"][data-state="DONE"]').waitFor({ timeout: 60_000 });
    const job = (await jobs().where('year', '==', year).where('state', '==', 'DONE').get()).docs.filter((d) => !before.has(d.id))[0]!;
    const counts = job.data();
    expect(counts).toMatchObject({ total: counts.processed, reminded: 0, charging: 1, by: DEMO_EMAILS.tevereAdmin });
    expect(await page.getByTestId('verify-summary').textContent()).toBe(
      `Done: ${counts.processed} members verified, ${counts.changed} made inactive, 0 reminders sent. ` +
        '1 fee is being charged to a saved card (automatic renewal): the member stays active if it is paid, becomes inactive and is told by email if it is declined.',
    );
    const report = (await job.ref.collection('report').get()).docs;
    // the members made inactive, and those already inactive whose card lost the unpaid year, each shown in the report
    expect(report.filter((r) => r.get('after') !== r.get('before')).length).toBe(counts.changed);
    // every member the job changed is inactive now, each shown in the report (up to its first rows)
    for (const row of report.filter((r) => r.id !== renewing && r.get('after') !== r.get('before')))
      expect((await db.doc(memberPath(TEVERE_ORG_ID, row.id)).get()).get('accountStatus')).toBe('INACTIVE');
    expect(report.find((r) => r.id === renewing)?.data()).toMatchObject({ reason: 'autoRenew', before: 'ACTIVE', after: 'ACTIVE' });
    if (report.length) await page.getByTestId('verify-report-row').first().waitFor();
    expect(await page.getByTestId('verify-report-row').count()).toBe(Math.min(report.length, 20));
    // the declined card: the charge fails in the background and the member becomes inactive
    await expect.poll(async () => (await chargeRef(year, renewing).get()).get('state'), { timeout: 60_000 }).toBe('FAILED');
    expect((await db.doc(memberPath(TEVERE_ORG_ID, renewing)).get()).get('accountStatus')).toBe('INACTIVE');
    await snap(page, 'payments-verify-done-en-mobile');
    await closePage(page);
  });
});
