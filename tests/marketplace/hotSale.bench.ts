/**
 * The hot sale as buyers meet it: BUYERS members, each signed in with a real ID token, press "pay" at the same moment
 * for one activity of SEATS seats: POST /v1/payments/create-session-user (what the web app's cart page calls) on the
 * Functions emulator, with the local checkout standing for Stripe. Each buyer's answer is timed from the request to
 * the answer; afterwards Firestore is read to prove nothing was oversold (shards, registrations and carts agree).
 * Run by tests/bench/run.ts (`npm run bench`), which starts the emulators.
 */
import { performance } from 'node:perf_hooks';
import { col, orgCol, orgPath } from '@tessera/domain/paths';
import { db } from '../support/admin';
import { api } from '../support/api';
import { storedMember } from '../support/world';
import { latency } from '../bench/latency';
import { inTurns, principal } from '../bench/principals';
import { cpuTimes, untilIdle } from '../bench/idle';
import { quietFirestoreTriggers } from '../../seed/src/quietTriggers';

const ADDRESS = { residence: { line: 'Via Roma 1', city: 'Bologna', state: 'BO', country: 'ITALIA', zip: '40121' } };

export interface HotSaleRun {
  buyers: number;
  seats: number;
  sold: number;
  refused: number;
  /** answers other than a checkout or MAX_SALES_REACHED, by status and code */
  failed: Record<string, number>;
  /** each buyer's wait for the answer, in ms */
  p50: number;
  p95: number;
  max: number;
  /** the floor: the median wait of the same buyers at once asking only the cart's price (nothing written) */
  quoteP50: number;
  /** the whole rush, first request to last answer */
  ms: number;
  /** the share of the CPUs idle in the seconds just before the rush: the figures hold for an otherwise idle machine */
  idleBefore: number;
  /** the machine's CPU time (all cores, every process: functions, emulators, this client) the rush took, in ms */
  cpuMs: number;
  /**
   * what Firestore holds afterwards: seats counted in the shards, standing registrations, carts holding seats, and the
   * local provider's checkouts still payable (one per buyer sold: a refused buyer's is closed before the answer)
   */
  stored: { taken: number; capacity: number; overfull: number; registrations: number; holdingCarts: number; openSessions: number };
}

/** An association of `buyers` members able to buy online (residence known), its admin, and one activity of `seats` seats. */
async function setUp(buyers: number, seats: number) {
  const run = Math.random().toString(36).slice(2, 8);
  const org = `bench-hotsale-${run}`;
  const year = new Date().getUTCFullYear();
  await db.doc(orgPath(org)).set({
    publicInfo: { name: 'Bench', email: `info@${org}.it`, policy_link: '/privacy.pdf', tos_link: '/tos.pdf', statuto: '/statuto.pdf' },
    preferences: {},
    plan: { name: 'PROFESSIONAL', billing: 'annual', autoRenew: true },
  });
  const adminToken = await principal(org, { uid: `${org}-admin`, email: `admin@${org}.it`, role: 'organization', memberId: null });
  const created = await api<{ id?: string }>('POST', '/v1/sales/one', {
    token: adminToken,
    body: {
      name: 'Concerto al chiostro',
      // on sale since last year, held next year: open whenever the bench runs
      type: 'ACTIVITY',
      saleDate: `${year + 1}-06-20`,
      openingDate: `${year - 1}-01-01`,
      expirationDate: `${year + 1}-06-10`,
      seatsAvailable: seats,
      maxEnrolled: 1,
      prices: [{ name: 'Socio', cost: 1500 }],
      onlineSellable: true,
      visibleOnline: true,
      paymentMethods: ['STRIPE'],
    },
  });
  if (created.status !== 200) throw new Error(`hot sale: the item was not created: ${JSON.stringify(created.body)}`);
  const members = Array.from({ length: buyers }, (_, i) => `buyer${String(i).padStart(3, '0')}`);
  // written with the triggers quiet: nothing a checkout reads is built by a member's triggers, and their runs would
  // still be draining when the rush starts
  const quiet = await quietFirestoreTriggers(process.env.FIRESTORE_EMULATOR_HOST!, process.env.GCLOUD_PROJECT ?? 'demo-tessera', (m) =>
    console.log(`hot sale: ${m}`),
  );
  try {
    for (let i = 0; i < members.length; i += 400) {
      const batch = db.batch();
      for (const id of members.slice(i, i + 400))
        batch.set(
          db.doc(`${orgCol(org, 'members')}/${id}`),
          storedMember({ name: 'Compra', surname: id, email: `${id}@${org}.it`, accountStatus: 'ACTIVE', ...ADDRESS }),
        );
      await batch.commit();
    }
  } finally {
    await quiet.restore();
  }
  const tokens = await inTurns(members, 8, (id) =>
    principal(org, { uid: `${org}-${id}`, email: `${id}@${org}.it`, role: 'member', memberId: id }),
  );
  return { org, saleId: created.body.id!, tokens };
}

