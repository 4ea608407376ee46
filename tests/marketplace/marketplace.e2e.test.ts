import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { FieldValue } from 'firebase-admin/firestore';
import { memberPath, orgCol } from '@tessera/domain/paths';
import { AURORA_ORG_ID, SOCIO_MEMBER_ID } from '../../seed/src/demoIds';
import { api } from '../support/api';
import { db } from '../support/admin';
import { closePage, launchBrowser, newPage, signedIn, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD, demoToken } from '../support/demo';
import { deliveredMails, ISO_DATE_IN_TEXT } from '../support/mailbox';

// The members' marketplace on the Aurora demo: the socio buys two tickets of the Christmas concert with
// the cart through the local checkout and finds them, with their QR codes, among their tickets; an item sold out says
// so; a member without a phone is sent to their data. Every test puts the demo back as it found it.
const CONCERT = 'sale-concerto';
const sales = () => db.collection(orgCol(AURORA_ORG_ID, 'sales'));

/** A registration undone around the API: its seats back to their shards, its payment and cart gone. */
async function undoRegistration(saleId: string, memberId: string) {
  const ref = sales().doc(saleId).collection('registrations').doc(memberId);
  const reg = (await ref.get()).data();
  if (!reg) return;
  const batch = db.batch();
  for (const [shard, n] of Object.entries((reg.seats as Record<string, number>) ?? {}))
    batch.update(sales().doc(saleId).collection('seatShards').doc(shard), { taken: FieldValue.increment(-n) });
  batch.delete(ref);
  if (reg.paymentId) batch.delete(db.doc(`${orgCol(AURORA_ORG_ID, 'payments')}/${reg.paymentId as string}`));
  if (reg.cartId) batch.delete(db.doc(`${orgCol(AURORA_ORG_ID, 'carts')}/${reg.cartId as string}`));
  await batch.commit();
}

async function openShop(page: Page) {
  await signedIn(page, DEMO_EMAILS.auroraMember, DEMO_PASSWORD);
  await page.waitForURL((url) => url.pathname.startsWith('/my-area'));
  await page.getByTestId('go-shop').click();
  await page.waitForURL((url) => url.pathname === '/my-area/shop');
  await page.getByTestId(`shop-${CONCERT}`).waitFor();
}

