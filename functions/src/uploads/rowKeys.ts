import { createHash } from 'node:crypto';

/** A stored row of either kind, as far as its keys go: a parsed row's cells (`data`) or a refused row's keys. */
export interface KeyedRow {
  data?: { email?: unknown; ssn?: unknown; cardNumber?: unknown };
  keys?: { email?: unknown; ssn?: unknown };
}

type KeyKind = 'email' | 'ssn' | 'card';

/** A value as the erasure compares it: trimmed and lower-cased (null: not text). */
export const foldedKeyValue = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : null);

/** The key of one value a row names a member by: a hash, so the index holds no address or tax code in clear. */
export function rowKey(kind: KeyKind, value: unknown): string | null {
  const folded = foldedKeyValue(value);
  return folded === null ? null : createHash('sha256').update(`${kind}:${folded}`).digest('hex').slice(0, 32);
}

/** The keys one row names a member by: its addresses, tax codes and card number, as the erasure compares them. */
function keysOfRow(r: KeyedRow): (string | null)[] {
  return [
    rowKey('email', r.data?.email),
    rowKey('email', r.keys?.email),
    rowKey('ssn', r.data?.ssn),
    rowKey('ssn', r.keys?.ssn),
    rowKey('card', r.data?.cardNumber),
  ];
}

const sortedSet = (values: Iterable<unknown>) =>
  [...new Set([...values].filter((v): v is string => typeof v === 'string' && v !== ''))].sort();

/**
 * What an erasure finds an upload chunk by (erasure.ts), written with its rows by every writer of them (the job's
 * store, the eraser, the backfill): its organization, and `rowKeys`, the keys of every row's addresses, tax codes and
 * card number. A collection group query on both reads only the chunks naming a member (firestore.indexes.json).
 */
export function chunkKeyFields(orgId: string, rows: readonly unknown[]) {
  return { org: orgId, rowKeys: sortedSet(rows.flatMap((r) => (typeof r === 'object' && r !== null ? keysOfRow(r as KeyedRow) : []))) };
}

/** The same for a report: its organization and `memberIds`, the members its rows changed or name. */
export function reportKeyFields(orgId: string, rows: readonly unknown[]) {
  const named = (r: unknown) => (typeof r === 'object' && r !== null ? (r as { memberId?: unknown }).memberId : null);
  return { org: orgId, memberIds: sortedSet(rows.map(named)) };
}
