import { randomUUID } from 'node:crypto';
import { Timestamp, type DocumentReference, type WriteBatch } from 'firebase-admin/firestore';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { raced } from '../shared/races';

/**
 * How long a member's turn lasts when its holder never ends it (the process gone): longer than the API function's
 * whole timeout (120 s), so a turn never runs out under a request still working on it.
 */
export const CHECKOUT_TURN_MS = 3 * 60_000;

/** organizations/{org}/checkoutTurns/{memberId}: whose checkout is being made for the member now (server only). */
const turnRef = (orgId: string, memberId: string) => db.doc(`${orgCol(orgId, 'checkoutTurns')}/${memberId}`);

/** A turn taken: the document and the time of the write that took it (any later write means someone else's turn). */
export interface CheckoutTurn {
  ref: DocumentReference;
  takenAt: Timestamp;
  /** ended by commitInTurn: nothing left to give back */
  ended?: boolean;
}

/**
 * Takes the member's turn to make a checkout, as one optimistic write (shared/races.ts): created (most checkouts find
 * no turn: one write, no read), or a lapsed turn replaced on condition that it is still the one read. A turn held by
 * another request, or taken by one at the same moment, answers TOO_MANY_REQUESTS: two checkouts of one member are never
 * made at once, so neither can miss the other.
 */
async function takeTurn(orgId: string, memberId: string, now = Date.now()): Promise<CheckoutTurn> {
  const ref = turnRef(orgId, memberId);
  const fields = { token: randomUUID(), until: Timestamp.fromMillis(now + CHECKOUT_TURN_MS) };
  try {
    return { ref, takenAt: (await ref.create(fields)).writeTime };
  } catch (e) {
    if (!raced(e)) throw e;
  }
  // a turn stands: held by another request, or lapsed
  const standing = await ref.get();
  const until = standing.get('until') as Timestamp | undefined;
  if (!standing.exists || (until && until.toMillis() > now)) throw new ApiError('TOO_MANY_REQUESTS');
  try {
    return { ref, takenAt: (await ref.update(fields, { lastUpdateTime: standing.updateTime! })).writeTime };
  } catch (e) {
    if (raced(e)) throw new ApiError('TOO_MANY_REQUESTS');
    throw e;
  }
}

/**
 * The writes that hand the member their checkout, committed with the end of the turn on condition that the turn is
 * still this one (and on the writes' own conditions): false, nothing written, when the turn ran out and another
 * request took it, or a condition failed.
 */
export async function commitInTurn(turn: CheckoutTurn, write: (batch: WriteBatch) => void): Promise<boolean> {
  const batch = db.batch();
  write(batch);
  batch.delete(turn.ref, { lastUpdateTime: turn.takenAt });
  try {
    await batch.commit();
    turn.ended = true;
    return true;
  } catch (e) {
    if (raced(e)) return false;
    throw e;
  }
}

/** Gives the turn back unless it was ended already or taken over: a race lost here is no one's loss. */
async function giveBack(turn: CheckoutTurn): Promise<void> {
  if (turn.ended) return;
  try {
    await turn.ref.delete({ lastUpdateTime: turn.takenAt });
  } catch (e) {
    if (!raced(e)) throw e;
  }
}

/**
 * Runs the making of a member's checkout (a card checkout, a payroll code, an offer taken up) in the member's turn,
 * given back whatever happens. Within it, the member's earlier carts are closed before a new one holds seats, so at
 * most one of them can be paid at any moment.
 */
export function inCheckoutTurn<T>(orgId: string, memberId: string, make: (turn: CheckoutTurn) => Promise<T>): Promise<T> {
  return inCheckoutTurnWith(
    orgId,
    memberId,
    Promise.resolve(null),
    async () => null,
    (turn) => make(turn),
  );
}

/**
 * inCheckoutTurn with the turn taken while the caller's checks run (the member read and the cart priced: reads only)
 * instead of after them, and `first` (reads only: what the turn guards, such as the member's carts) run as soon as the
 * turn is taken, checks or not: fewer waits one after the other. What the checks refuse is answered first, the turn given
 * back; a turn held by another request answers TOO_MANY_REQUESTS once the checks passed, as inCheckoutTurn would.
 */
export async function inCheckoutTurnWith<A, B, T>(
  orgId: string,
  memberId: string,
  checks: Promise<A>,
  first: () => Promise<B>,
  make: (turn: CheckoutTurn, checked: A, firstRead: B) => Promise<T>,
): Promise<T> {
  const taking = takeTurn(orgId, memberId);
  taking.catch(() => undefined);
  const reading = taking.then(first);
  reading.catch(() => undefined);
  let checked: A;
  try {
    checked = await checks;
  } catch (e) {
    await taking.then(giveBack, () => undefined);
    throw e;
  }
  const turn = await taking;
  try {
    return await make(turn, checked, await reading);
  } finally {
    await giveBack(turn);
  }
}
