import { readFileSync } from 'node:fs';
import { db } from '../support/admin';
import { pdfText } from '../support/pdfTools';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { Timestamp } from 'firebase-admin/firestore';
import { memberPath, orgCol } from '@tessera/domain/paths';
import { formatCents } from '@tessera/domain/locale/money';
import { CITY_SEARCH_PAUSE_MS } from '@tessera/domain/constants';
import { AURORA_ORG_ID, SOCIO_MEMBER_ID } from '../../seed/src/demoIds';
import { launchBrowser, newPage, PLACES_DATA, signedIn, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';

const PAYMENTS = [
  {
    id: 'e2e-pay-1',
    memberId: SOCIO_MEMBER_ID,
    amount: 3000,
    mode: 'BONIFICO',
    status: 'PROCESSED',
    payYear: 2025,
    payDate: '2025-01-15',
    object: 'Quota 2025',
  },
  {
    id: 'e2e-pay-2',
    memberId: SOCIO_MEMBER_ID,
    amount: 123456,
    mode: 'STRIPE',
    status: 'INVOICED',
    payYear: 2026,
    payDate: '2026-02-03',
    object: 'Quota 2026',
  },
  // someone else's: never listed
  {
    id: 'e2e-pay-3',
    memberId: 'm-aurora-0003',
    amount: 999,
    mode: 'CONTANTI',
    status: 'ONHOLD',
    payYear: 2026,
    payDate: '2026-03-01',
    object: 'Altro',
  },
];

const accountDoc = () => db.doc(`${orgCol(AURORA_ORG_ID, 'paymentAccounts')}/${SOCIO_MEMBER_ID}`);

describe('personal area: card, my data, my payments', () => {
  let browser: Browser;
  let before: FirebaseFirestore.DocumentData;
  beforeAll(async () => {
    browser = await launchBrowser();
    before = (await db.doc(memberPath(AURORA_ORG_ID, SOCIO_MEMBER_ID)).get()).data()!;
    for (const { id, payDate, ...p } of PAYMENTS)
      await db
        .doc(`${orgCol(AURORA_ORG_ID, 'payments')}/${id}`)
        .set({ ...p, payDate: Timestamp.fromDate(new Date(`${payDate}T00:00:00Z`)) });
  });
  afterAll(async () => {
    await Promise.all(PAYMENTS.map((p) => db.doc(`${orgCol(AURORA_ORG_ID, 'payments')}/${p.id}`).delete()));
    await accountDoc().delete();
    await db.doc(memberPath(AURORA_ORG_ID, SOCIO_MEMBER_ID)).set(before);
    await browser?.close();
  });

  it('my-area: the digital card with its QR, the PDF download, cancellation request and revoke', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await signedIn(page, DEMO_EMAILS.auroraMember, DEMO_PASSWORD);
    await page.waitForURL('**/my-area');
    await page.getByTestId('digital-card').waitFor();
    expect(await page.getByTestId('my-card-number').textContent()).toBe(String(before.cardNumber));
    const qr = page.getByTestId('card-qr');
    expect((await qr.boundingBox())!.width).toBeGreaterThanOrEqual(220);
    expect(await qr.getAttribute('data-token')).toMatch(/^[\w-]+\.[\w-]+$/);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-card-pdf').click()]);
    expect(download.suggestedFilename()).toBe(`tessera-${before.cardNumber}.pdf`);
    // the wallet buttons (digital cards on, card active): Apple's pass arrives as a .pkpass file
    await page.getByTestId('wallet-buttons').waitFor();
    const [pass] = await Promise.all([page.waitForEvent('download'), page.getByTestId('add-apple-wallet').click()]);
    expect(pass.suggestedFilename()).toBe(`tessera-${before.cardNumber}.pkpass`);
    await snap(page, 'my-area-it-desktop');

    await page.getByTestId('cancellation-request').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Conferma' }).click();
    await page.getByTestId('cancellation-pending').waitFor();
    expect((await db.doc(memberPath(AURORA_ORG_ID, SOCIO_MEMBER_ID)).get()).get('cancellationRequested')).toBe(true);
    await page.getByTestId('cancellation-revoke').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Conferma' }).click();
    await page.getByTestId('cancellation-request').waitFor();
    expect((await db.doc(memberPath(AURORA_ORG_ID, SOCIO_MEMBER_ID)).get()).get('cancellationRequested')).toBe(false);

    // at phone width, then Google's button: it opens Google's save link, whose path is a signed JWT (stopped here: offline)
    await page.setViewportSize({ width: 375, height: 740 });
    await snap(page, 'my-area-wallet-mobile');
    const google = new Promise<string>(
      (resolve) =>
        void page.route('https://pay.google.com/**', (route) => {
          resolve(route.request().url());
          void route.abort();
        }),
    );
    await page.getByTestId('add-google-wallet').click();
    const jwt = (await google).split('/gp/v/save/')[1]!;
    expect(jwt).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const claims = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ aud: 'google', typ: 'savetowallet' });
    expect(claims.payload.genericObjects[0].id).toContain(SOCIO_MEMBER_ID);
    await page.context().close();
  });

  it('my-data: a missing address is flagged; an edit is saved and still there after a reload', async () => {
    await db.doc(memberPath(AURORA_ORG_ID, SOCIO_MEMBER_ID)).update({ residence: { line: '', city: '', zip: '', state: '', country: '' } });
    const page = await newPage(browser, { lang: 'en' });
    await signedIn(page, DEMO_EMAILS.auroraMember, DEMO_PASSWORD, `${WEB_URL()}/my-data`);
    await page.getByTestId('missing-address').waitFor();
    await page.getByTestId('my-data-residence-line').fill('Via Dante 12');
    await page.getByTestId('my-data-residence-city-input').fill('MILANO');
    await page.getByTestId('my-data-residence-zip').fill('20121');
    await page.getByTestId('my-data-hobbies').fill('Scacchi e montagna');
    await page.getByTestId('my-data-save').click();
    await expect.poll(() => page.getByTestId('toast').first().textContent()).toMatch(/data updated/i);
    await page.reload();
    await expect.poll(() => page.getByTestId('my-data-hobbies').inputValue()).toBe('Scacchi e montagna');
    expect(await page.getByTestId('my-data-residence-line').inputValue()).toBe('Via Dante 12');
    expect(await page.getByTestId('missing-address').count()).toBe(0);

    // a town already filled in is not searched for: the places' data waits until someone works on that field. The
    // page's clock runs past the search's pause, so a search of the filled-in town would have asked for the data by now
    const places: string[] = [];
    page.on('request', (r) => PLACES_DATA.test(r.url()) && places.push(r.url()));
    await page.clock.install();
    await page.reload();
    await expect.poll(() => page.getByTestId('my-data-residence-city-input').inputValue()).toBe('MILANO');
    await page.clock.runFor(CITY_SEARCH_PAUSE_MS * 4);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
    expect(places).toEqual([]);
    // the control: focus on the field asks for it
    await page.getByTestId('my-data-residence-city-input').focus();
    await expect.poll(() => places.length).toBe(1);
    await page.context().close();
  });

  it('my-payments: only the member’s own payments, newest first, amounts in euro', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await signedIn(page, DEMO_EMAILS.auroraMember, DEMO_PASSWORD, `${WEB_URL()}/my-payments`);
    await page.getByTestId('my-payment-row').first().waitFor();
    const ids = await page.getByTestId('my-payment-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-payment-id')));
    // the member's own: this test's two and the fee the demo seed gave them, newest first
    const own = (await db.collection(orgCol(AURORA_ORG_ID, 'payments')).where('memberId', '==', SOCIO_MEMBER_ID).get()).docs.sort(
      (a, b) => b.get('payDate').toMillis() - a.get('payDate').toMillis(),
    );
    expect(ids).toEqual(own.map((d) => d.id));
    expect(ids).toEqual(expect.arrayContaining(['e2e-pay-2', 'e2e-pay-1']));
    expect(ids.indexOf('e2e-pay-2')).toBeLessThan(ids.indexOf('e2e-pay-1'));
    expect(ids).not.toContain('e2e-pay-3');
    expect(await page.getByTestId('my-payment-amount').allTextContents()).toEqual(own.map((d) => formatCents(d.get('amount'), 'it')));
    // the receipt of one's own received payment, as a PDF in one's name
    const row = page.locator('[data-testid="my-payment-row"][data-payment-id="e2e-pay-1"]');
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByTestId('payment-receipt').click()]);
    const text = pdfText(new Uint8Array(readFileSync((await download.path())!))).replace(/\s+/g, ' ');
    expect(text).toContain('RICEVUTA N.');
    expect(text).toContain('(euro trenta/00)');

    // the payment account: a card saved on the provider's page (the local stand-in, through the real webhook),
    // automatic renewal with it, then the card removed after a confirmation (auto-renew off with it)
    const account = page.getByTestId('payment-account');
    await account.getByTestId('payment-account-card').getByText('Nessuna carta salvata').waitFor();
    expect(await account.getByTestId('payment-account-renew').locator('input').isDisabled()).toBe(true);
    await account.getByTestId('payment-account-save-card').click();
    await page.getByTestId('local-checkout-pay').getByText('Salva la carta').waitFor();
    await snap(page, 'local-checkout-setup-it-desktop');
    await page.getByTestId('local-checkout-pay').click();
    await page.waitForURL('**/my-payments');
    await account
      .getByTestId('payment-account-card')
      .getByText(/^VISA •••• 4242 · 12\/\d{4}$/)
      .waitFor();
    await page.getByTestId('toast').getByText('Carta salvata').waitFor();
    await account.getByTestId('payment-account-renew').click();
    await expect.poll(() => account.getByTestId('payment-account-renew').locator('input').isChecked()).toBe(true);
    await expect.poll(async () => (await accountDoc().get()).get('autoRenew')).toBe(true);
    await snap(page, 'my-payments-account-it-desktop');
    // billed to someone else: a bad address is refused on its field, a good one shows
    await account.getByTestId('payment-account-billing-edit').click();
    await page.getByTestId('billing-name').fill('Bianchi Srl');
    await page.getByTestId('billing-email').fill('non-un-indirizzo');
    await page.getByTestId('billing-save').click();
    await page.getByTestId('billing-dialog').getByText('Email non valida').waitFor();
    await snap(page, 'my-payments-billing-it-desktop');
    await page.getByTestId('billing-email').fill('amministrazione@bianchi.it');
    await page.getByTestId('billing-save').click();
    await account.getByTestId('payment-account-billing').getByText('Bianchi Srl · amministrazione@bianchi.it').waitFor();
    await account.getByTestId('payment-account-remove').click();
    await page.getByTestId('payment-account-remove-confirm').click();
    await account.getByTestId('payment-account-card').getByText('Nessuna carta salvata').waitFor();
    expect((await accountDoc().get()).data()).toMatchObject({ card: null, autoRenew: false });
    await page.context().close();
  });

  for (const lang of ['it', 'en'] as const) {
    it(`screens at 375 px and desktop, ${lang}`, async () => {
      for (const viewport of ['mobile', 'desktop'] as const) {
        const page = await newPage(browser, { lang, viewport });
        await signedIn(page, DEMO_EMAILS.auroraMember, DEMO_PASSWORD);
        await page.waitForURL('**/my-area');
        await page.getByTestId('digital-card').waitFor();
        await snap(page, `my-area-${lang}-${viewport}`);
        for (const p of ['my-data', 'my-payments'] as const) {
          await page.goto(`${WEB_URL()}/${p}`);
          await page
            .getByTestId(p === 'my-data' ? 'my-data-save' : 'payment-account-card')
            .first()
            .waitFor();
          if (p === 'my-payments') await page.getByTestId('my-payment-row').first().waitFor();
          await snap(page, `${p}-${lang}-${viewport}`);
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
        }
        await page.context().close();
      }
    });
  }
});
