import { beforeAll, describe, expect, it } from 'vitest';
import type { Claims } from '@tessera/domain/claims';
import { col, orgCol } from '@tessera/domain/paths';
import { createMyCheckout } from '../../functions/src/marketplace/checkout';
import { payLocalCheckout } from '../../functions/src/payments/providers/localCheckout';
import { recordAccess } from '../../functions/src/http/scope';
import { api } from '../support/api';
import { db } from '../support/admin';
import { actAsFunctionsEmulator } from '../support/localSecrets';
import { buildWorld, ORG_A, updateMember, type World } from '../support/world';

// A member has at most one payable checkout at any moment: many checkouts asked at once (a double click, two tabs, a
// retrying client) never leave two sessions open, and paying every session handed out charges the member once.
// The endpoints' handlers run in this process, all at once as concurrent instances run them, against the emulators'
// Firestore and webhook (the functions emulator starts a process per concurrent request, which 2 cores cannot hold).
type Outcome = { status: 200; body: { session: { id: string } } } | { status: 'refused'; err: string };
let world: World;
const year = new Date().getUTCFullYear();

/** Calls at once per run, and runs: the race showed once in five runs of ten calls. */
const CALLS = 20;
const RUNS = 20;

const ITEM = {
  type: 'ACTIVITY',
  saleDate: `${year + 1}-06-10`,
  openingDate: `${year - 1}-01-01`,
  expirationDate: `${year + 1}-06-01`,
  seatsAvailable: 50,
  maxEnrolled: 4,
  prices: [{ name: 'Socio', cost: 1500 }],
  onlineSellable: true,
  visibleOnline: true,
  paymentMethods: ['STRIPE'],
};

const claims = { org: ORG_A, role: 'member', member: 'm1', groups: [], pid: 'm1-profile' } as unknown as Claims;
/** A handler's answer, or the error code it refused with. */
const answerOf = (p: Promise<unknown>): Promise<Outcome> =>
  p.then(
    (body) => ({ status: 200, body: body as { session: { id: string } } }),
    (e: unknown) => ({ status: 'refused', err: String((e as { code?: unknown }).code ?? e) }),
  );
const checkout = (saleId: string) =>
  answerOf(
    createMyCheckout.handle({
      claims,
      scope: recordAccess('own', claims),
      headers: {},
      body: { lines: [{ saleId, priceName: 'Socio', quantity: 1, family: [] }], lang: 'it' },
      req: { headers: {} },
    } as never),
  );
const pay = (session: string) => answerOf(payLocalCheckout.handle({ headers: {}, body: { session }, req: { headers: {} } } as never));

/** The member's carts for this item, and the provider's sessions made for them (handed out or not). */
async function sessionsFor(saleId: string) {
  const carts = (await db.collection(orgCol(ORG_A, 'carts')).where('memberId', '==', 'm1').get()).docs.filter(
    (c) => (c.get('lines') as { saleId: string }[])[0]?.saleId === saleId,
  );
  const ids = new Set(carts.map((c) => c.id));
  const sessions = (await db.collection(col.localCheckoutSessions).where('metadata.member', '==', 'm1').get()).docs.filter((s) =>
    ids.has(s.get('metadata.cart') as string),
  );
  return { carts, sessions };
}

beforeAll(async () => {
  actAsFunctionsEmulator();
  // the checkout's return pages, as functions/.env.demo-tessera gives the emulator
  process.env.APP_URL = 'http://127.0.0.1:5173';
  world = await buildWorld();
  await updateMember(ORG_A, 'm1', { residence: { line: 'Via Roma 1', city: 'Bologna', state: 'BO', country: 'ITALIA', zip: '40121' } });
});

describe('POST /v1/payments/create-session-user asked many times at once by one member', () => {
  it(
    `never leaves two payable sessions, and the member is charged once (${CALLS} calls × ${RUNS} runs)`,
    { timeout: 900_000 },
    async () => {
      const started = Date.now();
      for (let run = 0; run < RUNS; run++) {
        const made = await api<{ id?: string }>('POST', '/v1/sales/one', {
          token: world.tokens.orgAdmin,
          body: { ...ITEM, name: `Corsa ${run}` },
        });
        expect(made.status, JSON.stringify(made.body)).toBe(200);
        const saleId = made.body.id as string;

        const answers = await Promise.all(Array.from({ length: CALLS }, () => checkout(saleId)));
        const { carts, sessions } = await sessionsFor(saleId);
        const open = sessions.filter((s) => s.get('status') === 'open');
        const refusals = answers.flatMap((a) => (a.status === 200 ? [] : [a.err]));
        expect(open.length, `run ${run}: sessions left open (refusals: ${refusals.join(', ')})`).toBe(1);
        // every call either handed out a checkout or was told another one was being made
        expect(
          refusals.filter((e) => e !== 'TOO_MANY_REQUESTS'),
          `run ${run}: other refusals`,
        ).toEqual([]);
        const handed = answers.flatMap((a) => (a.status === 200 ? [a.body.session.id] : []));
        expect(handed, `run ${run}: the open session was handed out`).toContain(open[0]!.id);
        // one cart holds the seat; every other one was given back
        expect(carts.filter((c) => c.get('status') === 'CHECKOUT').map((c) => c.id)).toEqual([open[0]!.get('metadata.cart')]);

        // the member pays every session they were given: one charge goes through
        const paid = await Promise.all(handed.map(pay));
        expect(
          paid.filter((p) => p.status === 200),
          `run ${run}: payments accepted`,
        ).toHaveLength(1);
        expect(paid.flatMap((p) => (p.status === 200 ? [] : [p.err]))).toEqual(Array(handed.length - 1).fill('NOT_ENABLED'));
        const payments = await db.collection(orgCol(ORG_A, 'payments')).where('memberId', '==', 'm1').get();
        expect(payments.docs.filter((p) => carts.some((c) => c.id === p.get('cartId')))).toHaveLength(1);
        const seats = await db.collection(`${orgCol(ORG_A, 'sales')}/${saleId}/seatShards`).get();
        expect(seats.docs.reduce((n, d) => n + (d.get('taken') as number), 0)).toBe(1);
      }
      console.log(`one payable checkout: ${RUNS} runs of ${CALLS} concurrent calls in ${Date.now() - started} ms`);
    },
  );
});
