import {
  FieldValue,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type QueryDocumentSnapshot,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { freeIn, freeSeatsIn, shardOrder } from '@tessera/domain/sales/seats';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { jitter, RACE_ROUNDS, raced } from '../shared/races';
import { seatShards, shardFields, storedShard } from './seats';
import { ticketCodeField } from './ticketCode';

/** What one registration takes: which seats in which shards. */
export type Taken = Record<string, number>;

/**
 * The registration's own fields, and anything written with it (a payment), given the seats it takes: called once
 * per try, so it must only add writes to the batch.
 */
export type RegistrationWriter = (batch: WriteBatch, seats: Taken) => Record<string, unknown>;

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

/**
 * One try, as an optimistic transaction (what Firestore's client transactions do): given the shards and the
 * registration as this round read them, the seats are chosen, then one atomic commit writes each shard's new count on
 * condition that the shard is still the version that was read (its update time), with the registration (created, or a
 * cancelled one replaced on the same condition) and whatever the writer adds. Anyone who changed a shard meanwhile
 * makes the whole commit fail, nothing written, and the caller looks again: nobody waits on a lock, and no shard is
 * ever counted past its capacity, so the item is never oversold.
 */
async function attempt(
  sale: DocumentReference,
  { registrationId, memberId, group }: Registrant,
  quantity: number,
  write: RegistrationWriter,
  shards: DocumentSnapshot[],
  standing: DocumentSnapshot,
): Promise<'done' | 'full' | 'raced'> {
  if (standing.exists && standing.get('cancelled') !== true) throw new ApiError('SALE_ALREADY_PERFORMED');
  const taken = chooseSeats(shards, quantity);
  if (!taken) return 'full';
  const batch = db.batch();
  for (const snap of shards) {
    const seats = taken[snap.id];
    if (seats) batch.update(snap.ref, { taken: shardFields(snap.data()).taken + seats }, { lastUpdateTime: snap.updateTime! });
  }
  const fields = {
    ...write(batch, taken),
    memberId,
    group,
    quantity,
    seats: taken,
    cancelled: false,
    ...ticketCodeField(sale, registrationId),
    createdAt: FieldValue.serverTimestamp(),
  };
  if (standing.exists)
    batch.update(
      standing.ref,
      { ...fields, cancelledBy: FieldValue.delete(), cancelledAt: FieldValue.delete() },
      { lastUpdateTime: standing.updateTime! },
    );
  else batch.create(standing.ref, fields);
  try {
    await batch.commit();
  } catch (e) {
    if (raced(e)) return 'raced';
    throw e;
  }
  return 'done';
}

/**
 * Whose registration: its id (the member's own id, or a family member's), the member who made it and that member's
 * group, kept on the registration because it scopes group admins (firestore.rules, registrantGroups.ts keeps it current).
 */
export interface Registrant {
  registrationId: string;
  memberId: string;
  group: string | null;
}

/** The registrant of `registrationId` made by the member stored as `member`. */
export const registrantOf = (registrationId: string, memberId: string, member: DocumentData): Registrant => ({
  registrationId,
  memberId,
  group: typeof member.group === 'string' ? member.group : null,
});

/**
 * The item's shards and the registration as the caller read them a moment ago (pricing a cart reads both): the first
 * round starts from them instead of reading again. Only a look, like any round's: a shard or the registration changed
 * since makes the commit fail and the next round reads afresh.
 */
export interface SeatLook {
  shards: QueryDocumentSnapshot[];
  standing: DocumentSnapshot;
}

/**
 * Takes `quantity` seats of the item for a registration (sales/{id}/registrations/{registrationId}), by the desk,
 * a checkout's hold or a payroll cart alike. Each round reads the shards and the registration together (one wait; the
 * shards as read are a look, not a promise): too few seats left in all → MAX_SALES_REACHED at once; else one
 * optimistic commit on one shard with room, chosen at random weighted by its room, so buyers at once spread over the
 * shards instead of queueing on one document (a group that fits no single shard takes its seats across them all). A
 * shard found full or changed meanwhile starts another round. A standing registration with that id answers
 * SALE_ALREADY_PERFORMED. With a `look` (SeatLook), the first round starts from it.
 */
export async function takeSeats(
  sale: DocumentReference,
  who: Registrant,
  quantity: number,
  write: RegistrationWriter,
  look?: SeatLook,
): Promise<void> {
  const registration = sale.collection('registrations').doc(who.registrationId);
  for (let round = 0; round < RACE_ROUNDS; round += 1) {
    const [docs, standing] =
      round === 0 && look
        ? [look.shards, look.standing]
        : await Promise.all([
            seatShards(sale)
              .get()
              .then((found) => found.docs),
            registration.get(),
          ]);
    const shards = docs.map(storedShard);
    if (freeSeatsIn(shards) < quantity) throw new ApiError('MAX_SALES_REACHED');
    const [shard] = shardOrder(shards, quantity);
    const done = await attempt(sale, who, quantity, write, shard ? docs.filter((d) => d.id === shard) : docs, standing);
    if (done === 'done') return;
    await jitter();
  }
  throw new ApiError('TOO_MANY_REQUESTS');
}

/** Gives a registration's seats back to the shards they came from (in the caller's transaction or batch). */
export function returnSeats(
  writer: { update(ref: DocumentReference, data: Record<string, unknown>): unknown },
  sale: DocumentReference,
  seats: Taken | undefined,
): void {
  for (const [shard, n] of Object.entries(seats ?? {})) writer.update(seatShards(sale).doc(shard), { taken: FieldValue.increment(-n) });
}