describe('the members’ marketplace', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await undoRegistration(CONCERT, SOCIO_MEMBER_ID);
    await browser?.close();
  });

  it('a member buys two concert tickets with the cart through the checkout and sees them with their QR codes (it, desktop)', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await openShop(page);
    // on sale online now: the course and the concert; the trip (sales not open yet) and the dinner (not online) are not
    expect(await page.locator('[data-testid^="shop-"][data-testid$="-add"]').count()).toBe(2);
    expect(await page.getByTestId('shop-sale-acquerello').count()).toBe(1);
    const concert = page.getByTestId(`shop-${CONCERT}`);
    const leftBefore = Number((await concert.getByTestId(`shop-${CONCERT}-left`).textContent())!.match(/\d+/)![0]);
    await snap(page, 'marketplace-shop-it-desktop');
    await concert.getByLabel('Posti').selectOption('2');
    await concert.getByTestId(`shop-${CONCERT}-add`).click();
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('1');

    await page.getByTestId('open-cart').click();
    await expect.poll(() => page.getByTestId('cart-total').textContent()).toBe('€ 30,00');
    await snap(page, 'marketplace-cart-it-desktop');
    await page.getByTestId('cart-pay-card').click();
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
    expect(await page.getByTestId('local-checkout-lines').textContent()).toContain('Concerto di Natale — Biglietto × 2');
    // while the member is in checkout the two seats are held for them: the shop shows them taken
    const held = await sales().doc(CONCERT).collection('registrations').doc(SOCIO_MEMBER_ID).get();
    expect(held.data()).toMatchObject({ held: true, quantity: 2 });
    await snap(page, 'marketplace-checkout-it-desktop');
    await page.getByTestId('local-checkout-pay').click();

    await page.waitForURL((url) => url.pathname === '/my-area/cart/outcome');
    await page.getByTestId('cart-paid').waitFor();
    expect(await page.getByTestId('cart-paid').textContent()).toContain('€ 30,00');
    await snap(page, 'marketplace-outcome-it-desktop');
    await page.getByTestId('outcome-tickets').click();
    const ticket = page.getByTestId(`ticket-${CONCERT}`);
    await ticket.waitFor();
    expect(await ticket.textContent()).toContain('2 posti');
    await ticket.getByTestId(`ticket-${CONCERT}-qr`).waitFor();
    await snap(page, 'marketplace-tickets-it-desktop');

    const reg = (await sales().doc(CONCERT).collection('registrations').doc(SOCIO_MEMBER_ID).get()).data()!;
    expect(reg).toMatchObject({ held: false, quantity: 2, mode: 'STRIPE', amount: 3000 });
    const payment = (await db.doc(`${orgCol(AURORA_ORG_ID, 'payments')}/${reg.paymentId as string}`).get()).data()!;
    expect(payment).toMatchObject({ amount: 3000, mode: 'STRIPE', status: 'PROCESSED', memberId: SOCIO_MEMBER_ID });
    // the shop's seats follow, live
    await page.goto(`${WEB_URL()}/my-area/shop`);
    await expect
      .poll(async () => (await page.getByTestId(`shop-${CONCERT}-left`).textContent())?.match(/\d+/)?.[0])
      .toBe(String(leftBefore - 2));
    // the cart was emptied once paid
    expect(await page.getByTestId('cart-count').textContent()).toBe('0');

    // the member hears back: one mail listing the concert, its day, seats and amount, with the ticket's QR attached
    const [mail] = await deliveredMails(DEMO_EMAILS.auroraMember, /^Acquisto confermato/);
    expect(mail!.text).toMatch(/Concerto di Natale · \d{2}\/\d{2}\/\d{4} · 2 posti · € 30,00/);
    expect(mail!.text).toContain('Totale: € 30,00');
    expect(mail!.text).not.toMatch(ISO_DATE_IN_TEXT);
    expect(mail!.attachments.map((a) => [a.fileName, a.contentType])).toEqual([['qr-concerto-di-natale-1.png', 'image/png']]);
    await page.goto(`${WEB_URL()}/dev/mailbox`);
    await page.getByTestId('mailbox-item').filter({ hasText: 'Acquisto confermato' }).first().click();
    await expect.poll(() => page.getByTestId('mailbox-text').textContent()).toContain('Concerto di Natale');
    await expect.poll(() => page.getByTestId('mailbox-attachment').first().textContent()).toContain('qr-concerto-di-natale-1.png');
    await snap(page, 'marketplace-purchase-mail-it-desktop');
    await closePage(page);
  });

  it('a sold-out item says so and cannot be added; without a phone a ticket leads to the personal data (en, 375 px)', async () => {
    const admin = await demoToken(DEMO_EMAILS.auroraAdmin);
    const year = new Date().getUTCFullYear();
    const made = await api<{ id: string }>('POST', '/v1/sales/one', {
      token: admin,
      body: {
        name: 'Serata di tango',
        type: 'TICKET',
        saleDate: `${year + 1}-02-14`,
        openingDate: `${year - 1}-01-01`,
        expirationDate: `${year + 1}-02-10`,
        seatsAvailable: 1,
        prices: [{ name: 'Ingresso', cost: 1000 }],
        onlineSellable: true,
        visibleOnline: true,
        paymentMethods: ['STRIPE', 'CONTANTI'],
      },
    });
    expect(made.status).toBe(200);
    const tango = made.body.id;
    const member = db.doc(memberPath(AURORA_ORG_ID, SOCIO_MEMBER_ID));
    const phone = (await member.get()).get('phone') as string;
    try {
      const page = await newPage(browser, { lang: 'en', viewport: 'mobile' });
      await openShop(page);
      const card = page.getByTestId(`shop-${tango}`);
      await card.waitFor();
      expect(await card.getByTestId(`shop-${tango}-left`).textContent()).toBe('1 seat left');
      // the last seat goes at the desk while the member looks: the card turns sold out by itself
      const desk = await api('POST', '/v1/sales/registrations', {
        token: admin,
        body: { saleId: tango, memberId: 'm-aurora-0003', priceName: 'Ingresso', quantity: 1, mode: 'CONTANTI' },
      });
      expect(desk.status).toBe(200);
      await card.getByTestId(`shop-${tango}-sold-out`).waitFor();
      expect(await card.getByTestId(`shop-${tango}-add`).count()).toBe(0);
      await snap(page, 'marketplace-sold-out-en-mobile');

      // sold out: the member joins the waiting list and sees their place
      await card.getByTestId(`shop-${tango}-join`).click();
      await expect.poll(() => card.getByTestId(`shop-${tango}-waitlist`).textContent()).toContain('number 1 in line');
      await snap(page, 'marketplace-waitlist-en-mobile');
      // the back office sees who waits on the item's page
      const office = await newPage(browser, { lang: 'it' });
      await signedIn(office, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD, `${WEB_URL()}/activities/${tango}`);
      const waiting = office.getByTestId('sale-waiting-list');
      await expect.poll(() => waiting.getByTestId('waiting-row').textContent()).toContain('Rossi Giulia');
      await snap(office, 'sales-waiting-list-it-desktop');
      await closePage(office);
      // the desk cancels the other registration: the seat is held for the member, who pays it by card
      const cancelled = await api('DELETE', '/v1/sales/registrations', {
        token: admin,
        headers: { id: tango, registration: 'm-aurora-0003', refund: 'false' },
      });
      expect(cancelled.status).toBe(200);
      await card.getByTestId(`shop-${tango}-pay-offer`).waitFor();
      expect(await card.getByTestId(`shop-${tango}-waitlist`).textContent()).toContain('held for you until');
      await snap(page, 'marketplace-waitlist-offer-en-mobile');
      await card.getByTestId(`shop-${tango}-pay-offer`).click();
      await page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
      await page.getByTestId('local-checkout-pay').click();
      await page.waitForURL((url) => url.pathname === '/my-area/cart/outcome');
      await page.getByTestId('cart-paid').waitFor();
      const mine = (await sales().doc(tango).collection('registrations').doc(SOCIO_MEMBER_ID).get()).data()!;
      expect(mine).toMatchObject({ held: false, mode: 'STRIPE', amount: 1000 });
      expect((await sales().doc(tango).collection('waitlist').doc(SOCIO_MEMBER_ID).get()).get('status')).toBe('DONE');
      await page.goto(`${WEB_URL()}/my-area/shop`);

      await member.update({ phone: '' });
      await page.getByTestId(`shop-${CONCERT}-add`).click();
      await page.getByTestId('open-cart').click();
      // the app takes the member to their data, saying what the ticket needs
      await page.waitForURL((url) => url.pathname === '/my-data');
      await page.getByTestId('missing-for-purchase').waitFor();
      expect(await page.getByTestId('missing-for-purchase').textContent()).toBe('A phone number is needed to pay for a ticket');
      await snap(page, 'marketplace-missing-phone-en-mobile');
      // the tickets bought in the first test, at 375 px
      await page.goto(`${WEB_URL()}/my-area/tickets`);
      await page.getByTestId(`ticket-${CONCERT}-qr`).waitFor();
      await snap(page, 'marketplace-tickets-en-mobile');
      await closePage(page);
    } finally {
      await member.update({ phone });
      await undoRegistration(tango, 'm-aurora-0003');
      await undoRegistration(tango, SOCIO_MEMBER_ID);
      await db.recursiveDelete(sales().doc(tango));
    }
  });

  it('a member brings a family member: chosen among their relatives, one seat each, a ticket in their name (it, 375 px)', async () => {
    const admin = await demoToken(DEMO_EMAILS.auroraAdmin);
    const year = new Date().getUTCFullYear();
    const made = await api<{ id: string }>('POST', '/v1/sales/one', {
      token: admin,
      body: {
        name: 'Laboratorio genitori e figli',
        type: 'ACTIVITY',
        saleDate: `${year + 1}-03-21`,
        openingDate: `${year - 1}-01-01`,
        expirationDate: `${year + 1}-03-20`,
        seatsAvailable: 10,
        prices: [{ name: 'Partecipante', cost: 1500 }],
        onlineSellable: true,
        visibleOnline: true,
        canHaveFamily: true,
        familyCategory: 'cat-ordinario',
        paymentMethods: ['STRIPE'],
      },
    });
    expect(made.status).toBe(200);
    const lab = made.body.id;
    const added = await api<{ result: { relatives: { id: string; name: string }[] } }>('POST', '/v1/members/add-relative', {
      token: admin,
      body: { id: SOCIO_MEMBER_ID, relative: { name: 'Marco', surname: 'Rossi', relationship: 'figlio' } },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const marco = added.body.result.relatives.find((r) => r.name === 'Marco')!.id;
    try {
      const page = await newPage(browser, { lang: 'it', viewport: 'mobile' });
      await openShop(page);
      const card = page.getByTestId(`shop-${lab}`);
      await card.getByTestId(`shop-${lab}-family-${marco}`).click();
      await snap(page, 'marketplace-family-it-mobile');
      await card.getByTestId(`shop-${lab}-add`).click();
      await page.getByTestId('open-cart').click();
      await expect.poll(() => page.getByTestId('cart-total').textContent()).toBe('€ 30,00');
      expect(await page.getByTestId(`cart-family-${lab}`).textContent()).toBe('Tu e Marco Rossi');
      await snap(page, 'marketplace-family-cart-it-mobile');
      await page.getByTestId('cart-pay-card').click();
      await page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
      await page.getByTestId('local-checkout-pay').click();
      await page.waitForURL((url) => url.pathname === '/my-area/cart/outcome');
      await page.getByTestId('cart-paid').waitFor();
      await page.getByTestId('outcome-tickets').click();
      const family = page.getByTestId(`ticket-${lab}-${SOCIO_MEMBER_ID}_${marco}`);
      await family.getByTestId(`ticket-${lab}-${SOCIO_MEMBER_ID}_${marco}-qr`).waitFor();
      expect(await family.getByTestId(`ticket-${lab}-${SOCIO_MEMBER_ID}_${marco}-holder`).textContent()).toBe('Per Rossi Marco');
      await page.getByTestId(`ticket-${lab}-qr`).waitFor();
      await snap(page, 'marketplace-family-tickets-it-mobile');
      await closePage(page);
    } finally {
      await undoRegistration(lab, SOCIO_MEMBER_ID);
      await undoRegistration(lab, `${SOCIO_MEMBER_ID}_${marco}`);
      await db.recursiveDelete(sales().doc(lab));
      await api('POST', '/v1/members/delete-relative', { token: admin, body: { id: SOCIO_MEMBER_ID, relativeId: marco } });
    }
  });
});
