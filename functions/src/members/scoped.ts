import type { CollectionReference, DocumentData, DocumentReference, QueryDocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import type { Claims } from '@tessera/domain/claims';
import { memberPath } from '@tessera/domain/paths';
import { inScope } from '@tessera/domain/scope';
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
 * The documents of an organization collection the caller may see: a group admin's groups only (at most 30 groups
 * per admin, MAX_GROUPS_PER_ADMIN: one `in` query), everyone else the whole collection.
 */
export async function scopedDocs(claims: Claims, collection: CollectionReference): Promise<QueryDocumentSnapshot[]> {
  if (claims.role !== 'group') return (await collection.get()).docs;
  return claims.groups.length ? (await collection.where('group', 'in', claims.groups).get()).docs : [];
}
