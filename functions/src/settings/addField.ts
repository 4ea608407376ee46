import { addFieldContract } from '@tessera/domain/contracts/customFields';
import { MAX_CUSTOM_FIELDS } from '@tessera/domain/settings/customFields';
import { db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { assertFieldNameFree, fieldsCol } from './customFieldStore';

/** POST /v1/settings/add-field — a new custom field, last in the order. */
export const addField = route(addFieldContract, async ({ claims, principal, body }) => {
  const ref = fieldsCol(claims.org).doc();
  await db.runTransaction(async (tx) => {
    const all = await assertFieldNameFree(tx, claims.org, body.name);
    if (all.size >= MAX_CUSTOM_FIELDS) throw new ApiError('TOO_MANY_CUSTOM_FIELDS');
    const order = Math.max(0, ...all.docs.map((d) => Number(d.get('order') ?? 0))) + 1;
    const field = { ...body, order };
    tx.create(ref, field);
    recordChange(tx, claims.org, {
      type: 'customFieldAdded',
      by: auditActor(principal, claims),
      target: `customFields/${ref.id}`,
      before: null,
      after: field,
    });
  });
  return { id: ref.id };
});
