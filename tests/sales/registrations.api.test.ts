import { beforeAll, describe, expect, it } from 'vitest';
import { orgCol } from '@tessera/domain/paths';
import { api } from '../support/api';
import { db } from '../support/admin';
import { eventually } from '../support/settle';
import { deskRegistrationInput } from '@tessera/domain/entities/registration';
import type { Claims } from '@tessera/domain/claims';
import { recordAccess } from '../../functions/src/http/scope';
import { registerMember } from '../../functions/src/sales/register';
import { saleOf } from '../../functions/src/sales/saleStore';
import { holdCart } from '../../functions/src/marketplace/holds';
import { fulfilCart } from '../../functions/src/marketplace/fulfilCart';
import { releaseExpiredHolds } from '../../functions/src/marketplace/expiredHolds';
import type { CheckoutSession } from '../../functions/src/payments/providers/provider';
import { CHECKOUT_HOLD_MINUTES, priceLine } from '@tessera/domain/entities/cart';
import { pdfInfo, pdfText, renderPng } from '../support/pdfTools';
import { buildWorld, ORG_A, updateMember, writeMember, type PrincipalName, type World } from '../support/world';
import { activityNextYear, createSale } from './support';

// Registrations at the desk: POST /v1/sales/registrations takes the seats in one of the item's seat
// shards with the registration and its payment, DELETE cancels (seats back, payment refunded when asked), GET lists.
// 300 buyers at once for 50 seats, half at the desk and half through checkout holds: exactly 50 seats taken, the others
// told MAX_SALES_REACHED; holds paid become registrations, expired ones give their seats back to be sold again.
type Answer = Record<string, unknown> & { id?: string; paymentId?: string; err?: string; issues?: { path: string; message: string }[] };
let world: World;

const ITEM = {
  name: 'Corso di ceramica',
  ...activityNextYear('03-14', '03-10'),
  seatsAvailable: 3,
  maxEnrolled: 2,
  prices: [
    { name: 'Intero', cost: 6000 },
    { name: 'Ridotto', cost: 4000 },
  ],
  paymentMethods: ['CONTANTI', 'BONIFICO'],
};

const createItem = (body: unknown = ITEM) => createSale(world.tokens.orgAdmin, body);
const register = (body: unknown, who: PrincipalName = 'orgAdmin') =>
  api<Answer>('POST', '/v1/sales/registrations', { token: world.tokens[who], body });
const cancel = (id: string, registration: string, refund = 'false') =>
  api<Answer>('DELETE', '/v1/sales/registrations', { token: world.tokens.orgAdmin, headers: { id, registration, refund } });
const saleRef = (id: string) => db.doc(`${orgCol(ORG_A, 'sales')}/${id}`);
const takenIn = async (id: string) =>
  (await saleRef(id).collection('seatShards').get()).docs.reduce((n, d) => n + (d.get('taken') as number), 0);
const issuesOf = (res: { body: Answer }) => res.body.issues?.map((i) => `${i.path}: ${i.message}`);

beforeAll(async () => {
  world = await buildWorld();
});

