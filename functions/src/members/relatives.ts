import { FieldValue } from 'firebase-admin/firestore';
import { type MemberInput } from '@tessera/domain/entities/member';
import { relativeKeysOf } from '@tessera/domain/entities/erasure';
import { memberPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { staffMemberResult } from './adminOnly';
import { addRelativeContract, deleteRelativeContract } from '@tessera/domain/contracts/members';

type Relative = NonNullable<MemberInput['relatives']>[number];
const MAX_RELATIVES = 20;

/**
 * POST /v1/members/add-relative { id, relative, main? } → { result }. The relative gets an `id`; `main` makes
 * it the member's main relative (mainRelative = that id). A relative naming a member (memberId) must be a
 * member of the same organization. Read-modify-write in a transaction, so concurrent adds keep each other; the
 * list's `relativeKeys` (what the erasure finds it by: domain entities/erasure.ts) follow it.
 */
export const addRelative = route(addRelativeContract, async ({ claims, body, scope }) => {
  const { ref } = await db.runTransaction(async (tx) => {
    const found = await scope.member(body.id, tx);
    if (body.relative.memberId) {
      if (body.relative.memberId === body.id)
        throw new ApiError('INVALID_REQUEST', [{ path: 'body.relative.memberId', message: 'validation.id' }]);
      if (!(await tx.get(db.doc(memberPath(claims.org, body.relative.memberId)))).exists) throw new ApiError('USER_NOT_FOUND');
    }
    const relatives = (found.data.relatives as Relative[] | undefined) ?? [];
    if (relatives.length >= MAX_RELATIVES)
      throw new ApiError('INVALID_REQUEST', [{ path: 'body.relative', message: 'validation.tooLong' }]);
    const id = db.collection('_').doc().id;
    const after = [...relatives, { ...body.relative, id }];
    const fields: Record<string, unknown> = {
      relatives: after,
      relativeKeys: relativeKeysOf(after),
      updatedAt: FieldValue.serverTimestamp(),
    };
    if (body.main) fields.mainRelative = id;
    tx.update(found.ref, fields);
    return found;
  });
  return { result: await staffMemberResult(ref) };
});

/**
 * POST /v1/members/delete-relative { id, index | relativeId } → { result }. relativeId matches the relative's
 * own id or its memberId; an unknown one → USER_NOT_FOUND. Deleting the main relative clears mainRelative.
 */
export const deleteRelative = route(deleteRelativeContract, async ({ body, scope }) => {
  const { ref } = await db.runTransaction(async (tx) => {
    const found = await scope.member(body.id, tx);
    const relatives = (found.data.relatives as Relative[] | undefined) ?? [];
    const at =
      body.relativeId !== undefined ? relatives.findIndex((r) => r.id === body.relativeId || r.memberId === body.relativeId) : body.index!;
    const gone = relatives[at];
    if (at < 0 || !gone) throw new ApiError('USER_NOT_FOUND');
    const after = relatives.filter((_, i) => i !== at);
    const fields: Record<string, unknown> = {
      relatives: after,
      relativeKeys: relativeKeysOf(after),
      updatedAt: FieldValue.serverTimestamp(),
    };
    const main = found.data.mainRelative as string | undefined;
    if (main && (main === gone.id || main === gone.memberId)) fields.mainRelative = FieldValue.delete();
    tx.update(found.ref, fields);
    return found;
  });
  return { result: await staffMemberResult(ref) };
});
