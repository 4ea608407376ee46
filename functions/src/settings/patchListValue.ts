import { patchListValuesContract } from '@tessera/domain/contracts/settings';
import { auditActor, recordChange } from '../shared/audit';
import { db } from '../shared/admin';
import { route } from '../http/route';
import { checkTypeFields } from './typeFields';
import { assertNameFree, readListValue, writeSummaryName } from './listValueStore';

/** PATCH /v1/settings/patch-list-values (headers type, id) — rename (members hold the id, so none is rewritten) or reprice a category. */
export const patchListValue = route(patchListValuesContract, async ({ claims, principal, headers, body }) => {
  await db.runTransaction(async (tx) => {
    const snap = await readListValue(tx, claims.org, headers.type, headers.id);
    await checkTypeFields(tx, claims.org, headers.type, body, false);
    if (body.name !== undefined) await assertNameFree(tx, claims.org, headers.type, body.name, headers.id);
    tx.update(snap.ref, body);
    if (body.name !== undefined) writeSummaryName(tx, claims.org, headers.type, headers.id, body.name);
    const before = snap.data()!;
    recordChange(tx, claims.org, {
      type: 'listValueChanged',
      by: auditActor(principal, claims),
      target: `${headers.type}/${headers.id}`,
      before: Object.fromEntries(Object.keys(body).map((k) => [k, before[k] ?? null])),
      after: body,
    });
  });
  return { id: headers.id };
});