describe('POST /v1/sales/registrations', () => {
  let id: string;
  beforeAll(async () => {
    id = await createItem();
  });

  it('registers a member with the payment of the chosen price; the seats and the enrolled count follow', async () => {
    const res = await register({ saleId: id, memberId: 'm1', priceName: 'Ridotto', quantity: 2, mode: 'CONTANTI' });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe('m1');
    const payment = (await db.doc(`${orgCol(ORG_A, 'payments')}/${res.body.paymentId}`).get()).data()!;
    expect(payment).toMatchObject({
      memberId: 'm1',
      amount: 8000,
      quantity: 2,
      mode: 'CONTANTI',
      status: 'PROCESSED',
      object: 'Corso di ceramica — Ridotto',
      saleId: id,
      registrationId: 'm1',
      operator: 'admin-a@test.it',
    });
    expect(await takenIn(id)).toBe(2);
    await eventually(
      async () => (await saleRef(id).get()).get('currentEnrolled'),
      (n) => n === 2,
    );
    const listed = await api<{ registrations: Record<string, unknown>[] }>('GET', '/v1/sales/registrations', {
      token: world.tokens.staff,
      headers: { id },
    });
    expect(listed.body.registrations).toEqual([
      expect.objectContaining({ id: 'm1', holder: 'Rossi Mario', priceName: 'Ridotto', amount: 8000, quantity: 2, cancelled: false }),
    ]);
  });

  it('refuses a second registration, a price or method the item lacks, too many seats, and the sold out', async () => {
    expect((await register({ saleId: id, memberId: 'm1', priceName: 'Intero', mode: 'CONTANTI' })).body.err).toBe('SALE_ALREADY_PERFORMED');
    expect(issuesOf(await register({ saleId: id, memberId: 'm2', priceName: 'Gratis', mode: 'CONTANTI' }))).toEqual([
      'body.priceName: validation.notAllowed',
    ]);
    expect(issuesOf(await register({ saleId: id, memberId: 'm2', priceName: 'Intero', mode: 'POS' }))).toEqual([
      'body.mode: validation.notAllowed',
    ]);
    expect((await register({ saleId: id, memberId: 'm2', priceName: 'Intero', mode: 'STRIPE' })).status).toBe(400);
    expect(issuesOf(await register({ saleId: id, memberId: 'm2', priceName: 'Intero', quantity: 3, mode: 'CONTANTI' }))).toEqual([
      'body.quantity: validation.tooManyValues',
    ]);
    expect((await register({ saleId: id, memberId: 'm2', priceName: 'Intero', quantity: 2, mode: 'CONTANTI' })).body.err).toBe(
      'MAX_SALES_REACHED',
    );
    expect((await register({ saleId: id, memberId: 'nobody', priceName: 'Intero', mode: 'CONTANTI' })).body.err).toBe('USER_NOT_FOUND');
    expect((await register({ saleId: id, memberId: 'm2', priceName: 'Intero', mode: 'CONTANTI' }, 'staff')).body.err).toBe(
      'NO_USER_ALLOWED',
    );
    expect(await takenIn(id)).toBe(2);
  });

  it('the seats never drop below those taken; a standing registration stops the delete', async () => {
    expect(
      issuesOf(
        await api<Answer>('POST', '/v1/sales/one', {
          token: world.tokens.orgAdmin,
          headers: { id },
          body: { ...ITEM, seatsAvailable: 1, minEnrolled: 0 },
        }),
      ),
    ).toEqual(['body.seatsAvailable: validation.seatsBelowEnrolled']);
    expect((await api<Answer>('DELETE', '/v1/sales/one', { token: world.tokens.orgAdmin, headers: { id } })).body.err).toBe(
      'SALE_HAS_REGISTRATIONS',
    );
  });

  it('cancelling gives the seats back and refunds the payment when asked; the member may register again', async () => {
    const paymentId = (await saleRef(id).collection('registrations').doc('m1').get()).get('paymentId') as string;
    const res = await cancel(id, 'm1', 'true');
    expect(res.body).toEqual({ cancelled: true, refund: 'REFUNDED' });
    expect(await takenIn(id)).toBe(0);
    expect((await db.doc(`${orgCol(ORG_A, 'payments')}/${paymentId}`).get()).get('status')).toBe('REFUNDED');
    expect((await cancel(id, 'm1')).body.err).toBe('REQUEST_ALREADY_DECIDED');
    expect((await register({ saleId: id, memberId: 'm1', priceName: 'Intero', mode: 'BONIFICO' })).status).toBe(200);
    expect(await takenIn(id)).toBe(1);
  });
});

