import { counterGroupOf, INVALID_KEY, statusKey } from '../counters';
import { groupPaymentCounter, ORG_PAYMENT_COUNTER } from '../paths';
import type { ReceiptTally } from './receipt';

type DocumentData = Record<string, unknown>;

/** How many payments and how much they total (cents), under one counter key: the receipts' tally. */
export type PaymentTally = ReceiptTally;

/** The payment fields the counters read (keysOf, amountOf, the group): all a recount needs to select. */
export const COUNTED_PAYMENT_FIELDS = ['amount', 'payYear', 'mode', 'status', 'refunded', 'cardPayment', 'group'] as const;

/** The counter document of the organization (null) or of a group. */
export const paymentCounterId = (group: string | null): string => (group === null ? ORG_PAYMENT_COUNTER : groupPaymentCounter(group));

/**
 * What a payment adds to its counters: the whole (`all`), its pay year, method, status, whether it was refunded and
 * whether it is the membership fee, each as a map key of the counter document (`byYear.2026`, `byMode.BONIFICO` …).
 * The payments list answers its total and sum from one of them when a single such filter is chosen (lists/specs.ts).
 */
function keysOf(doc: DocumentData): string[] {
  // a key is one segment of a field path: a value with a dot would nest
  const key = (v: unknown) => {
    const k = statusKey(String(v));
    return k.includes('.') ? INVALID_KEY : k;
  };
  return [
    'all',
    `byYear.${key(doc.payYear)}`,
    `byMode.${key(doc.mode)}`,
    `byStatus.${key(doc.status)}`,
    // a flag is counted only where it is stored (a document written around the API may lack it): the list's
    // `refunded == false` query does not match a missing field either
    ...(typeof doc.refunded === 'boolean' ? [`byRefunded.${doc.refunded}`] : []),
    ...(typeof doc.cardPayment === 'boolean' ? [`byCardPayment.${doc.cardPayment}`] : []),
  ];
}

const amountOf = (doc: DocumentData) => (typeof doc.amount === 'number' && Number.isSafeInteger(doc.amount) ? doc.amount : 0);

/**
 * Increments per counter document (null: the organization's; else the payer's group's) for one write of a payment:
 * each touched key with its count and amount change. Pure: the trigger (functions/src/payments/counters.ts) applies
 * it and the seed writes what it would have written. Keys whose change is nothing are left out, so an edit that moves
 * no counted fact writes nothing.
 */
export function paymentCounterDeltas(
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): Map<string | null, Map<string, PaymentTally>> {
  const deltas = new Map<string | null, Map<string, PaymentTally>>();
  const add = (doc: DocumentData, sign: 1 | -1) => {
    const group = counterGroupOf(doc);
    for (const target of group ? [null, group] : [null]) {
      const tallies = deltas.get(target) ?? new Map<string, PaymentTally>();
      for (const k of keysOf(doc)) {
        const t = tallies.get(k) ?? { count: 0, amount: 0 };
        tallies.set(k, { count: t.count + sign, amount: t.amount + sign * amountOf(doc) });
      }
      deltas.set(target, tallies);
    }
  };
  if (before) add(before, -1);
  if (after) add(after, 1);
  for (const [target, tallies] of deltas) {
    for (const [k, t] of tallies) if (t.count === 0 && t.amount === 0) tallies.delete(k);
    if (tallies.size === 0) deltas.delete(target);
  }
  return deltas;
}

/** A counter key's tallies as the nested object a counter document stores them in (`byYear.2026` → {byYear: {2026: …}}). */
export function nestTallies<V>(tallies: Map<string, PaymentTally>, value: (t: PaymentTally) => { count: V; amount: V }): DocumentData {
  const out: DocumentData = {};
  for (const [key, t] of tallies) {
    const [head, tail] = key.split('.') as [string, string | undefined];
    if (tail === undefined) out[head] = value(t);
    else ((out[head] ??= {}) as DocumentData)[tail] = value(t);
  }
  return out;
}

/**
 * Counters built from scratch (the seed, and the backfill of payments that predate the trigger): each payment's
 * creation deltas summed, per counter document (null: the organization's).
 */
export class PaymentTallies {
  readonly byTarget = new Map<string | null, Map<string, PaymentTally>>();

  add(payment: DocumentData): void {
    for (const [target, tallies] of paymentCounterDeltas(undefined, payment)) {
      const into = this.byTarget.get(target) ?? new Map<string, PaymentTally>();
      for (const [key, t] of tallies) {
        const sum = into.get(key) ?? { count: 0, amount: 0 };
        into.set(key, { count: sum.count + t.count, amount: sum.amount + t.amount });
      }
      this.byTarget.set(target, into);
    }
  }

  /** The counter documents these tallies make: each id and its fields (`updatedAt` is the writer's). */
  documents(): { id: string; data: DocumentData }[] {
    return [...this.byTarget].map(([group, tallies]) => ({
      id: paymentCounterId(group),
      data: { ...nestTallies(tallies, (t) => t), group },
    }));
  }
}

const isTally = (v: unknown): v is PaymentTally =>
  !!v && typeof v === 'object' && typeof (v as PaymentTally).count === 'number' && typeof (v as PaymentTally).amount === 'number';
const isTallyMap = (v: unknown): v is Record<string, PaymentTally> =>
  !!v && typeof v === 'object' && !Array.isArray(v) && Object.values(v).length > 0 && Object.values(v).every(isTally);

/**
 * A counter document recounted from its payments (`recount`: a PaymentTallies document's data, or nothing when no
 * payment counts there now) in the shape of the one kept until then (`previous`): the trigger leaves a key whose
 * payments all moved away (a status left, a group changed) at zero rather than deleting it, so each key `previous`
 * holds and the recount lacks stays, at zero. Counters that were right come out exactly as they were; wrong ones
 * come out as their payments make them.
 */
export function recountedCounter(previous: DocumentData | undefined, recount: DocumentData | undefined): DocumentData {
  const zero = { count: 0, amount: 0 };
  const out: DocumentData = {};
  for (const [k, v] of Object.entries(previous ?? {}))
    out[k] = isTally(v) ? zero : isTallyMap(v) ? Object.fromEntries(Object.keys(v).map((key) => [key, zero])) : v;
  for (const [k, v] of Object.entries(recount ?? {}))
    out[k] = isTally(v) || !isTallyMap(v) || !isTallyMap(out[k]) ? v : { ...out[k], ...v };
  return out;
}
