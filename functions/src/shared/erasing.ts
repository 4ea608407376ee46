import { FieldPath, type CollectionReference, type DocumentData, type DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from './admin';

/** What erasing one document takes: a patch of its fields, its deletion, or nothing (already erased). */
export type ErasingWrite = DocumentData | 'delete' | null;

/** Writes per batch (Firestore takes at most 500). */
const BATCH = 400;

/**
 * The erasers' common step (personalData/registry.ts): applies to each document what erasing it takes, in batches,
 * and answers how many documents it changed. A document `what` finds already erased (null) is not written, so a
 * second run changes nothing and counts nothing.
 */
export async function eraseEach(docs: readonly DocumentSnapshot[], what: (doc: DocumentSnapshot) => ErasingWrite): Promise<number> {
  let changed = 0;
  let batch = db.batch();
  let pending = 0;
  for (const doc of docs) {
    if (!doc.exists) continue;
    const write = what(doc);
    if (write === null) continue;
    if (write === 'delete') batch.delete(doc.ref);
    else batch.update(doc.ref, write);
    changed += 1;
    pending += 1;
    if (pending === BATCH) {
      await batch.commit();
      batch = db.batch();
      pending = 0;
    }
  }
  if (pending) await batch.commit();
  return changed;
}

/** The fields of `patch` whose stored value differs: an empty answer means the document is erased already. */
export function stillToErase(doc: DocumentSnapshot, patch: DocumentData): DocumentData | null {
  const left = Object.fromEntries(Object.entries(patch).filter(([k, v]) => JSON.stringify(doc.get(k) ?? null) !== JSON.stringify(v)));
  return Object.keys(left).length ? left : null;
}

/** The addresses a member's data may be found under elsewhere (mail logs, newsletters, campaign registrations). */
export function addressesOf(member: DocumentData | null): string[] {
  const all = [member?.email, member?.secondaryEmail].filter((e): e is string => typeof e === 'string' && e.trim() !== '');
  return [...new Set(all.map((e) => e.trim().toLowerCase()))];
}

/**
 * An eraser's backfill step (registry.ts `backfillKeys`): reads a collection a page at a time (by id, only `fields`)
 * and writes on each document the fields of `want` whose stored value differs (absent reads as `none`; `want` null:
 * nothing to write there). Answers how many documents it wrote.
 */
export async function backfillEach(
  col: CollectionReference,
  fields: readonly string[],
  page: number,
  want: (doc: DocumentSnapshot) => DocumentData | null,
  none: unknown = null,
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
      const fields = want(d);
      const left = Object.entries(fields ?? {}).filter(([k, v]) => JSON.stringify(d.get(k) ?? none) !== JSON.stringify(v));
      if (!left.length) continue;
      batch.update(d.ref, Object.fromEntries(left));
      n++;
    }
    if (n) await batch.commit();
    written += n;
  }
}

/** A stored list of maps (anything else reads as empty): what a backfill derives keys from. */
export function storedList(doc: DocumentSnapshot, field: string): DocumentData[] {
  const v: unknown = doc.get(field);
  return Array.isArray(v) ? v.filter((x): x is DocumentData => typeof x === 'object' && x !== null) : [];
}
