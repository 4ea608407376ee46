import { FieldValue } from 'firebase-admin/firestore';
import { patchFieldContract } from '@tessera/domain/contracts/customFields';
import { changesHolders } from '@tessera/domain/settings/customFields';
import { db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { assertFieldNameFree, countFieldHolders, definitionOf, readField, type FieldDoc } from './customFieldStore';
import { rewriteFieldHolders } from './customFieldHolders';

/**
 * PATCH /v1/settings/patch-field (header id) — a new definition, then its holders rewritten to fit it.
 * The definition changes first, in one transaction: member writes from then on follow it (a renamed field's old name
 * is refused, a value lands on the new side), so the rewrite only has earlier values to move. A renamed field keeps
 * its old name in `formerNames` until its holders are rewritten: a rewrite cut short is finished by the next patch.
 */
export const patchField = route(patchFieldContract, async ({ claims, principal, headers, body }) => {
  const ref = await db.runTransaction(async (tx) => {
    const { snap, field: before } = await readField(tx, claims.org, headers.id);
    if (body.name !== before.name) await assertFieldNameFree(tx, claims.org, body.name, headers.id);
    if (body.type !== before.type) {
      const names = [before.name, ...(before.formerNames ?? [])];
      const held = await Promise.all(names.map((n) => countFieldHolders(claims.org, n, tx)));
      if (held.some((n) => n > 0)) throw new ApiError('CUSTOM_FIELD_IN_USE');
    }
    tx.update(snap.ref, {
      ...body,
      ...(body.name !== before.name ? { formerNames: FieldValue.arrayUnion(before.name) } : {}),
    });
    const was = definitionOf(before);
    recordChange(tx, claims.org, {
      type: 'customFieldChanged',
      by: auditActor(principal, claims),
      target: `customFields/${headers.id}`,
      before: was,
      after: body,
    });
    return { ref: snap.ref, rewrite: changesHolders(was, body) };
  });
  // the definition as stored now (another patch may have followed this one), with every name still to rewrite
  const stored = (await ref.ref.get()).data() as FieldDoc | undefined;
  const former = stored?.formerNames ?? [];
  if (!stored || stored.deleting || (!ref.rewrite && former.length === 0)) return { id: headers.id, rewritten: 0 };
  const rewritten = await rewriteFieldHolders(claims.org, definitionOf(stored), former);
  if (former.length) await ref.ref.update({ formerNames: FieldValue.arrayRemove(...former) });
  return { id: headers.id, rewritten };
});
