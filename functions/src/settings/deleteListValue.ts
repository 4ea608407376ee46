import { FieldValue } from 'firebase-admin/firestore';
import { deleteListValuesContract } from '@tessera/domain/contracts/settings';
import { memberListFieldsOf } from '@tessera/domain/lists/listFields';
import { cardPath } from '@tessera/domain/paths';
import { MEMBER_FIELD_OF_LIST } from '@tessera/domain/settings/listValues';
import type { ListType } from '@tessera/domain/entities/organization';
import { db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { localAdminsOf } from './adminStore';
import { holders, readListValue, writeSummaryName } from './listValueStore';

// members per batch: a member and its card are two writes, well under a batch's 500
const MOVE_BATCH = 200;

/**
 * Moves every holder of `from` to `to`, a batch at a time: each member keeps its list fields (the group is a sort
 * key), its card carries the group for group admins' scope, and the triggers follow (counters, payments' group).
 * Every pass re-queries, so an interrupted move is finished by calling again.
 */
async function moveHolders(orgId: string, type: ListType, from: string, to: string): Promise<number> {
  const field = MEMBER_FIELD_OF_LIST[type]!;
  let moved = 0;
  for (;;) {
    const page = await holders(orgId, type, from)!.limit(MOVE_BATCH).get();
    if (page.empty) return moved;
    const batch = db.batch();
    for (const m of page.docs) {
      const after = { ...m.data(), [field]: to };
      batch.update(m.ref, { [field]: to, ...memberListFieldsOf(after), updatedAt: FieldValue.serverTimestamp() });
      const cardNumber = m.get('cardNumber');
      if (type === 'groups' && typeof cardNumber === 'string' && cardNumber) {
        batch.set(db.doc(cardPath(orgId, cardNumber)), { group: to }, { merge: true });
      }
    }
    await batch.commit();
    moved += page.size;
  }
}

/**
 * DELETE /v1/settings/delete-list-values (headers type, id, optional move-to) — deletes a value members no longer
 * hold. With move-to its holders move first; the deletion's transaction counts the holders again, so a member given
 * the value meanwhile is never left pointing at nothing (LIST_VALUE_IN_USE, call again).
 */
export const deleteListValue = route(deleteListValuesContract, async ({ claims, principal, headers }) => {
  const { type, id } = headers;
  const moveTo = headers['move-to'];
  // a value moves its holders to another value of its list; a company list has no holders to move
  if (moveTo && (moveTo === id || !MEMBER_FIELD_OF_LIST[type]))
    throw new ApiError('INVALID_REQUEST', [{ path: 'headers.move-to', message: 'validation.notAllowed' }]);
  if (moveTo) await db.runTransaction((tx) => readListValue(tx, claims.org, type, moveTo));
  await db.runTransaction((tx) => readListValue(tx, claims.org, type, id));
  const moved = moveTo ? await moveHolders(claims.org, type, id, moveTo) : 0;
  await db.runTransaction(async (tx) => {
    const snap = await readListValue(tx, claims.org, type, id);
    const query = holders(claims.org, type, id);
    const held = query ? (await tx.get(query.count())).data().count : 0;
    if (held > 0) throw new ApiError('LIST_VALUE_IN_USE');
    // a deleted group leaves the local admins who held it (their sessions follow their profile: ProfileWatch)
    const admins = type === 'groups' ? await tx.get(localAdminsOf(claims.org, id)) : null;
    tx.delete(snap.ref);
    for (const a of admins?.docs ?? []) tx.update(a.ref, { groups: FieldValue.arrayRemove(id) });
    writeSummaryName(tx, claims.org, type, id, null);
    recordChange(tx, claims.org, {
      type: 'listValueDeleted',
      by: auditActor(principal, claims),
      target: `${type}/${id}`,
      before: snap.data()!,
      after:
        moveTo || admins?.size
          ? {
              ...(moveTo ? { movedTo: moveTo, moved } : {}),
              ...(admins?.size ? { leftAdmins: admins.docs.map((a) => a.get('email') as string) } : {}),
            }
          : null,
    });
  });
  return { deleted: true, moved };
});
