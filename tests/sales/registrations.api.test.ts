import { beforeAll, describe, expect, it } from 'vitest';
import { orgCol } from '@tessera/domain/paths';
import { api } from '../support/api';
import { db } from '../support/admin';
import { eventually } from '../support/settle';
import { deskRegistrationInput } from '@tessera/domain/entities/registration';
import type { Claims } from '@tessera/domain/claims';
import { recordAccess } from '../../functions/src/http/scope';
import { registerMember } from '../../functions/src/sales/register';
import { buildWorld, ORG_A, writeMember, type PrincipalName, type World } from '../support/world';

// Registrations at the desk (issue 14 §1–2): POST /v1/sales/registrations takes the seats in one of the item's seat
// shards with the registration and its payment, DELETE cancels (seats back, payment refunded when asked), GET lists.
// 300 buyers at once for 50 seats: exactly 50 registrations, the others told MAX_SALES_REACHED.
type Answer = Record<string, unknown> & { id?: string; paymentId?: string; err?: string; issues?: { path: string; message: string }[] };
let world: World;
const year = new Date().getUTCFullYear();

const ITEM = {
  name: 'Corso di ceramica',
  type: 'ACTIVITY',
  saleDate: `${year + 1}-03-14`,
  openingDate: `${year - 1}-01-01`,
  expirationDate: `${year + 1}-03-10`,
  seatsAvailable: 3,
  maxEnrolled: 2,
  prices: [
    { name: 'Intero', cost: 6000 },
    { name: 'Ridotto', cost: 4000 },
  ],
  paymentMethods: ['CONTANTI', 'BONIFICO'],
};

const createItem = async (body: unknown = ITEM) => {
  const res = await api<Answer>('POST', '/v1/sales/one', { token: world.tokens.orgAdmin, body });
  expect(res.status).toBe(200);
  return res.body.id!;
};
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

  it('sells exactly the seats there are: every other buyer is told MAX_SALES_REACHED, nothing is oversold', async () => {
    // every buyer's registration at once, as concurrent instances run it: the same function the endpoint calls, against
    // the emulator's Firestore (the functions emulator starts a process per concurrent request, which a 2-core machine
    // cannot hold 300 of; the endpoint itself is tested above)
    const scope = recordAccess('organization', { org: ORG_A } as Claims);
    const answers = await Promise.all(
      Array.from({ length: BUYERS }, (_, i) =>
        registerMember(
          ORG_A,
          deskRegistrationInput.parse({ saleId: id, memberId: `buyer${i}`, priceName: 'Intero', mode: 'CONTANTI' }),
          'rush@test.it',
          scope,
        ).then(
          () => ({ status: 200, body: {} as Answer }),
          (e: unknown) => ({ status: 409, body: { err: (e as { code?: string }).code } as Answer }),
        ),
      ),
    );
    const outcomes = answers.map((a) => (a.status === 200 ? 'sold' : String(a.body.err)));
    expect(outcomes.filter((o) => o === 'sold')).toHaveLength(SEATS);
    expect(outcomes.filter((o) => o === 'MAX_SALES_REACHED')).toHaveLength(BUYERS - SEATS);
    expect(await takenIn(id)).toBe(SEATS);
    const registrations = await saleRef(id).collection('registrations').where('cancelled', '==', false).count().get();
    expect(registrations.data().count).toBe(SEATS);
    const payments = await db.collection(orgCol(ORG_A, 'payments')).where('saleId', '==', id).count().get();
    expect(payments.data().count).toBe(SEATS);
    for (const shard of (await saleRef(id).collection('seatShards').get()).docs)
      expect(shard.get('taken') as number).toBeLessThanOrEqual(shard.get('capacity') as number);
  }, 180_000);
});
