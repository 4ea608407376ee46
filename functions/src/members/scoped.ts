import type { DocumentData, DocumentReference, Transaction } from 'firebase-admin/firestore';
import type { Claims } from '@tessera/domain/claims';
import { memberPath } from '@tessera/domain/paths';
import { inScope } from '@tessera/domain/scope';
import { db } from '../shared/admin';
import { toJson } from '../shared/serialize';
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

/** The member as the API answers it: stored fields, `id`, timestamps as ISO strings. */
export async function memberResult(ref: DocumentReference): Promise<unknown> {
  const saved = await ref.get();
  return toJson({ ...saved.data(), id: ref.id });
}
