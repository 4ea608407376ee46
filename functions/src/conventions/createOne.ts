import { FieldValue } from 'firebase-admin/firestore';
import { createConventionContract } from '@tessera/domain/contracts/conventions';
import { db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { route } from '../http/route';
import { assertCompany, conventions, storedFields } from './conventionStore';

/** POST /v1/conventions/one — a convention without documents (conv-doc adds them). */
export const createConvention = route(createConventionContract, async ({ claims, principal, body }) =>
  db.runTransaction(async (tx) => {
    await assertCompany(tx, claims.org, body.company);
    const ref = conventions(claims.org).doc();
    tx.create(ref, { ...storedFields(body), documents: [], createdAt: FieldValue.serverTimestamp() });
    recordChange(tx, claims.org, {
      type: 'conventionCreated',
      by: auditActor(principal, claims),
      target: ref.id,
      before: null,
      after: body,
    });
    return { id: ref.id };
  }),
);
