import { FieldValue, type DocumentData, type DocumentReference, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { counterPath } from '@tessera/domain/paths';
import { documentNumber, receiptCounterId, type NumberedDocument } from '@tessera/domain/payments/receipt';
import { paymentAllows } from '@tessera/domain/payments/lifecycle';
import type { PaymentStatus } from '@tessera/domain/entities/payment';
import { db } from '../../shared/admin';
import { ApiError } from '../../http/apiError';

/** A payment's receipt, as stored on it once issued. */
export interface IssuedReceipt {
  /** `n/yyyy` */
  number: string;
  n: number;
  year: number;
  /** `YYYY-MM-DD` */
  issuedOn: string;
}

/**
 * Concurrent first prints compete for the year's counter: each transaction reads it, so Firestore lets one write and
 * retries the others. Enough attempts for a desk printing a batch at once (50 at the same moment in the tests).
 */
const ATTEMPTS = 60;

/** The tail of each organization's queue of first prints in this instance (see issueReceipt). */
const queues = new Map<string, Promise<unknown>>();

/**
 * Runs `task` after the organization's earlier ones in this instance: the API serves many requests at once
 * (concurrency 40), and 50 first prints contending for one counter made Firestore abort and retry them with growing
 * back-offs (80 s for 50 on the emulator). Queued, they meet no contention here; the transaction still guards the
 * numbers across instances.
 */
function queued<T>(key: string, task: () => Promise<T>): Promise<T> {
  const run = (queues.get(key) ?? Promise.resolve()).then(task, task);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  queues.set(key, tail);
  void tail.then(() => queues.get(key) === tail && queues.delete(key));
  return run;
}

/**
 * The receipt of a payment: the one it has, or — in one transaction with the year's counter — the next number of the
 * calendar year of issue, so numbers have no gaps and no duplicates however many print at once. The counter document
 * (counters/receipts-yyyy) also keeps the year's receipts by method and by month, exact because they change in the
 * same write (the dashboard reads them, never the payments). `check` runs on the payment inside the transaction
 * (scope, ownership); a payment not received or refunded gets no new number (lifecycle: PAYMENT_STATUS_CONFLICT).
 */
export async function issueReceipt(
  ref: DocumentReference,
  check: (snap: DocumentSnapshot) => void,
): Promise<{ receipt: IssuedReceipt; snap: DocumentSnapshot }> {
  return queued(ref.parent.parent!.id, () => issueInTransaction(ref, check));
}

/** The transaction alone (no queue): what keeps numbers unique across instances, tested under contention. */
export function issueInTransaction(
  ref: DocumentReference,
  check: (snap: DocumentSnapshot) => void,
): Promise<{ receipt: IssuedReceipt; snap: DocumentSnapshot }> {
  return db.runTransaction(
    async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) throw new ApiError('NOT_FOUND');
      check(snap);
      const existing = snap.get('receipt') as IssuedReceipt | undefined;
      if (existing?.number) return { receipt: existing, snap };
      if (!paymentAllows(snap.get('status') as PaymentStatus, 'receipt')) throw new ApiError('PAYMENT_STATUS_CONFLICT');
      const orgId = ref.parent.parent!.id;
      const taken = await takeNumber(tx, orgId, 'receipt');
      const amount = (snap.get('amount') as number | undefined) ?? 0;
      const method = String(snap.get('mode') ?? 'UNKNOWN');
      const stat = { count: FieldValue.increment(1), amount: FieldValue.increment(amount) };
      taken.commit({
        count: FieldValue.increment(1),
        amount: FieldValue.increment(amount),
        byMethod: { [method]: stat },
        byMonth: { [taken.issuedOn.slice(5, 7)]: stat },
      });
      const receipt: IssuedReceipt = { number: taken.number, n: taken.n, year: taken.year, issuedOn: taken.issuedOn };
      tx.update(ref, { receipt });
      return { receipt, snap };
    },
    { maxAttempts: ATTEMPTS },
  );
}

/**
 * The next number of a kind of document (receipt, invoice, credit note) for the calendar year of issue, read in the caller's
 * transaction; `commit` writes it back (with any statistics the counter keeps) after the caller's other reads.
 */
export async function takeNumber(tx: Transaction, orgId: string, kind: NumberedDocument) {
  const issuedOn = todayInItaly();
  const year = Number(issuedOn.slice(0, 4));
  const counter = db.doc(counterPath(orgId, receiptCounterId(kind, year)));
  const n = (((await tx.get(counter)).get('last') as number | undefined) ?? 0) + 1;
  return {
    n,
    year,
    issuedOn,
    number: documentNumber(n, year),
    commit: (extra: DocumentData = {}) =>
      tx.set(counter, { last: n, year, ...extra, updatedAt: FieldValue.serverTimestamp() }, { merge: true }),
  };
}
