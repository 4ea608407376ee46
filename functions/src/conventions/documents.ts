import { FieldValue } from 'firebase-admin/firestore';
import { addConventionDocumentContract, deleteConventionDocumentContract } from '@tessera/domain/contracts/conventions';
import { MAX_CONVENTION_DOCUMENTS, type ConventionDocument } from '@tessera/domain/entities/convention';
import { db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { route } from '../http/route';
import { ApiError } from '../http/apiError';
import { namedOrRemoved, putFile, removeFile } from '../files/storedFiles';
import { conventionOf, conventions, readConvention } from './conventionStore';

const tooMany = () => new ApiError('INVALID_REQUEST', [{ path: 'headers.cid', message: 'upload.tooManyDocuments' }]);

/**
 * POST /v1/conventions/conv-doc (header cid) {name, fileName, contentBase64} — the file is checked and stored first,
 * then listed on the convention in a transaction; when that fails (the convention deleted meanwhile, full) the file
 * goes again, so nothing is left half-done.
 */
export const addConventionDocument = route(addConventionDocumentContract, async ({ claims, principal, headers, body }) => {
  const existing = await conventions(claims.org).doc(headers.cid).get();
  if (!existing.exists) throw new ApiError('NOT_FOUND');
  if (conventionOf(existing).documents.length >= MAX_CONVENTION_DOCUMENTS) throw tooMany();
  const file = await putFile(claims.org, { kind: 'convention', id: headers.cid }, body);
  const document: ConventionDocument = {
    id: file.id,
    name: body.name,
    fileId: file.id,
    contentType: file.contentType,
    size: file.size,
    uploadedAt: new Date().toISOString(),
  };
  await namedOrRemoved(claims.org, file.id, () =>
    db.runTransaction(async (tx) => {
      const snap = await readConvention(tx, claims.org, headers.cid);
      if (conventionOf(snap).documents.length >= MAX_CONVENTION_DOCUMENTS) throw tooMany();
      tx.update(snap.ref, { documents: FieldValue.arrayUnion(document), updatedAt: FieldValue.serverTimestamp() });
      recordChange(tx, claims.org, {
        type: 'conventionDocumentAdded',
        by: auditActor(principal, claims),
        target: headers.cid,
        before: null,
        after: { name: document.name, fileName: file.fileName, size: file.size },
      });
    }),
  );
  return document;
});

/** DELETE /v1/conventions/conv-doc (headers cid, did) — off the convention first, then its file. */
export const deleteConventionDocument = route(deleteConventionDocumentContract, async ({ claims, principal, headers }) => {
  const removed = await db.runTransaction(async (tx) => {
    const snap = await readConvention(tx, claims.org, headers.cid);
    const documents = conventionOf(snap).documents;
    const doc = documents.find((d) => d.id === headers.did);
    if (!doc) throw new ApiError('NOT_FOUND');
    tx.update(snap.ref, { documents: documents.filter((d) => d.id !== headers.did), updatedAt: FieldValue.serverTimestamp() });
    recordChange(tx, claims.org, {
      type: 'conventionDocumentRemoved',
      by: auditActor(principal, claims),
      target: headers.cid,
      before: { name: doc.name },
      after: null,
    });
    return doc;
  });
  await removeFile(claims.org, removed.fileId);
  return { deleted: true as const };
});
