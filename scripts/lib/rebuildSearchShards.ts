import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { memberPrivatePath, orgCol, searchShardPath } from '../../packages/domain/src/paths';
import {
  PAYMENT_ROW_FIELDS,
  SEARCH_SHARDS,
  feeYearsOf,
  memberSearchRow,
  searchShardOf,
  storedPayments,
  storedRow,
  type SearchShard,
} from '../../packages/domain/src/search/record';

/**
 * An organization's advanced-search projection (docs/search.md) written from scratch: every member (500 a page, with
 * its private document) and every payment read (the fee years and the payments mode's rows), each shard written whole (all SEARCH_SHARDS of them, empty ones
 * too, so rows of members deleted meanwhile go). What the triggers keep from then on.
 */
export async function rebuildSearchShards(db: Firestore, orgId: string): Promise<{ members: number; shards: number }> {
  const shards = Array.from({ length: SEARCH_SHARDS }, (): Required<SearchShard> => ({ rows: {}, fees: {}, pays: {} }));
  const payments = new Map<string, { id: string; data: Record<string, unknown> }[]>();
  let after: string | undefined;
  for (;;) {
    let q = db
      .collection(orgCol(orgId, 'payments'))
      .select(...PAYMENT_ROW_FIELDS)
      .orderBy(FieldPath.documentId())
      .limit(1000);
    if (after) q = q.startAfter(after);
    const page = await q.get();
    if (page.empty) break;
    for (const p of page.docs) {
      const memberId = p.get('memberId') as string;
      payments.set(memberId, [...(payments.get(memberId) ?? []), { id: p.id, data: p.data() }]);
    }
    after = page.docs.at(-1)!.id;
  }
  let members = 0;
  after = undefined;
  for (;;) {
    let q = db.collection(orgCol(orgId, 'members')).orderBy(FieldPath.documentId()).limit(500);
    if (after) q = q.startAfter(after);
    const page = await q.get();
    if (page.empty) break;
    const adminOnly = await db.getAll(...page.docs.map((m) => db.doc(memberPrivatePath(orgId, m.id))));
    page.docs.forEach((m, i) => {
      const shard = shards[searchShardOf(m.id)]!;
      shard.rows[m.id] = storedRow(memberSearchRow(m.data(), adminOnly[i]!.data()));
      const own = payments.get(m.id) ?? [];
      const fees = feeYearsOf(own.map((p) => p.data));
      if (fees.length) shard.fees[m.id] = fees;
      const pays = storedPayments(own);
      if (pays) shard.pays[m.id] = pays;
    });
    members += page.size;
    after = page.docs.at(-1)!.id;
  }
  for (let n = 0; n < SEARCH_SHARDS; n += 100) {
    const batch = db.batch();
    for (let k = n; k < Math.min(n + 100, SEARCH_SHARDS); k++) batch.set(db.doc(searchShardPath(orgId, k)), shards[k]!);
    await batch.commit();
  }
  return { members, shards: SEARCH_SHARDS };
}
