import { FieldValue, type DocumentData, type DocumentSnapshot } from 'firebase-admin/firestore';
import { registerAtDeskContract } from '@tessera/domain/contracts/sales';
import { deskRegistrationInput } from '@tessera/domain/entities/registration';
import { holderName } from '@tessera/domain/lists/listFields';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { freeIn, shardOrder } from '@tessera/domain/sales/seats';
import type { z } from 'zod';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import type { RecordAccess } from '../http/scope';
import { paymentDocument } from '../payments/paymentRecord';
import { saleOf, sales } from './saleStore';
import { readShards, seatShards, shardFields, type StoredShard } from './seats';

type Input = z.output<typeof deskRegistrationInput>;

/** What one registration takes: which seats in which shards. */
type Taken = Record<string, number>;

/** The checks on the item that need no transaction: it exists, is not past, has the price, accepts the method, fits the quantity. */
async function saleFor(orgId: string, input: Input) {
  const snap = await sales(orgId).doc(input.saleId).get();
  if (!snap.exists) throw new ApiError('NOT_FOUND');
  const sale = saleOf(snap);
  if (sale.period === 'past') throw new ApiError('NOT_ENABLED');
  const price = sale.prices.find((p) => p.name === input.priceName);
  if (!price) throw new ApiError('INVALID_REQUEST', [{ path: 'body.priceName', message: 'validation.notAllowed' }]);
  if (!sale.paymentMethods.includes(input.mode))
    throw new ApiError('INVALID_REQUEST', [{ path: 'body.mode', message: 'validation.notAllowed' }]);
  if (sale.maxEnrolled !== null && input.quantity > sale.maxEnrolled)
    throw new ApiError('INVALID_REQUEST', [{ path: 'body.quantity', message: 'validation.tooManyValues' }]);
  return { ref: snap.ref, sale, cost: price.cost };
}

/** The seats to take from these shards (as read): all in the first with room, else across them, roomiest first; null when they have not enough. */
function chooseSeats(shards: DocumentSnapshot[], quantity: number): Taken | null {
  const stored = shards.map((d) => ({ id: d.id, ...shardFields(d.data()) }));
  const whole = stored.find((s) => freeIn(s) >= quantity);
  if (whole) return { [whole.id]: quantity };
  const taken: Taken = {};
  let left = quantity;
  for (const s of [...stored].sort((a, b) => freeIn(b) - freeIn(a))) {
    const seats = Math.min(left, freeIn(s));
    if (seats > 0) taken[s.id] = seats;
    left -= seats;
    if (left === 0) return taken;
  }
  return null;
}

/** The commit lost a race (a precondition failed, the registration was just made, contention): look again. */
const raced = (e: unknown) => {
  const code = typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined;
  return code === 9 || code === 6 || code === 10;
};

/**
 * One try at registering, as an optimistic transaction (what Firestore's client transactions do): the registration and
 * the shard(s) it would take from are read, the seats chosen, then one atomic commit writes each shard's new count on
 * condition that the shard is still the version that was read (its update time), with the registration (created, or a
 * cancelled one replaced on the same condition) and its payment. Anyone who changed a shard meanwhile makes the whole
 * commit fail, nothing written, and the caller looks again: nobody waits on a lock, and no shard is ever counted past
 * its capacity, so the item is never oversold.
 */
async function attempt(
  orgId: string,
  input: Input,
  item: Awaited<ReturnType<typeof saleFor>>,
  member: DocumentData,
  operator: string,
  shard: string | null,
): Promise<{ id: string; paymentId: string } | 'full' | 'raced'> {
  const registration = item.ref.collection('registrations').doc(input.memberId);
  const [standing, shards] = await Promise.all([
    registration.get(),
    shard
      ? seatShards(item.ref)
          .doc(shard)
          .get()
          .then((d) => [d])
      : seatShards(item.ref)
          .get()
          .then((q) => q.docs),
  ]);
  if (standing.exists && standing.get('cancelled') !== true) throw new ApiError('SALE_ALREADY_PERFORMED');
  const taken = chooseSeats(shards, input.quantity);
  if (!taken) return 'full';
  const batch = db.batch();
  for (const snap of shards) {
    const seats = taken[snap.id];
    if (seats) batch.update(snap.ref, { taken: shardFields(snap.data()).taken + seats }, { lastUpdateTime: snap.updateTime! });
  }
  const amount = item.cost * input.quantity;
  const payment = db.collection(orgCol(orgId, 'payments')).doc();
  const payDay = todayInItaly();
  batch.create(payment, {
    ...paymentDocument({
      memberId: input.memberId,
      member,
      payDay,
      payYear: Number(payDay.slice(0, 4)),
      amount,
      mode: input.mode,
      status: 'PROCESSED',
      object: `${item.sale.name} — ${input.priceName}`,
      quantity: input.quantity,
      vatPercent: 0,
      notes: '',
      cluster: null,
      clusterName: null,
      operator,
      cardPayment: false,
      accounting: null,
    }),
    saleId: item.ref.id,
    registrationId: registration.id,
  });
  const fields = {
    memberId: input.memberId,
    holder: holderName(member),
    priceName: input.priceName,
    unitCost: item.cost,
    amount,
    quantity: input.quantity,
    mode: input.mode,
    paymentId: payment.id,
    seats: taken,
    cancelled: false,
    by: operator,
    createdAt: FieldValue.serverTimestamp(),
  };
  if (standing.exists)
    batch.update(
      registration,
      { ...fields, cancelledBy: FieldValue.delete(), cancelledAt: FieldValue.delete() },
      { lastUpdateTime: standing.updateTime! },
    );
  else batch.create(registration, fields);
  try {
    await batch.commit();
  } catch (e) {
    if (raced(e)) return 'raced';
    throw e;
  }
  return { id: registration.id, paymentId: payment.id };
}

/** Rounds of a fresh look at the shards and one commit before a registration gives up as busy. */
const ROUNDS = 60;

/** A short random pause before looking again, so racers that lost together do not race again together. */
const jitter = () => new Promise((resolve) => setTimeout(resolve, Math.random() * 25));

/**
 * A member registered to a sale item (the desk: POST /v1/sales/registrations). Each round reads the shards (a look,
 * not a promise): too few seats left in all → MAX_SALES_REACHED at once; else one optimistic commit on one shard with
 * room, chosen at random weighted by its room, so buyers at once spread over the shards instead of queueing on one
 * document (a group that fits no single shard takes its seats across them all). A shard found full or changed
 * meanwhile starts another round.
 */
export async function registerMember(orgId: string, input: Input, operator: string, scope: RecordAccess) {
  const item = await saleFor(orgId, input);
  const { data: member } = await scope.member(input.memberId);
  for (let round = 0; round < ROUNDS; round += 1) {
    const shards: StoredShard[] = await readShards(item.ref);
    if (shards.reduce((free, s) => free + freeIn(s), 0) < input.quantity) throw new ApiError('MAX_SALES_REACHED');
    const [shard] = shardOrder(shards, input.quantity);
    const done = await attempt(orgId, input, item, member, operator, shard ?? null);
    if (done !== 'full' && done !== 'raced') return done;
    await jitter();
  }
  throw new ApiError('TOO_MANY_REQUESTS');
}

/** POST /v1/sales/registrations: registerMember as the signed-in admin. */
export const registerAtDesk = route(registerAtDeskContract, ({ claims, principal, body, scope }) =>
  registerMember(claims.org, body, principal.email ?? principal.uid, scope),
);
