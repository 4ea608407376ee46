import { FieldPath, type CollectionReference, type DocumentData, type DocumentSnapshot } from 'firebase-admin/firestore';
import { relativeKeysOf } from '@tessera/domain/entities/erasure';
import { orgCol } from '@tessera/domain/paths';
import { batchKeyFields } from '../mailshots/store';
import { chunkKeyFields, reportKeyFields } from '../uploads/rowKeys';
import { db } from '../shared/admin';

/** What the backfill wrote in one organization. */
export interface KeysBackfilled {
  members: number;
  batches: number;
  chunks: number;
  reports: number;
}

/**
 * Reads a collection a page at a time (by id, only `fields`) and writes to each document what `fix` says it lacks
 * (null: right already). Answers how many it wrote.
 */
async function fixEach(
  col: CollectionReference,
  fields: readonly string[],
  page: number,
  fix: (d: DocumentSnapshot) => DocumentData | null,
): Promise<number> {
  let written = 0;
  let after: string | undefined;
  for (;;) {
    let q = col
      .select(...fields)
      .orderBy(FieldPath.documentId())
      .limit(page);
    if (after) q = q.startAfter(after);
    const snap = await q.get();
    if (snap.empty) return written;
    after = snap.docs.at(-1)!.id;
    const batch = db.batch();
    let n = 0;
    for (const d of snap.docs) {
      const patch = fix(d);
      if (!patch) continue;
      batch.update(d.ref, patch);
      n++;
    }
    if (n) await batch.commit();
    written += n;
  }
}

/** The fields of `want` whose stored value differs (absent reads as `none`), or null when all are right. */
function differing(d: DocumentSnapshot, want: DocumentData, none: unknown = null): DocumentData | null {
  const left = Object.entries(want).filter(([k, v]) => JSON.stringify(d.get(k) ?? none) !== JSON.stringify(v));
  return left.length ? Object.fromEntries(left) : null;
}

/** A stored list of maps (anything else reads as empty). */
const listOf = (d: DocumentSnapshot, field: string): DocumentData[] => {
  const v: unknown = d.get(field);
  return Array.isArray(v) ? v.filter((x): x is DocumentData => typeof x === 'object' && x !== null) : [];
};

/**
 * The keys the narrowed erasers find documents by (docs/data-model.md "What the erasers read"), written on the
 * documents of one organization stored before their writers kept them: the members' `relativeKeys`, the mailshot
 * batches' `org` and `recipientKeys`, the upload chunks' `org` and `rowKeys`, the upload reports' `org` and
 * `memberIds`. Each is derived by the same function its writers use; a document already right is not written, so a
 * second run writes nothing. Until it has run, an erasure passes over the documents written before.
 */
export async function backfillErasureKeys(orgId: string): Promise<KeysBackfilled> {
  const out: KeysBackfilled = { members: 0, batches: 0, chunks: 0, reports: 0 };
  out.members = await fixEach(db.collection(orgCol(orgId, 'members')), ['relatives', 'relativeKeys'], 400, (d) =>
    // a member with no list and no keys has none to write
    d.get('relatives') === undefined && d.get('relativeKeys') === undefined
      ? null
      : differing(d, { relativeKeys: relativeKeysOf(d.get('relatives')) }, []),
  );
  for (const mailshot of await db.collection(orgCol(orgId, 'mailshots')).listDocuments())
    out.batches += await fixEach(mailshot.collection('batches'), ['recipients', 'org', 'recipientKeys'], 20, (d) =>
      differing(d, batchKeyFields(orgId, listOf(d, 'recipients'))),
    );
  for (const job of await db.collection(orgCol(orgId, 'uploads')).listDocuments()) {
    out.chunks += await fixEach(job.collection('chunks'), ['rows', 'org', 'rowKeys'], 20, (d) =>
      differing(d, chunkKeyFields(orgId, listOf(d, 'rows'))),
    );
    out.reports += await fixEach(job.collection('report'), ['rows', 'org', 'memberIds'], 100, (d) =>
      differing(d, reportKeyFields(orgId, listOf(d, 'rows'))),
    );
  }
  return out;
}
