import {
  FieldPath,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
  type Query,
  type QueryDocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import type { Claims } from '@tessera/domain/claims';
import { memberPath } from '@tessera/domain/paths';
import { inScope } from '@tessera/domain/scope';
import type { PageRequest } from '@tessera/domain/paging';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';

/**
 * Reads a member of the caller's organization (in the transaction when given): USER_NOT_FOUND when missing,
 * NO_USER_ALLOWED when a group admin's groups do not hold it. The existence check comes first, like GET one.
 */
export async function scopedMember(claims: Claims, id: string, tx?: Transaction): Promise<{ ref: DocumentReference; data: DocumentData }> {
  const ref = db.doc(memberPath(claims.org, id));
  const snap = tx ? await tx.get(ref) : await ref.get();
  if (!snap.exists) throw new ApiError('USER_NOT_FOUND');
  const data = snap.data()!;
  if (!inScope(claims, data.group)) throw new ApiError('NO_USER_ALLOWED');
  return { ref, data };
}

/**
 * One page of the documents of an organization collection the caller may see, in document-id order: a group admin's
 * groups only (at most 30 groups per admin, MAX_GROUPS_PER_ADMIN: one `in` query), everyone else the whole
 * collection. `next` is the id to pass as the next page's cursor, null on the last page.
 */
export async function scopedPage(
  claims: Claims,
  collection: CollectionReference,
  page: PageRequest,
): Promise<{ docs: QueryDocumentSnapshot[]; next: string | null }> {
  if (claims.role === 'group' && !claims.groups.length) return { docs: [], next: null };
  const scoped: Query = claims.role === 'group' ? collection.where('group', 'in', claims.groups) : collection;
  const ordered = scoped.orderBy(FieldPath.documentId());
  // One more than asked tells whether another page follows.
  const snap = await (page.cursor ? ordered.startAfter(page.cursor) : ordered).limit(page.limit + 1).get();
  const docs = snap.docs.slice(0, page.limit);
  return { docs, next: snap.docs.length > page.limit ? docs[docs.length - 1]!.id : null };
}
