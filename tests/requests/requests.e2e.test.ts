import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { Timestamp } from 'firebase-admin/firestore';
import { orgCol } from '@tessera/domain/paths';
import { AURORA_ORG_ID, SOCIO_MEMBER_ID } from '../../seed/src/demoIds';
import { db } from '../support/admin';
import { closePage, launchBrowser, newPage, signedIn, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';

// Richieste in the browser: the demo member asks for the refund of a payment in My payments (en, 375 px);
// the organization admin accepts it in Richieste with a note (it, desktop): the payment is refunded, the member told.
// What is made here is removed here.
const RUN = Math.random().toString(36).slice(2, 6);
const PAYMENT_ID = `e2e-refund-ask-${RUN}`;
const REQUEST_ID = `refund-${PAYMENT_ID}`;
const payment = () => db.doc(`${orgCol(AURORA_ORG_ID, 'payments')}/${PAYMENT_ID}`);
const request = () => db.doc(`${orgCol(AURORA_ORG_ID, 'requests')}/${REQUEST_ID}`);

describe('requests', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    const member = (await db.doc(`${orgCol(AURORA_ORG_ID, 'members')}/${SOCIO_MEMBER_ID}`).get()).data()!;
    await payment().set({
      memberId: SOCIO_MEMBER_ID,
      holder: `${member.surname} ${member.name}`,
      group: member.group ?? null,
      amount: 1800,
      mode: 'BONIFICO',
      status: 'PROCESSED',
      payYear: 2026,
      payDate: Timestamp.fromDate(new Date('2026-09-10T00:00:00Z')),
      sortKeys: { payDate: '2026-09-10' },
      object: `Corso di yoga ${RUN}`,
      refunded: false,
    });
  });
  afterAll(async () => {
    await Promise.all([payment().delete(), request().delete()]);
    await browser?.close();
  });

  it('a member asks for a refund in My payments (en, 375 px); an admin accepts it in Richieste (it, desktop)', async () => {
    const member = await newPage(browser, { lang: 'en', viewport: 'mobile' });
    await signedIn(member, DEMO_EMAILS.auroraMember, DEMO_PASSWORD, `${WEB_URL()}/my-payments`);
    const row = member.locator(`[data-testid="my-payment-row"][data-payment-id="${PAYMENT_ID}"]`);
    await row.getByTestId('my-refund-ask').click();
    await member.getByTestId('my-refund-dialog').getByText('€18.00', { exact: false }).waitFor();
    await snap(member, 'requests-ask-refund-en-mobile');
    await member.getByTestId('my-refund-confirm').click();
    // the live request turns the button into the pending badge
    await row.getByTestId('my-refund-pending').waitFor();
    expect((await request().get()).data()).toMatchObject({
      type: 'REFUND',
      status: 'PENDING',
      paymentId: PAYMENT_ID,
      amount: 1800,
      lang: 'en',
    });
    await snap(member, 'requests-refund-pending-en-mobile');

    const admin = await newPage(browser, { lang: 'it' });
    await signedIn(admin, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD, `${WEB_URL()}/requests`);
    const item = admin.locator(`[data-testid="request-row"][data-id="${REQUEST_ID}"]`);
    await item.waitFor();
    await snap(admin, 'requests-list-it-desktop');
    await item.getByTestId('request-accept').click();
    const dialog = admin.getByTestId('request-decide-dialog');
    await dialog.getByText('€ 18,00', { exact: false }).waitFor();
    await admin.getByTestId('request-decide-note').fill('Rimborso con bonifico in settimana');
    await snap(admin, 'requests-accept-it-desktop');
    await admin.getByTestId('request-decide-confirm').click();
    // decided: it leaves the pending list, and the member's page drops the badge for the refunded status
    await item.waitFor({ state: 'detached' });
    expect((await request().get()).data()).toMatchObject({
      status: 'ACCEPTED',
      note: 'Rimborso con bonifico in settimana',
      refund: 'REFUNDED',
    });
    expect((await payment().get()).data()).toMatchObject({ status: 'REFUNDED', refundedAmount: 1800, refundedBy: DEMO_EMAILS.auroraAdmin });
    await row.getByTestId('my-refund-pending').waitFor({ state: 'detached' });
    expect(await row.getByTestId('my-refund-ask').count()).toBe(0);

    // every decided request, at 375 px: the accepted one with who decided and the note
    await admin.goto(`${WEB_URL()}/requests?status=ALL`);
    await admin.setViewportSize({ width: 375, height: 812 });
    await item.getByTestId('request-status').getByText('Accolta').waitFor();
    await snap(admin, 'requests-all-it-mobile');
    await closePage(member);
    await closePage(admin);
  });
});
