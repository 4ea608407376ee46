import { deleteFieldContract } from '@tessera/domain/contracts/customFields';
import { db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { route } from '../http/route';
import { definitionOf, readField } from './customFieldStore';
import { rewriteFieldHolders } from './customFieldHolders';

/**
 * DELETE /v1/settings/delete-field (header id) — the field marked `deleting` (member writes stop taking its values,
 * the forms stop showing it), its values removed from every holder, then the definition deleted and audited. Once
 * marked, nobody can give a member a value again, so the holders found are all there are; a call cut short leaves
 * the mark, and calling again finishes.
 */
export const deleteField = route(deleteFieldContract, async ({ claims, principal, headers }) => {
  const { field } = await db.runTransaction(async (tx) => {
    const read = await readField(tx, claims.org, headers.id, { deleting: true });
    if (!read.field.deleting) tx.update(read.snap.ref, { deleting: true });
    return read;
  });
  const removed = await rewriteFieldHolders(claims.org, null, [field.name, ...(field.formerNames ?? [])]);
  await db.runTransaction(async (tx) => {
    const { snap } = await readField(tx, claims.org, headers.id, { deleting: true });
    tx.delete(snap.ref);
    recordChange(tx, claims.org, {
      type: 'customFieldDeleted',
      by: auditActor(principal, claims),
      target: `customFields/${headers.id}`,
      before: definitionOf(field),
      after: { removedFrom: removed },
    });
  });
  return { deleted: true, removed };
});