/** What Firestore holds for the item after the rush. */
async function stored(org: string, saleId: string): Promise<HotSaleRun['stored']> {
  const sale = db.doc(`${orgCol(org, 'sales')}/${saleId}`);
  const [shards, registrations, carts, sessions] = await Promise.all([
    sale.collection('seatShards').get(),
    sale.collection('registrations').where('cancelled', '==', false).get(),
    db.collection(orgCol(org, 'carts')).where('status', '==', 'CHECKOUT').get(),
    db.collection(col.localCheckoutSessions).where('metadata.org', '==', org).get(),
  ]);
  const counts = shards.docs.map((d) => ({ taken: d.get('taken') as number, capacity: d.get('capacity') as number }));
  return {
    taken: counts.reduce((n, s) => n + s.taken, 0),
    capacity: counts.reduce((n, s) => n + s.capacity, 0),
    overfull: counts.filter((s) => s.taken > s.capacity).length,
    registrations: registrations.size,
    holdingCarts: carts.size,
    openSessions: sessions.docs.filter((d) => d.get('status') === 'open').length,
  };
}

export async function benchHotSale(buyers = 200, seats = 150): Promise<HotSaleRun | null> {
  if (!process.env.FUNCTIONS_URL) return null;
  const { org, saleId, tokens } = await setUp(buyers, seats);
  const lines = [{ saleId, priceName: 'Socio', quantity: 1, family: [] }];
  // Each buyer's cart page first prices the cart (the web app asks it as the page opens), a few at a time: not timed.
  await inTurns(tokens, 8, async (token) => {
    const quote = await api('POST', '/v1/payments/cart', { token, body: { lines } });
    if (quote.status !== 200) throw new Error(`hot sale: a cart was not priced: ${JSON.stringify(quote.body)}`);
  });
  // The floor in the same run: the same 200 buyers at once asking only the cart's price (POST /v1/payments/cart: the
  // same sign-in check, profile and organization, the member and the item read; nothing written, no seat held). What
  // the checkout's answers take beyond it is the hold, the turn and the provider's session.
  await untilIdle();
  const quotes = await Promise.all(
    tokens.map(async (token) => {
      const asked = performance.now();
      const res = await api('POST', '/v1/payments/cart', { token, body: { lines } });
      if (res.status !== 200) throw new Error(`hot sale: a cart was not priced: ${JSON.stringify(res.body)}`);
      return performance.now() - asked;
    }),
  );
  // the target holds for an otherwise idle machine: the bench's own web build and the set-up's work done first
  const idleBefore = await untilIdle();
  const cpuBefore = cpuTimes();
  const started = performance.now();
  const answers = await Promise.all(
    tokens.map(async (token) => {
      const asked = performance.now();
      const res = await api('POST', '/v1/payments/create-session-user', { token, body: { lines, lang: 'it' } }).catch((e: unknown) => ({
        status: 0,
        body: { err: String(e) },
      }));
      return { ms: performance.now() - asked, status: res.status, err: res.body.err };
    }),
  );
  const ms = performance.now() - started;
  const cpuAfter = cpuTimes();
  const cpuMs = cpuAfter.total - cpuAfter.idle - (cpuBefore.total - cpuBefore.idle);
  const failed: Record<string, number> = {};
  for (const a of answers)
    if (a.status !== 200 && a.err !== 'MAX_SALES_REACHED') failed[`${a.status} ${a.err}`] = (failed[`${a.status} ${a.err}`] ?? 0) + 1;
  const waits = answers.map((a) => a.ms);
  const result: HotSaleRun = {
    buyers,
    seats,
    sold: answers.filter((a) => a.status === 200).length,
    refused: answers.filter((a) => a.err === 'MAX_SALES_REACHED').length,
    failed,
    ...latency(waits),
    max: Math.max(...waits),
    quoteP50: latency(quotes).p50,
    ms,
    idleBefore,
    cpuMs,
    stored: await stored(org, saleId),
  };
  // the association stays: deleting it would set off every member's and item's triggers for nothing
  return result;
}
