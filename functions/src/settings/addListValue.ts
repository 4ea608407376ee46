import { addListValuesContract } from '@tessera/domain/contracts/settings';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { route } from '../http/route';
import { checkTypeFields } from './typeFields';
import { assertNameFree, writeSummaryName } from './listValueStore';

/** POST /v1/settings/add-list-values (header type) — a new value; its name joins the names summary in the same transaction. */
export const addListValue = route(addListValuesContract, async ({ claims, principal, headers, body }) => {
  const ref = db.collection(orgCol(claims.org, 'listValues')).doc();
  await db.runTransaction(async (tx) => {
    await checkTypeFields(tx, claims.org, headers.type, body, true);
    await assertNameFree(tx, claims.org, headers.type, body.name);
    const value = { type: headers.type, ...body };
    tx.create(ref, value);
    writeSummaryName(tx, claims.org, headers.type, ref.id, body.name);
    recordChange(tx, claims.org, {
      type: 'listValueAdded',
      by: auditActor(principal, claims),
      target: `${headers.type}/${ref.id}`,
      before: null,
      after: value,
    });
  });
  return { id: ref.id };
});
