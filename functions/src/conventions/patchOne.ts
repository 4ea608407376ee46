import { patchConventionContract } from '@tessera/domain/contracts/conventions';
import { db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { route } from '../http/route';
import { assertCompany, conventionOf, readConvention, storedFields } from './conventionStore';

/** PATCH /v1/conventions/one (header id) — the form's fields; the documents stay as they are. */
export const patchConvention = route(patchConventionContract, async ({ claims, principal, headers, body }) =>
  db.runTransaction(async (tx) => {
    const snap = await readConvention(tx, claims.org, headers.id);
    await assertCompany(tx, claims.org, body.company);
    const { documents: _documents, id: _id, ...before } = conventionOf(snap);
    tx.update(snap.ref, storedFields(body));
    recordChange(tx, claims.org, { type: 'conventionChanged', by: auditActor(principal, claims), target: headers.id, before, after: body });
    return { id: headers.id };
  }),
);
