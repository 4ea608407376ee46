import { isFirestoreId } from './entities/common';
import { groupMemberCounter } from './paths';

type DocumentData = Record<string, unknown>;

/** The counted facts of a member: whether it exists, its account status, its card status and its group. */
interface Counted {
  status: string;
  cardStatus: string;
  group: string | null;
}

/** Key under which a status that cannot be a Firestore field name (written around the API) is counted. */
export const INVALID_KEY = '_invalid';

/** A status as a counter key: itself when Firestore can store it as a field name, else INVALID_KEY. */
export const statusKey = (value: unknown): string => (isFirestoreId(value) ? value : INVALID_KEY);

/** A member's card status; documents written without one count by whether they hold a card number. */
export function cardStatusOf(doc: DocumentData): string {
  if (typeof doc.cardStatus === 'string' && doc.cardStatus) return statusKey(doc.cardStatus);
  return doc.cardNumber ? 'ACTIVE' : 'NOT_FOUND';
}

/**
 * The member's group as a counter sees it: a string that can name a counter document. Anything else (a number,
 * an object, '', 'a/b', '__x__', too long), which only a write around the API can store, counts as no group.
 */
export function counterGroupOf(doc: DocumentData): string | null {
  const g = doc.group;
  return typeof g === 'string' && isFirestoreId(g) && isFirestoreId(groupMemberCounter(g)) ? g : null;
}

/** What of a member document the counters cannot use as stored (counted as no group, or under INVALID_KEY). */
export function counterAnomalies(doc: DocumentData | undefined): string[] {
  if (!doc) return [];
  const out: string[] = [];
  if (doc.group != null && doc.group !== '' && counterGroupOf(doc) === null) out.push('group');
  if (doc.accountStatus != null && statusKey(doc.accountStatus) === INVALID_KEY) out.push('accountStatus');
  if (typeof doc.cardStatus === 'string' && doc.cardStatus && statusKey(doc.cardStatus) === INVALID_KEY) out.push('cardStatus');
  return out;
}

/** The member fields the counters read (counted, counterAnomalies): a write changing none of them moves no counter. */
export const COUNTED_MEMBER_FIELDS = ['accountStatus', 'cardStatus', 'cardNumber', 'group'] as const;

function counted(doc: DocumentData | undefined): Counted | null {
  if (!doc) return null;
  return {
    status: statusKey(doc.accountStatus ?? 'ACTIVE'),
    cardStatus: cardStatusOf(doc),
    group: counterGroupOf(doc),
  };
}

/** One counter document's change: total and per-status increments. */
export type CounterDelta = { total: number; byAccountStatus: Record<string, number> };

/**
 * The full change of one counter document: besides CounterDelta, per card status (ACTIVE / INACTIVE /
 * NOT_FOUND: a card follows its member's `cardStatus`) and, on the organization's document only
 * (empty on group documents), members per group.
 */
export type MemberCounterDelta = CounterDelta & {
  byCardStatus: Record<string, number>;
  byGroup: Record<string, number>;
};

const noDelta = (): MemberCounterDelta => ({ total: 0, byAccountStatus: {}, byCardStatus: {}, byGroup: {} });

/** Key of members without a group in `byGroup`. */
export const NO_GROUP = '_none';

/**
 * Increments per counter document (the organization's, and each touched group's) for one write.
 * Pure, so the trigger only applies what this returns.
 */
export function memberCounterDeltas(
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): Map<string | null, MemberCounterDelta> {
  const deltas = new Map<string | null, MemberCounterDelta>();
  const add = (key: string | null, c: Counted, n: number) => {
    const d = deltas.get(key) ?? noDelta();
    d.total += n;
    d.byAccountStatus[c.status] = (d.byAccountStatus[c.status] ?? 0) + n;
    d.byCardStatus[c.cardStatus] = (d.byCardStatus[c.cardStatus] ?? 0) + n;
    if (key === null) d.byGroup[c.group ?? NO_GROUP] = (d.byGroup[c.group ?? NO_GROUP] ?? 0) + n;
    deltas.set(key, d);
  };
  const b = counted(before);
  const a = counted(after);
  for (const [c, n] of [
    [b, -1],
    [a, 1],
  ] as const) {
    if (!c) continue;
    add(null, c, n); // null = the organization's counter
    if (c.group) add(c.group, c, n);
  }
  // Drop zero entries so an edit that changes nothing counted writes nothing.
  for (const [key, d] of deltas) {
    for (const m of [d.byAccountStatus, d.byCardStatus, d.byGroup]) for (const s of Object.keys(m)) if (m[s] === 0) delete m[s];
    const empty = [d.byAccountStatus, d.byCardStatus, d.byGroup].every((m) => Object.keys(m).length === 0);
    if (d.total === 0 && empty) deltas.delete(key);
  }
  return deltas;
}

/** Adds one write's deltas into a running sum: several writes then move each counter document once (an upload's chunk). */
export function addCounterDeltas(into: Map<string | null, MemberCounterDelta>, deltas: Map<string | null, MemberCounterDelta>): void {
  const plus = (a: Record<string, number>, b: Record<string, number>) => {
    for (const [k, n] of Object.entries(b)) a[k] = (a[k] ?? 0) + n;
  };
  for (const [key, d] of deltas) {
    const sum = into.get(key) ?? noDelta();
    sum.total += d.total;
    plus(sum.byAccountStatus, d.byAccountStatus);
    plus(sum.byCardStatus, d.byCardStatus);
    plus(sum.byGroup, d.byGroup);
    into.set(key, sum);
  }
}
