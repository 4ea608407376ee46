import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import {
  createOperationContract,
  deleteOperationContract,
  listOperationsContract,
  patchOperationContract,
} from '@tessera/domain/contracts/operations';
import { MAX_OPERATIONS, operationSchema, type OperationInput } from '@tessera/domain/entities/operation';
import { sameListValueName } from '@tessera/domain/settings/listValues';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';

/** Payment operations (docs/data-model.md §2.14): a small collection, read whole and checked in each write's transaction. */
const operations = (orgId: string) => db.collection(orgCol(orgId, 'operations'));

/** The operations in the transaction; refuses a name another one has (case and accents ignored) and one too many. */
async function assertRoom(tx: Transaction, orgId: string, input: OperationInput, except?: string) {
  const all = (await tx.get(operations(orgId))).docs;
  if (all.some((d) => d.id !== except && sameListValueName(String(d.get('name') ?? ''), input.name)))
    throw new ApiError('INVALID_REQUEST', [{ path: 'body.name', message: 'validation.duplicate' }]);
  if (!except && all.length >= MAX_OPERATIONS)
    throw new ApiError('INVALID_REQUEST', [{ path: 'body', message: 'validation.tooManyValues' }]);
}

/** The operation in the transaction, or NOT_FOUND; `fields` are what the audit records of it (no timestamps). */
async function readOperation(tx: Transaction, orgId: string, id: string) {
  const snap = await tx.get(operations(orgId).doc(id));
  if (!snap.exists) throw new ApiError('NOT_FOUND');
  const { createdAt: _c, updatedAt: _u, ...fields } = snap.data()!;
  return { snap, fields };
}

/** GET /v1/payments/operations — all of them, by name. */
export const listOperations = route(listOperationsContract, async ({ claims }) => {
  const snap = await operations(claims.org).orderBy('name').limit(MAX_OPERATIONS).get();
  return { operations: snap.docs.map((d) => operationSchema.parse({ ...d.data(), id: d.id })) };
});

/** POST /v1/payments/operations — audited in its transaction. */
export const createOperation = route(createOperationContract, async ({ claims, principal, body }) =>
  db.runTransaction(async (tx) => {
    await assertRoom(tx, claims.org, body);
    const ref = operations(claims.org).doc();
    tx.create(ref, { ...body, createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
    recordChange(tx, claims.org, { type: 'operationAdded', by: auditActor(principal, claims), target: ref.id, before: null, after: body });
    return { id: ref.id };
  }),
);

/** PATCH /v1/payments/operations (header id) — audited with before and after. */
export const patchOperation = route(patchOperationContract, async ({ claims, principal, headers, body }) =>
  db.runTransaction(async (tx) => {
    const before = await readOperation(tx, claims.org, headers.id);
    await assertRoom(tx, claims.org, body, headers.id);
    // replaced whole: a code the form left empty is removed, not kept from before
    tx.set(before.snap.ref, {
      ...body,
      createdAt: before.snap.get('createdAt') ?? FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    recordChange(tx, claims.org, {
      type: 'operationChanged',
      by: auditActor(principal, claims),
      target: headers.id,
      before: before.fields,
      after: body,
    });
    return { id: headers.id };
  }),
);

/** DELETE /v1/payments/operations (header id) — payments keep the codes copied into them. Audited. */
export const deleteOperation = route(deleteOperationContract, async ({ claims, principal, headers }) =>
  db.runTransaction(async (tx) => {
    const before = await readOperation(tx, claims.org, headers.id);
    tx.delete(before.snap.ref);
    recordChange(tx, claims.org, {
      type: 'operationDeleted',
      by: auditActor(principal, claims),
      target: headers.id,
      before: before.fields,
      after: null,
    });
    return { deleted: true as const };
  }),
);