describe('the participants list: file and print', () => {
  it('lists the standing registrations by name (cancelled ones left out), text neutralized, and prints them on A4 with a column to sign', async () => {
    const id = await createItem({ ...ITEM, name: 'Corso di ceramica =avanzato', seatsAvailable: 40, maxEnrolled: null });
    await updateMember(ORG_A, 'm3', { surname: '=HYPERLINK("http://x")' });
    for (const [memberId, priceName] of [
      ['m1', 'Intero'],
      ['m2', 'Ridotto'],
      ['m3', 'Intero'],
    ] as const)
      expect((await register({ saleId: id, memberId, priceName, quantity: 1, mode: 'CONTANTI' })).status).toBe(200);
    expect((await cancel(id, 'm2')).status).toBe(200);
    const call = (format: string) =>
      api<Answer & { result: string; fileName: string; count: number }>('POST', '/v1/sales/participants', {
        token: world.tokens.staff,
        body: { id, format },
      });
    const csv = await call('csv');
    expect(csv.status, JSON.stringify(csv.body)).toBe(200);
    expect(csv.body.count).toBe(2);
    expect(csv.body.fileName).toMatch(/^partecipanti-corso-di-ceramica-avanzato-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = Buffer.from(csv.body.result, 'base64')
      .toString('utf8')
      .replace(/^\uFEFF/, '');
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('Cognome e nome;Familiare di;Tariffa;Posti;Importo;Pagamento;Stato;Iscritto il');
    expect(lines).toHaveLength(3);
    // by name (surname first); a name that would be a formula is text in the file
    expect(lines[1]!.startsWith('"\'=HYPERLINK(""http://x"") Luca";;Intero;1;60,00;Contanti;Confermata;')).toBe(true);
    expect(lines[2]).toMatch(/^Rossi Mario;;Intero;1;60,00;Contanti;Confermata;\d{2}\/\d{2}\/\d{4}$/);
    expect((await call('xlsx')).body.count).toBe(2);
    expect((await call('pdf')).body.err).toBe('INVALID_REQUEST');

    const printed = await api<Answer & { pdf: string; count: number }>('POST', '/v1/sales/participants-pdf', {
      token: world.tokens.staff,
      body: { id },
    });
    expect(printed.status).toBe(200);
    const pdf = Buffer.from(printed.body.pdf, 'base64');
    expect(pdfInfo(pdf)).toMatchObject({ pages: 1 });
    const words = pdfText(pdf);
    for (const expected of ['Corso di ceramica =avanzato', 'Partecipanti: 2', 'Rossi Mario', 'Firma', 'Pagina 1 di 1'])
      expect(words).toContain(expected);
    expect(words).not.toContain('Bianchi');
    renderPng(pdf, 60);
    // another organization's admin cannot read it
    expect((await api<Answer>('POST', '/v1/sales/participants-pdf', { token: world.tokens.otherOrgAdmin, body: { id } })).body.err).toBe(
      'NOT_FOUND',
    );
  });
});

describe('300 buyers at once for 50 seats', () => {
  const BUYERS = 300;
  const SEATS = 50;
  let id: string;
  beforeAll(async () => {
    id = await createItem({ ...ITEM, name: 'Concerto', seatsAvailable: SEATS, maxEnrolled: null });
    for (let start = 0; start < BUYERS; start += 150) {
      const batch = db.batch();
      for (let i = start; i < Math.min(BUYERS, start + 150); i += 1)
        writeMember(batch, {
          org: ORG_A,
          id: `buyer${i}`,
          name: `Buyer${i}`,
          surname: 'Rush',
          ssn: `RSHBYR80A01H${String(i).padStart(3, '0')}X`,
          group: 'g1',
          cardNumber: String(50_000 + i),
        });
      await batch.commit();
    }
  }, 60_000);

  it('sells exactly the seats there are, half at the desk and half through checkout holds: nothing oversold, expired holds give their seats back', async () => {
    // every buyer at once, as concurrent instances run them: the functions the endpoints and the webhook call, against
    // the emulator's Firestore (the functions emulator starts a process per concurrent request, which a 2-core machine
    // cannot hold 300 of; the endpoints themselves are tested above and in tests/marketplace)
    const scope = recordAccess('organization', { org: ORG_A } as Claims);
    const sale = saleOf(await saleRef(id).get());
    const line = priceLine({ saleId: id, priceName: 'Intero', quantity: 1, family: [] }, sale)!;
    const quote = { lines: [line], total: line.amount, payroll: false, card: true };
    const expiresAt = new Date(Date.now() + CHECKOUT_HOLD_MINUTES * 60_000);
    const outcome = (p: Promise<unknown>) =>
      p.then(
        (v) => ({ ok: true as const, value: v }),
        (e: unknown) => ({ ok: false as const, err: String((e as { code?: string }).code) }),
      );
    const answers = await Promise.all(
      Array.from({ length: BUYERS }, (_, i) => {
        const memberId = `buyer${i}`;
        if (i % 2 === 0)
          return outcome(
            registerMember(
              ORG_A,
              deskRegistrationInput.parse({ saleId: id, memberId, priceName: 'Intero', mode: 'CONTANTI' }),
              'rush@test.it',
              scope,
            ),
          ).then((a) => ({ ...a, how: 'desk' as const, memberId }));
        return outcome(holdCart(ORG_A, memberId, {}, quote, { status: 'CHECKOUT', expiresAt, lang: 'it' })).then((a) => ({
          ...a,
          how: 'checkout' as const,
          memberId,
        }));
      }),
    );
    const won = answers.filter((a) => a.ok);
    expect(won).toHaveLength(SEATS);
    expect(answers.filter((a) => !a.ok).map((a) => (a.ok ? '' : a.err))).toEqual(Array(BUYERS - SEATS).fill('MAX_SALES_REACHED'));
    expect(await takenIn(id)).toBe(SEATS);
    const holds = won.filter((a) => a.how === 'checkout');
    // both ways won seats (not one path starving the other)
    expect(holds.length).toBeGreaterThan(0);
    expect(holds.length).toBeLessThan(SEATS);

    // half the holders pay (the webhook's step: the holds consumed with the payment), the others let their checkout expire
    const carts = holds.map((a) => (a.ok ? (a.value as FirebaseFirestore.DocumentReference).id : ''));
    const paying = carts.filter((_, i) => i % 2 === 0);
    const session = (cart: string) =>
      ({
        id: `cs_local_${cart}`,
        payment_status: 'paid',
        payment_intent: null,
        metadata: { org: ORG_A, cart },
      }) as unknown as CheckoutSession;
    expect(await Promise.all(paying.map((cart) => fulfilCart(session(cart))))).toEqual(paying.map(() => 'confirmed'));
    const released = await releaseExpiredHolds({ orgId: ORG_A, now: new Date(expiresAt.getTime() + 60_000) });
    expect(released).toHaveLength(carts.length - paying.length);

    const sold = SEATS - (carts.length - paying.length);
    expect(await takenIn(id)).toBe(sold);
    const registrations = await saleRef(id).collection('registrations').where('cancelled', '==', false).get();
    expect(registrations.size).toBe(sold);
    expect(registrations.docs.every((d) => d.get('held') === false && typeof d.get('paymentId') === 'string')).toBe(true);
    const payments = await db.collection(orgCol(ORG_A, 'payments')).where('saleId', '==', id).count().get();
    const cartPayments = await db.collection(orgCol(ORG_A, 'payments')).where('cartId', 'in', paying.slice(0, 30)).count().get();
    expect(payments.data().count).toBe(SEATS - carts.length);
    expect(cartPayments.data().count).toBe(Math.min(30, paying.length));
    for (const shard of (await saleRef(id).collection('seatShards').get()).docs)
      expect(shard.get('taken') as number).toBeLessThanOrEqual(shard.get('capacity') as number);

    // the seats the expired holds gave back are sold again, and not one more
    const late = await Promise.all(
      answers
        .filter((a) => !a.ok)
        .slice(0, SEATS - sold + 5)
        .map((a) =>
          outcome(
            registerMember(
              ORG_A,
              deskRegistrationInput.parse({ saleId: id, memberId: a.memberId, priceName: 'Intero', mode: 'CONTANTI' }),
              'rush@test.it',
              scope,
            ),
          ),
        ),
    );
    expect(late.filter((a) => a.ok)).toHaveLength(SEATS - sold);
    expect(late.filter((a) => !a.ok)).toHaveLength(5);
    expect(await takenIn(id)).toBe(SEATS);
  }, 240_000);
});
