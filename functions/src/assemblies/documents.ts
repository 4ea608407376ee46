import { FieldValue } from 'firebase-admin/firestore';
import { ASSEMBLY_DOCUMENTS_MAX, documentsOf, type AssemblyDocument } from '@tessera/domain/assemblies/documents';
import {
  addAssemblyDocumentContract,
  assemblyDocumentLinkContract,
  deleteAssemblyDocumentContract,
  myAssemblyDocumentLinkContract,
} from '@tessera/domain/contracts/assemblies';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { describeFile, fileLink, namedOrRemoved, putFile, removeFile } from '../files/storedFiles';
import { assertStatus, loadAssembly, type StoredAssembly } from './store';

// The documents of an assembly: stored files (owner kind `assemblyDocument`, never linked by get-signed-file) listed on
// the assembly, attached and removed only while it is a DRAFT; linked by document-link (the back office) and
// my-document-link (members, once convened).

const full = () => new ApiError('INVALID_REQUEST', [{ path: 'body.assemblyId', message: 'upload.assemblyDocumentsFull' }]);

/** The checks an upload passes before and again inside the transaction: a draft, room left, an item of its agenda. */
function checkRoom(a: StoredAssembly, itemId: string | null): void {
  assertStatus(a, 'DRAFT');
  if (documentsOf(a).length >= ASSEMBLY_DOCUMENTS_MAX) throw full();
  if (itemId !== null && !a.agenda.some((i) => i.id === itemId))
    throw new ApiError('INVALID_REQUEST', [{ path: 'body.itemId', message: 'validation.notFound' }]);
}

/**
 * POST /v1/assemblies/document — checked, then the file stored (its size and type from the bytes), then listed on the
 * assembly in a transaction that checks again; when that fails (convened meanwhile, full) the file goes again.
 */
export const addAssemblyDocument = route(addAssemblyDocumentContract, async ({ claims, principal, body }) => {
  checkRoom((await loadAssembly(claims.org, body.assemblyId)).data, body.itemId);
  const file = await putFile(claims.org, { kind: 'assemblyDocument', id: body.assemblyId }, body);
  const document: AssemblyDocument = {
    id: file.id,
    name: file.fileName,
    fileId: file.id,
    contentType: file.contentType,
    size: file.size,
    itemId: body.itemId,
    uploadedAt: new Date().toISOString(),
  };
  await namedOrRemoved(claims.org, file.id, () =>
    db.runTransaction(async (tx) => {
      const { ref, data } = await loadAssembly(claims.org, body.assemblyId, tx);
      checkRoom(data, body.itemId);
      tx.update(ref, { documents: [...documentsOf(data), document], updatedAt: FieldValue.serverTimestamp() });
      recordChange(tx, claims.org, {
        type: 'assemblyDocumentAdded',
        by: auditActor(principal, claims),
        target: body.assemblyId,
        before: null,
        after: { name: document.name, itemId: document.itemId, size: document.size },
      });
    }),
  );
  return document;
});

/** DELETE /v1/assemblies/document — off the draft first, then its file. */
export const deleteAssemblyDocument = route(deleteAssemblyDocumentContract, async ({ claims, principal, headers }) => {
  const removed = await db.runTransaction(async (tx) => {
    const { ref, data } = await loadAssembly(claims.org, headers.assembly, tx);
    const doc = documentsOf(data).find((d) => d.id === headers.document);
    if (!doc) throw new ApiError('NOT_FOUND');
    assertStatus(data, 'DRAFT');
    tx.update(ref, { documents: documentsOf(data).filter((d) => d !== doc), updatedAt: FieldValue.serverTimestamp() });
    recordChange(tx, claims.org, {
      type: 'assemblyDocumentRemoved',
      by: auditActor(principal, claims),
      target: headers.assembly,
      before: { name: doc.name, itemId: doc.itemId },
      after: null,
    });
    return doc;
  });
  await removeFile(claims.org, removed.fileId);
  return { deleted: true as const };
});

/** The link to a document the assembly lists, or NOT_FOUND: a document of another owner is never linked here. */
async function documentLink(orgId: string, data: StoredAssembly, assemblyId: string, documentId: string) {
  const doc = documentsOf(data).find((d) => d.id === documentId);
  if (!doc) throw new ApiError('NOT_FOUND');
  const file = await describeFile(orgId, doc.fileId);
  if (file.owner.kind !== 'assemblyDocument' || file.owner.id !== assemblyId) throw new ApiError('NOT_FOUND');
  return { ...(await fileLink(orgId, file)), fileName: file.fileName, contentType: doc.contentType };
}

/** GET /v1/assemblies/document-link — the back office reads an assembly's documents at any status. */
export const assemblyDocumentLink = route(assemblyDocumentLinkContract, async ({ claims, headers }) =>
  documentLink(claims.org, (await loadAssembly(claims.org, headers.assembly)).data, headers.assembly, headers.document),
);

/**
 * GET /v1/assemblies/my-document-link — a member reads the documents of an assembly once it is convened, as the
 * personal area lists it (the rules keep drafts from members): a draft is not there for them.
 */
export const myAssemblyDocumentLink = route(myAssemblyDocumentLinkContract, async ({ claims, headers }) => {
  const { data } = await loadAssembly(claims.org, headers.assembly);
  if (data.status === 'DRAFT') throw new ApiError('NOT_FOUND');
  return documentLink(claims.org, data, headers.assembly, headers.document);
});
