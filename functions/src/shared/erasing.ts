import type { DocumentData, DocumentSnapshot } from 'firebase-admin/firestore';
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
