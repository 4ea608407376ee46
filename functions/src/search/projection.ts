import { isDeepStrictEqual } from 'node:util';
import { FieldPath, FieldValue, type DocumentData, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { memberPath, memberPrivatePath, orgCol, searchShardPath } from '@tessera/domain/paths';
import {
  PAYMENT_ROW_FIELDS,
  SEARCH_SHARDS,
  feeYearsOf,
  memberSearchRow,
  searchShardOf,
  shardPaymentRecords,
  shardRecords,
  storedPayments,
  storedRow,
  type SearchShard,
} from '@tessera/domain/search/record';
import type { SearchRecord } from '@tessera/domain/search/evaluate';
import { db } from '../shared/admin';
import { streamPages } from '../shared/streamPages';
import type { CreatedMember, DerivedWrites } from '../memberReactions/registry';

/**
 * The advanced search's projection (docs/search.md, domain search/record.ts): each member's row in its shard,
 * `rows.{memberId}`, and the fee years its payments show, `fees.{memberId}`. Written by the triggers (triggers.ts)
 * from the documents as they are when the trigger runs, so events delivered twice or out of order leave the latest.
 */
const shardRef = (orgId: string, memberId: string) => db.doc(searchShardPath(orgId, searchShardOf(memberId)));

type ShardMap = 'rows' | 'fees' | 'pays';

/** Sets (or, with `null`, removes) map entries of a shard, by member id, leaving the rest of the shard as it is. */
function entries(values: Partial<Record<ShardMap, Record<string, unknown>>>) {
  const fields = Object.keys(values) as ShardMap[];
  const byMember = (f: ShardMap) => Object.entries(values[f]!);
  return {
    data: Object.fromEntries(fields.map((f) => [f, Object.fromEntries(byMember(f).map(([id, v]) => [id, v ?? FieldValue.delete()]))])),
    options: { mergeFields: fields.flatMap((f) => byMember(f).map(([id]) => new FieldPath(f, id))) },
  };
}

/** The row of a member from its document and its private (back-office) document, as a shard stores it. */
const rowOf = (member: DocumentData, adminOnly: DocumentData | undefined) => storedRow(memberSearchRow(member, adminOnly));

/** The member's row from its document and its private (back-office) document, read in one transaction. */
export async function writeMemberRow(orgId: string, memberId: string): Promise<void> {
  await db.runTransaction(async (tx) => {
    const [member, adminOnly] = await tx.getAll(db.doc(memberPath(orgId, memberId)), db.doc(memberPrivatePath(orgId, memberId)));
    // a deleted member leaves no row and no fee years
    const write = member!.exists
      ? entries({ rows: { [memberId]: rowOf(member!.data()!, adminOnly!.data()) } })
      : entries({ rows: { [memberId]: null }, fees: { [memberId]: null }, pays: { [memberId]: null } });
    tx.set(shardRef(orgId, memberId), write.data, write.options);
  });
}

/**
 * The rows of the members an upload's chunk created (registry.ts, createdInBulk), built from what the chunk wrote
 * exactly as writeMemberRow builds them from the documents: one write per shard they land in.
 */
export function writeCreatedRows(orgId: string, created: readonly CreatedMember[], writes: DerivedWrites): void {
  const byShard = new Map<number, Record<string, string>>();
  for (const m of created) {
    const rows = byShard.get(searchShardOf(m.memberId)) ?? {};
    rows[m.memberId] = rowOf(m.after, m.adminOnly);
    byShard.set(searchShardOf(m.memberId), rows);
  }
  for (const [shard, rows] of byShard) {
    const { data, options } = entries({ rows });
    writes.set(db.doc(searchShardPath(orgId, shard)), data, options);
  }
}

/**
 * The row after a write of the member: rewritten unless the write left it as it was (the row's values from the member
 * document are the same before and after; those from the private document did not move, or its own trigger runs). A
 * skipped write is safe out of order too: the write that did change the row rewrites it from the documents as they
 * are then.
 */
export async function followMemberRow(
  orgId: string,
  memberId: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): Promise<void> {
  if (before && after && isDeepStrictEqual(memberSearchRow(before), memberSearchRow(after))) return;
  await writeMemberRow(orgId, memberId);
}

/**
 * The member's fee years and payment rows from its payments (a member holds a few: one indexed equality query), in a
 * transaction: two payments of one member written at once fire two triggers, and the query's lock keeps the one that
 * read fewer payments from writing last.
 */
export async function writeMemberPayments(orgId: string, memberId: string): Promise<void> {
  await db.runTransaction(async (tx) => {
    const payments = await tx.get(
      db
        .collection(orgCol(orgId, 'payments'))
        .where('memberId', '==', memberId)
        .select(...PAYMENT_ROW_FIELDS),
    );
    const { data, options } = entries(paymentEntries([[memberId, payments.docs]]));
    tx.set(shardRef(orgId, memberId), data, options);
  });
}

/** The fee years and payment rows of these members (each with all its payments), as a shard's maps store them. */
function paymentEntries(members: Iterable<[memberId: string, payments: readonly QueryDocumentSnapshot[]]>) {
  const fees: Record<string, unknown> = {};
  const pays: Record<string, unknown> = {};
  for (const [memberId, payments] of members) {
    const years = feeYearsOf(payments.map((d) => d.data()));
    fees[memberId] = years.length ? years : null;
    pays[memberId] = storedPayments(payments.map((d) => ({ id: d.id, data: d.data() })));
  }
  return { fees, pays };
}

/**
 * Every member's fee years and payment rows, as writeMemberPayments writes them one member at a time, from one pass
 * over the organization's payments in payer order, streamed (shared/streamPages.ts: the emulator scans and sorts every
 * payment for each query, so a query per page of `pageSize` cost a sort of them all per page) and handled `pageSize` at a
 * time (memory: a page, and the payments of the member it ends on): what an archive's import writes in place of one
 * payment trigger run per payment (archive/importJob.ts).
 */
export async function writeAllMemberPayments(orgId: string, pageSize: number, commitSize: number): Promise<void> {
  const ordered = db
    .collection(orgCol(orgId, 'payments'))
    .orderBy('memberId')
    .orderBy(FieldPath.documentId())
    .select(...new Set(['memberId', ...PAYMENT_ROW_FIELDS]));
  let pending: QueryDocumentSnapshot[] = [];
  await streamPages(
    ordered,
    (last) => ordered.startAfter(last),
    async (page) => {
      // a payer whose payments run into the next page waits for them
      const all = [...pending, ...page];
      const lastPayer = all[all.length - 1]!.get('memberId') as unknown;
      pending = all.filter((d) => d.get('memberId') === lastPayer);
      await commitPayers(
        orgId,
        all.filter((d) => d.get('memberId') !== lastPayer),
        commitSize,
      );
    },
    { max: pageSize, bytes: Number.POSITIVE_INFINITY },
  );
  await commitPayers(orgId, pending, commitSize);
}

/** The rows of these payments' members (each member's payments all among them), a commit per about `commitSize` payments. */
async function commitPayers(orgId: string, payments: readonly QueryDocumentSnapshot[], commitSize: number): Promise<void> {
  const byMember = new Map<string, QueryDocumentSnapshot[]>();
  for (const d of payments) {
    const memberId = d.get('memberId') as unknown;
    if (typeof memberId === 'string') byMember.set(memberId, [...(byMember.get(memberId) ?? []), d]);
  }
  // a commit holds the rows of at most about `commitSize` payments (a member's whole), whatever the page read
  let chunk: [string, QueryDocumentSnapshot[]][] = [];
  let held = 0;
  for (const member of byMember) {
    if (held && held + member[1].length > commitSize) {
      await commitPaymentRows(orgId, chunk);
      chunk = [];
      held = 0;
    }
    chunk.push(member);
    held += member[1].length;
  }
  if (chunk.length) await commitPaymentRows(orgId, chunk);
}

/** The fee years and payment rows of these members in one commit, each shard's written once. */
async function commitPaymentRows(orgId: string, members: readonly [string, QueryDocumentSnapshot[]][]): Promise<void> {
  const byShard = new Map<number, [string, QueryDocumentSnapshot[]][]>();
  for (const member of members) byShard.set(searchShardOf(member[0]), [...(byShard.get(searchShardOf(member[0])) ?? []), member]);
  const batch = db.batch();
  for (const [shard, paid] of byShard) {
    const { data, options } = entries(paymentEntries(paid));
    batch.set(db.doc(searchShardPath(orgId, shard)), data, options);
  }
  await batch.commit();
}

/** A payment written: its member's fee years and payment rows again (a change of payer: both members'). */
export async function followPayment(orgId: string, before: DocumentData | undefined, after: DocumentData | undefined): Promise<void> {
  const members = new Set([before, after].flatMap((p) => (typeof p?.memberId === 'string' ? [p.memberId as string] : [])));
  for (const memberId of members) await writeMemberPayments(orgId, memberId);
}

/** The organization's SEARCH_SHARDS projection documents, read at once. */
async function readShards(orgId: string): Promise<(SearchShard | undefined)[]> {
  const refs = Array.from({ length: SEARCH_SHARDS }, (_, n) => db.doc(searchShardPath(orgId, n)));
  return (await db.getAll(...refs)).map((s) => s.data() as SearchShard | undefined);
}

/** Every member's record of the organization (the members and cards modes). */
export async function readMemberRecords(orgId: string): Promise<SearchRecord[]> {
  return (await readShards(orgId)).flatMap(shardRecords);
}

/** Every payment's record of the organization's members (the payments mode). */
export async function readPaymentRecords(orgId: string): Promise<SearchRecord[]> {
  return (await readShards(orgId)).flatMap(shardPaymentRecords);
}
