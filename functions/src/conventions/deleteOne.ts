import { deleteConventionContract } from '@tessera/domain/contracts/conventions';
import { logger } from 'firebase-functions';
import { db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { route } from '../http/route';
import { removeFile } from '../files/storedFiles';
import { conventionOf, readConvention } from './conventionStore';

/**
 * DELETE /v1/conventions/conv (header id) — the convention goes first (with its audit record), then its documents'
 * files: a file whose removal fails is only unreachable, never a document pointing at nothing.
 */
export const deleteConvention = route(deleteConventionContract, async ({ claims, principal, headers }) => {
  const removed = await db.runTransaction(async (tx) => {
    const snap = await readConvention(tx, claims.org, headers.id);
    const convention = conventionOf(snap);
    tx.delete(snap.ref);
    const { documents, id: _id, ...before } = convention;
    recordChange(tx, claims.org, {
      type: 'conventionDeleted',
      by: auditActor(principal, claims),
      target: headers.id,
      before: { ...before, documents: documents.map((d) => d.name) },
      after: null,
    });
    return documents;
  });
  const failed = (await Promise.allSettled(removed.map((d) => removeFile(claims.org, d.fileId)))).filter((r) => r.status === 'rejected');
  if (failed.length) logger.warn('convention files left behind', { org: claims.org, convention: headers.id, failed: failed.length });
  return { deleted: true as const };
});
