import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { nextCardNumber } from '@tessera/domain/entities/member';
import { CARD_NUMBER_COUNTER, cardPath, counterPath, orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';

/** The organization's card-number counter as read inside a transaction that may issue card numbers. */
export interface CardCounter {
  /** the highest number issued so far (null: none yet) */
  last: string | null;
  /** the number after `last`, same width ("1" when there is none) */
  next: string;
  /** Raises the counter to `issued` when higher. A write: call it after the transaction's reads. */
  issued(issued: string): void;
}

const counterRef = (orgId: string) => db.doc(counterPath(orgId, CARD_NUMBER_COUNTER));

/**
 * Reads the counter in `tx`, so two transactions issuing numbers conflict on it and one retries. An organization
 * whose counter does not exist yet (data from before it) gets it from one read of the card ids, written back with
 * the first `issued` call. Card ids are text ("9" sorts after "10"), so no ordered query could find the highest.
 */
export async function readCardCounter(tx: Transaction, orgId: string): Promise<CardCounter> {
  const snap = await tx.get(counterRef(orgId));
  const stored = snap.get('last');
  const last =
    snap.exists && (typeof stored === 'string' || stored === null)
      ? stored
      : nextCardNumber((await tx.get(db.collection(orgCol(orgId, 'cards')).select())).docs.map((d) => d.id)).number;
  return {
    last,
    next: nextCardNumber(last ? [last] : []).suggestion,
    issued(issued) {
      const highest = nextCardNumber(last ? [last, issued] : [issued]).number;
      if (!snap.exists || highest !== last) tx.set(counterRef(orgId), { last: highest, updatedAt: FieldValue.serverTimestamp() });
    },
  };
}

/** Most card documents looked at for a free number before giving up (numbers above the counter set by hand). */
const FREE_NUMBER_ATTEMPTS = 20;

/**
 * The first number from the counter's `next` whose card does not exist, read in `tx`. Numbers above the counter
 * exist only when written outside a counted path (an upload between its writes and its checkpoint).
 */
export async function firstFreeCardNumber(tx: Transaction, orgId: string, counter: CardCounter): Promise<string> {
  let candidate = counter.next;
  for (let i = 0; i < FREE_NUMBER_ATTEMPTS; i++) {
    if (!(await tx.get(db.doc(cardPath(orgId, candidate)))).exists) return candidate;
    candidate = nextCardNumber([candidate]).suggestion;
  }
  throw new ApiError('CARD_NUMBER_ALREADY_USED');
}

/** The highest issued number and the next one, from the counter (one document read once it exists). */
export function lastCardNumber(orgId: string): Promise<{ number: string | null; suggestion: string }> {
  return db.runTransaction(async (tx) => {
    const counter = await readCardCounter(tx, orgId);
    // First read in an organization without the counter: store what the card ids gave.
    if (counter.last) counter.issued(counter.last);
    return { number: counter.last, suggestion: counter.next };
  });
}
