import { FieldPath, type CollectionReference, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { PageRequest } from '@tessera/domain/paging';
import type { RecordAccess } from '../http/scope';

/**
 * One page of the documents of an organization collection the caller may see, in document-id order: a group admin's
 * groups only (at most 30 groups per admin, MAX_GROUPS_PER_ADMIN: one `in` query), everyone else the whole
 * collection. `next` is the id to pass as the next page's cursor, null on the last page.
 */
export async function scopedPage(
  scope: RecordAccess,
  collection: CollectionReference,
  page: PageRequest,
): Promise<{ docs: QueryDocumentSnapshot[]; next: string | null }> {
  const scoped = scope.query(collection);
  if (!scoped) return { docs: [], next: null };
  const ordered = scoped.orderBy(FieldPath.documentId());
  // One more than asked tells whether another page follows.
  const snap = await (page.cursor ? ordered.startAfter(page.cursor) : ordered).limit(page.limit + 1).get();
  const docs = snap.docs.slice(0, page.limit);
  return { docs, next: snap.docs.length > page.limit ? docs[docs.length - 1]!.id : null };
}
