import { reorderFieldsContract } from '@tessera/domain/contracts/customFields';
import { db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { fieldsCol } from './customFieldStore';

/** POST /v1/settings/reorder-fields — the fields' new order: every field id once, in the order wanted. */
export const reorderFields = route(reorderFieldsContract, async ({ claims, principal, body }) => {
  await db.runTransaction(async (tx) => {
    const all = await tx.get(fieldsCol(claims.org));
    const known = new Set(all.docs.map((d) => d.id));
    const sameSet = body.ids.length === known.size && new Set(body.ids).size === known.size && body.ids.every((id) => known.has(id));
    if (!sameSet) throw new ApiError('INVALID_REQUEST', [{ path: 'body.ids', message: 'validation.notAllowed' }]);
    const before = Object.fromEntries(all.docs.map((d) => [d.id, Number(d.get('order') ?? 0)]));
    body.ids.forEach((id, i) => {
      if (before[id] !== i + 1) tx.update(fieldsCol(claims.org).doc(id), { order: i + 1 });
    });
    recordChange(tx, claims.org, {
      type: 'customFieldsReordered',
      by: auditActor(principal, claims),
      target: 'customFields',
      before: { ids: all.docs.map((d) => d.id).sort((a, b) => before[a]! - before[b]!) },
      after: { ids: body.ids },
    });
  });
  return { ids: body.ids };
});
