import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '@tessera/domain/locale/dates';
import { orgCol } from '@tessera/domain/paths';
import { api } from '../support/api';
import { db } from '../support/admin';
import { deliveredMails, ISO_DATE_IN_TEXT } from '../support/mailbox';
import { buildWorld, ORG_A, updateMember, type World } from '../support/world';
import { activityNextYear, createSale } from '../sales/support';

// The member hears back after paying a cart online: one mail, in their language, listing each item with its day,
// seats and amount written for them, the total, and the tickets' QR codes attached.
type Answer = Record<string, unknown> & { err?: string; session?: { id: string }; cart?: { id: string } };
let world: World;

const ITEM = {
  name: 'Corso di vela',
  ...activityNextYear('06-20', '06-01'),
  seatsAvailable: 10,
  maxEnrolled: 4,
  prices: [{ name: 'Socio', cost: 2500 }],
  onlineSellable: true,
  visibleOnline: true,
  paymentMethods: ['STRIPE', 'CONTANTI'],
};
const ADDRESS = { residence: { line: 'Via Roma 1', city: 'Bologna', state: 'BO', country: 'ITALIA', zip: '40121' } };

const checkout = (lines: unknown, lang: 'it' | 'en') =>
  api<Answer>('POST', '/v1/payments/create-session-user', { token: world.tokens.member, body: { lines, lang } });
const pay = (session: string) => api<Answer>('POST', '/v1/payments/local-checkout-pay', { body: { session } });
const outcome = (session: string) =>
  api<Answer>('GET', '/v1/payments/retrieve-session-cart', { token: world.tokens.member, headers: { session } });
const purchaseMails = () =>
  db.collection(orgCol(ORG_A, 'mail')).where('memberId', '==', 'm1').where('template', '==', 'purchaseConfirmed').get();

beforeAll(async () => {
  world = await buildWorld();
  await updateMember(ORG_A, 'm1', { ...ADDRESS, phone: '+39 333 1234567' });
});

describe('the purchase confirmation', () => {
  it('a paid cart mails the member once: items, days, seats, amounts, total, and a QR per ticket attached', async () => {
    const course = await createSale(world.tokens.orgAdmin, ITEM);
    const concert = await createSale(world.tokens.orgAdmin, {
      ...ITEM,
      name: 'Concerto d’estate',
      type: 'TICKET',
      prices: [{ name: 'Ingresso', cost: 123456 }],
    });
    const res = await checkout(
      [
        { saleId: course, priceName: 'Socio', quantity: 2 },
        { saleId: concert, priceName: 'Ingresso', quantity: 1 },
      ],
      'it',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const session = res.body.session!.id;
    expect((await pay(session)).status).toBe(200);

    const [mail] = await deliveredMails('member-a@test.it', /^Acquisto confermato/);
    const day = formatDate(ITEM.saleDate);
    expect(mail!.subject).toBe('Acquisto confermato: Associazione Alfa');
    expect(mail!.text).toContain('Ciao Mario,');
    expect(mail!.text).toContain('abbiamo ricevuto il tuo pagamento con carta di € 1.284,56');
    expect(mail!.text).toContain(`Corso di vela · ${day} · 2 posti · € 50,00`);
    expect(mail!.text).toContain(`Concerto d’estate · ${day} · 1 posto · € 1.234,56`);
    expect(mail!.text).toContain('Totale: € 1.284,56');
    expect(mail!.text).toContain('In allegato trovi il codice QR di ogni biglietto');
    expect(mail!.text).toMatch(/I miei biglietti: http\S+\/my-area\/tickets/);
    expect(mail!.text).not.toMatch(ISO_DATE_IN_TEXT);
    expect(mail!.text).not.toMatch(/\b128456\b|\b123456\b/);
    expect(mail!.attachments.map((a) => [a.fileName, a.contentType])).toEqual([
      ['qr-corso-di-vela-1.png', 'image/png'],
      ['qr-concerto-d-estate-2.png', 'image/png'],
    ]);
    expect(mail!.attachments.every((a) => a.size > 200)).toBe(true);

    // the outcome page confirms the same cart again, as a redelivered event would: nothing more is queued
    expect((await outcome(session)).status).toBe(200);
    expect((await purchaseMails()).size).toBe(1);
  });

  it('in English for a cart checked out in English', async () => {
    const trip = await createSale(world.tokens.orgAdmin, { ...ITEM, name: 'Gita in barca' });
    const res = await checkout([{ saleId: trip, priceName: 'Socio', quantity: 1 }], 'en');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await pay(res.body.session!.id)).status).toBe(200);
    const [mail] = await deliveredMails('member-a@test.it', /^Purchase confirmed/);
    expect(mail!.text).toContain('we received your card payment of €25.00: your purchase is confirmed.');
    expect(mail!.text).toContain(`Gita in barca · ${formatDate(ITEM.saleDate)} · 1 seat · €25.00`);
    expect(mail!.text).toContain('The QR code of each ticket is attached');
    expect(mail!.attachments).toHaveLength(1);
  });
});
